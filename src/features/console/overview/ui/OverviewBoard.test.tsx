import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleOverview, OverviewPeriod } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { OverviewBoard } from './OverviewBoard';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A card's link: named by its title, its figure and then its hint. */
const card = (title: string, value: string) =>
  new RegExp(`^${escaped(title)} ${escaped(value)}( |$)`);

const countValue = (count: number, value: number) => ({ count, value });
/** money in over the period, in naira */
const CARD_NAIRA = 5_000;
const TRANSFERS_NAIRA = 12_000;
const BANK_CHARGES_NAIRA = 30;

const period = (name: OverviewPeriod['period'], sales: number, from: string): OverviewPeriod => ({
  period: name,
  from,
  sales: countValue(3, sales),
  margin: sales / 50,
  by_service: [{ key: 'Data', count: 3, value: sales }],
  not_delivered: { failed: { ...countValue(1, 386), reversed: 1 }, pending: countValue(2, 772) },
  by_status: [{ key: 'confirmed', count: 3, value: sales }],
  failure_rate: 25,
  new_users: 2,
  money_in: {
    card: countValue(1, CARD_NAIRA),
    transfers: countValue(2, TRANSFERS_NAIRA),
    bank_charges: countValue(1, BANK_CHARGES_NAIRA),
    by_provider: [
      {
        provider: 'monnify',
        card: countValue(0, 0),
        transfers: countValue(1, TRANSFERS_NAIRA - 2_500),
        bank_charges: countValue(1, BANK_CHARGES_NAIRA),
      },
      {
        provider: 'paystack',
        card: countValue(1, CARD_NAIRA),
        transfers: countValue(1, 2_500),
        bank_charges: countValue(0, 0),
      },
    ],
  },
  manual_credits: countValue(1, 200),
  airtime_to_cash: countValue(2, sales * 4),
  referral_commissions: 12.5,
});

const thirtyDaySales = 40_000;
const queues: ConsoleOverview['queues'] = {
  needs_attention: 3,
  conflicts: 1,
  problem_reports: 5,
  problem_reports_overdue: 1,
  airtime_to_cash: 2,
  webhook_backlog: 4,
  webhook_failed: 1,
};

const forOwner: ConsoleOverview = {
  queues,
  business: {
    periods: [
      period('today', 1_500, '2026-11-26'),
      period('7d', 9_000, '2026-11-20'),
      period('30d', thirtyDaySales, '2026-10-28'),
    ],
    pending: 4,
    wallet_liabilities: { wallets: 120_000, bonuses: 5_000 },
    provider_balance: null,
    provider_balance_error: 'VTpass did not answer',
    daily_sales: Array.from({ length: 30 }, (_, day) => ({
      date: `2026-11-${String(day + 1).padStart(2, '0')}`,
      sales: day === 29 ? 1_500 : 0,
    })),
  },
};

it("shows an owner today's money, each card linking to its filtered list, and switches to 7 days", async () => {
  writeAccessToken('owner-token');
  mswServer.use(
    http.get(apiUrl('console/overview'), () => HttpResponse.json({ data: forOwner })),
    http.get(apiUrl('console/overview/top-customers'), () =>
      HttpResponse.json({
        data: { by: 'sales', period: '30d', from: '2026-10-28', customers: [] },
      }),
    ),
  );
  renderWithProviders(<OverviewBoard />);

  expect(await screen.findByText('₦125,000.00')).toBeInTheDocument();
  expect(screen.getByText('VTpass did not answer')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: card('Sales', '₦1,500.00') })).toHaveAttribute(
    'href',
    '/console/transactions?kind=purchase&status=confirmed&from=2026-11-26',
  );
  expect(screen.getByRole('link', { name: card('Card funding', '₦5,000.00') })).toHaveAttribute(
    'href',
    '/console/transactions?kind=card_funding&from=2026-11-26',
  );
  expect(
    screen.getByRole('link', { name: card('Bank charges kept', '₦30.00') }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: card('Manual credits', '₦200.00') })).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: card('Airtime to cash paid', '₦6,000.00') }),
  ).toHaveAttribute(
    'href',
    '/console/transactions?kind=airtime_to_cash&status=confirmed&from=2026-11-26',
  );
  // the money-in cards split per payments provider, each provider linking to its settings
  const byProvider = screen.getByRole('table', { name: 'Money in by payments provider' });
  expect(within(byProvider).getByRole('link', { name: 'Paystack' })).toHaveAttribute(
    'href',
    '/console/payment-providers',
  );
  const cells = (name: string) =>
    within(within(byProvider).getByRole('row', { name: new RegExp(`^${name}`) }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  // Monnify's column, then Paystack's: value, then count
  expect(cells('Card')).toEqual(['Card', '₦0.000', '₦5,000.001']);
  expect(cells('Transfers')).toEqual(['Transfers', '₦9,500.001', '₦2,500.001']);
  expect(cells('Charges kept')).toEqual(['Charges kept', '₦30.001', '₦0.000']);
  expect(screen.getByText(/₦386.00 refunded \(1 reversed after delivery\)/)).toBeInTheDocument();
  expect(
    screen.getByText('Not counted: 1 failed (₦386.00), 2 pending (₦772.00).'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: card('Conflicts', '1') })).toHaveAttribute(
    'href',
    '/console/conflicts',
  );
  const disputes = screen.getByRole('link', { name: card('Problem reports', '5') });
  expect(disputes).toHaveAttribute('href', '/console/problem-reports');
  expect(disputes).toHaveTextContent('1 past their answer time');

  await setupUser().click(within(screen.getByLabelText('Period')).getByText('7 days'));
  expect(await screen.findByRole('link', { name: card('Sales', '₦9,000.00') })).toHaveAttribute(
    'href',
    '/console/transactions?kind=purchase&status=confirmed&from=2026-11-20',
  );
  expect(screen.getByText('₦180.00')).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: card('Airtime to cash paid', '₦36,000.00') }),
  ).toBeInTheDocument();
});

