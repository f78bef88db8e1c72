import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleMe, Trends } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, consoleStaff, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { TREND_CHART_IDS } from '../model/charts';
import { TrendsBoard } from './TrendsBoard';

const day = (date: string, sales: number, failed: number): Trends['days'][number] => ({
  date,
  sales,
  margin: sales / 20,
  delivered: 4,
  failed,
  failure_rate: failed ? 20 : 0,
  new_customers: 2,
  active_customers: 3,
  card_funding: 5_000,
  transfers: 12_000.5,
  funding_by_provider: [
    { provider: 'monnify', card: 3_000, transfers: 12_000.5 },
    { provider: 'paystack', card: 2_000, transfers: 0 },
  ],
  liabilities: 80_000,
});

const trends = (range: Trends['range']): Trends => ({
  range,
  from: '2026-11-29',
  to: '2026-11-30',
  days: [day('2026-11-29', 1_000, 1), day('2026-11-30', 2_500.5, 0)],
  services: [{ key: 'Data', total: 3_500.5, values: [1_000, 2_500.5] }],
  providers: [
    {
      provider: 'vtpass',
      spend: 3_300,
      delivered: 8,
      failed: 1,
      success_rate: 88.89,
      spend_by_day: [1_000, 2_300],
      success_by_day: [80, 100],
    },
  ],
  networks: [
    { network: 'MTN', delivered: 8, failed: 1, failure_rate: 11.11, failure_by_day: [20, null] },
  ],
  active_customers: 5,
});

function serve(role: ConsoleMe['role']) {
  const asked: string[] = [];
  mswServer.use(
    http.get(apiUrl('console/me'), () => HttpResponse.json({ data: consoleStaff(role) })),
    http.get(apiUrl('console/overview/trends'), ({ request }) => {
      const range = new URL(request.url).searchParams.get('range') ?? '30d';
      asked.push(range);
      return HttpResponse.json({ data: trends(range as Trends['range']) });
    }),
  );
  return asked;
}

// jsdom draws no canvas (see the tests' setup): the charts are shown as their tables
beforeEach(() => writeAccessToken('token-1'));

it('says what each chart shows and gives its figures day by day', async () => {
  const asked = serve('owner');
  renderWithProviders(<TrendsBoard charts={TREND_CHART_IDS} />);

  const sales = await screen.findByRole('region', { name: 'Sales and margin by day' });
  expect(
    within(sales).getByText(
      'Sales ₦3,500.50 and margin ₦175.03 over 2 days, 2026-11-29 to 2026-11-30; best day 2026-11-30 with ₦2,500.50.',
    ),
  ).toBeInTheDocument();
  const lastDay = within(sales).getByRole('row', { name: /2026-11-30/ });
  expect(within(lastDay).getByText('₦2,500.50')).toBeInTheDocument();

  const networks = screen.getByRole('region', { name: 'Failure rate by network' });
  expect(
    within(networks).getByText(
      'Airtime and data that failed over 2 days, 2026-11-29 to 2026-11-30: MTN 11.11% of 9 purchases.',
    ),
  ).toBeInTheDocument();
  // a day with nothing settled is said to have no data, not drawn as 0%
  expect(
    within(within(networks).getByRole('row', { name: /2026-11-30/ })).getByText('no data'),
  ).toBeInTheDocument();

  expect(
    screen.getByText(
      'Paid to providers for delivered purchases over 2 days, 2026-11-29 to 2026-11-30: vtpass ₦3,300.00.',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      '4 new customers and 5 customers buying over 2 days, 2026-11-29 to 2026-11-30.',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'Wallets funded over 2 days, 2026-11-29 to 2026-11-30: ₦10,000.00 by card (Monnify ₦6,000.00, Paystack ₦4,000.00) and ₦24,001.00 by bank transfer (Monnify ₦24,001.00, Paystack ₦0.00).',
    ),
  ).toBeInTheDocument();
  // a line per channel and payments provider, each day's figure in the chart's table
  const funding = screen.getByRole('region', { name: 'Funding in by channel' });
  const paystackCard = within(funding).getByRole('columnheader', { name: 'Card, Paystack' });
  expect(paystackCard).toBeInTheDocument();
  expect(
    within(within(funding).getByRole('row', { name: /2026-11-30/ })).getAllByText('₦2,000.00'),
  ).toHaveLength(1);
  const board = screen.getByRole('region', { name: 'Trends' });
  expect(within(board).getAllByRole('region')).toHaveLength(TREND_CHART_IDS.length);
  expect(asked).toEqual(['30d']);

  await setupUser().click(screen.getByRole('radio', { name: '7 days' }));
  await waitFor(() => expect(asked).toEqual(['30d', '7d']));
});

it('shows only the charts a page asks for', async () => {
  serve('owner');
  renderWithProviders(<TrendsBoard title="Customer trends" charts={['customers']} />);
  expect(
    await screen.findByRole('region', { name: 'New and active customers' }),
  ).toBeInTheDocument();
  const board = screen.getByRole('region', { name: 'Customer trends' });
  expect(within(board).getAllByRole('region')).toHaveLength(1);
});

it('draws nothing and asks nothing for support', async () => {
  const asked = serve('support');
  renderWithProviders(<TrendsBoard charts={TREND_CHART_IDS} />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('heading', { name: 'Trends' })).not.toBeInTheDocument();
  expect(asked).toEqual([]);
});