it('lists the top customers by sales, then by margin over 7 days, each linking to the customer', async () => {
  writeAccessToken('owner-token');
  const asked: string[] = [];
  const customer = (id: number, name: string, sales: number, margin: number) => ({
    id,
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
    level: 'Reseller',
    reseller: id === 7,
    purchases: 4,
    sales,
    margin,
    failures: 1,
  });
  mswServer.use(
    http.get(apiUrl('console/overview'), () => HttpResponse.json({ data: forOwner })),
    http.get(apiUrl('console/overview/top-customers'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(`${query.get('by')} ${query.get('period')}`);
      const customers =
        query.get('by') === 'margin'
          ? [customer(9, 'Bola Ade', 2_000, 400), customer(7, 'Chi Eze', 6_000, 60)]
          : [customer(7, 'Chi Eze', 6_000, 60), customer(9, 'Bola Ade', 2_000, 400)];
      return HttpResponse.json({
        data: { by: query.get('by'), period: query.get('period'), from: '2026-11-01', customers },
      });
    }),
  );
  renderWithProviders(<OverviewBoard />);

  const table = await screen.findByRole('region', { name: 'Top customers' });
  const rows = async () =>
    (await within(table).findAllByRole('link')).map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
  expect(await rows()).toEqual([
    ['Chi Eze', '/console/customers/7'],
    ['Bola Ade', '/console/customers/9'],
  ]);
  expect(within(table).getByText('API reseller')).toBeInTheDocument();
  expect(within(table).getByText('₦6,000.00')).toBeInTheDocument();

  const user = setupUser();
  await user.click(within(screen.getByLabelText('Rank by')).getByText('Margin'));
  await user.click(within(screen.getByLabelText('Over')).getByText('7 days'));
  await waitFor(() => expect(asked.at(-1)).toBe('margin 7d'));
  await waitFor(async () =>
    expect(await rows()).toEqual([
      ['Bola Ade', '/console/customers/9'],
      ['Chi Eze', '/console/customers/7'],
    ]),
  );
  expect(asked[0]).toBe('sales 30d');
});

it('shows support the queues only', async () => {
  writeAccessToken('support-token');
  mswServer.use(
    http.get(apiUrl('console/overview'), () => HttpResponse.json({ data: { queues } })),
  );
  renderWithProviders(<OverviewBoard />);

  expect(await screen.findByRole('link', { name: card('Needs attention', '3') })).toHaveAttribute(
    'href',
    '/console/attention',
  );
  expect(screen.getByRole('link', { name: card('Airtime to cash', '2') })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: card('Webhook backlog', '4') })).toBeInTheDocument();
  expect(screen.queryByText('Sales')).not.toBeInTheDocument();
  expect(screen.queryByText(/margin/i)).not.toBeInTheDocument();
  expect(screen.queryByText('VTpass balance')).not.toBeInTheDocument();
});
