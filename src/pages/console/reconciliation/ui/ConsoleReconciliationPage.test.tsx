import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LedgerCheckResult, ReconciliationDay } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  mswServer,
  renderWithProviders,
  serveConsoleStaff,
  serveNoTrends,
  setupUser,
} from '@/shared/lib/test';
import { ConsoleReconciliationPage } from './ConsoleReconciliationPage';

beforeEach(() => {
  serveConsoleStaff('owner');
  serveNoTrends();
});

const none = { ours_without_theirs: [], theirs_without_ours: [], amount_mismatches: [] };

const day = (date: string, difference: number): ReconciliationDay => ({
  day: date,
  providers: [
    {
      name: 'vtpass',
      provider: 'VTpass',
      delivered_count: 2,
      delivered_cost: 776,
      opening: { balance: 100_000, recorded_at: `${date}T00:00:05.000Z` },
      closing: { balance: 99_224 - difference, recorded_at: `${date}T23:00:05.000Z` },
      balance_movement: 776 + difference,
      difference,
      differences: none,
      statement_error: null,
      explained: 0,
      unexplained: difference,
      whole_day: false,
    },
    {
      name: 'clubkonnect',
      provider: 'ClubKonnect',
      delivered_count: 1,
      delivered_cost: 520,
      opening: null,
      closing: null,
      balance_movement: null,
      difference: null,
      differences: {
        ours_without_theirs: [
          {
            reference: '202611240900ck1',
            tx_ref: 'TX-CK-1',
            ours: { status: 'confirmed', amount: 520 },
            theirs: { status: 'not_found', amount: 0 },
          },
        ],
        theirs_without_ours: [],
        amount_mismatches: [],
      },
      statement_error: null,
      explained: -520,
      unexplained: null,
      whole_day: false,
    },
  ],
  funding: {
    card: { count: 1, credited: 2_500, provider: 2_500 },
    transfers: { count: 0, credited: 0, provider: 0 },
    provider_source: "Monnify's transaction search: the payments it received that day.",
    differences: {
      ...none,
      theirs_without_ours: [
        { reference: 'MNFY|1', tx_ref: null, ours: null, theirs: { status: 'PAID', amount: 500 } },
      ],
    },
    statement_error: null,
  },
});

it('shows the chosen day against the provider, and another day when picked', async () => {
  writeAccessToken('owner-token');
  const asked: string[] = [];
  mswServer.use(
    http.get(apiUrl('console/reconciliation'), ({ request }) => {
      const date = new URL(request.url).searchParams.get('day') ?? '';
      asked.push(date);
      return HttpResponse.json({ data: day(date, date === '2026-11-20' ? 50 : 0) });
    }),
  );
  renderWithProviders(<ConsoleReconciliationPage />, {
    route: '/console/reconciliation?day=2026-11-24',
  });

  expect(await screen.findByText('₦776.00 (2)')).toBeInTheDocument();
  expect(screen.getByText('₦100,000.00')).toBeInTheDocument();
  expect(screen.getByText('₦0.00')).toBeInTheDocument();
  expect(screen.getByText("Every transaction agrees with VTpass's records.")).toBeInTheDocument();
  // ClubKonnect's day, with the purchase it has no record of linking to ours
  const missing = screen.getByRole('region', {
    name: 'ClubKonnect: Counted by us, not by ClubKonnect',
  });
  expect(missing).toHaveTextContent('Us: Confirmed, ₦520.00; ClubKonnect: Not found, ₦0.00');
  expect(screen.getByRole('link', { name: 'TX-CK-1' })).toHaveAttribute(
    'href',
    '/console/transactions/TX-CK-1',
  );
  expect(
    screen.getByText('₦2,500.00 credited (1); Monnify received ₦2,500.00'),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('region', { name: 'Monnify: Counted by Monnify, not by us' }),
  ).toHaveTextContent('MNFY|1');

  const input = screen.getByLabelText('Day (Lagos)');
  await setupUser().clear(input);
  await setupUser().type(input, '2026-11-20');
  expect(await screen.findByText('₦50.00')).toBeInTheDocument();
  expect(asked).toEqual(expect.arrayContaining(['2026-11-24', '2026-11-20']));
});

it('runs the ledger check on demand and lists any balance that does not match', async () => {
  writeAccessToken('owner-token');
  const result: LedgerCheckResult = {
    users_checked: 42,
    checked_at: '2026-11-26T10:00:00.000Z',
    mismatches: [
      { user_id: 7, wallet_balance: 123.45, wallet_entries: 100, bonus: 0, bonus_entries: 0 },
    ],
  };
  let runs = 0;
  mswServer.use(
    http.get(apiUrl('console/reconciliation'), () =>
      HttpResponse.json({ data: day('2026-11-24', 0) }),
    ),
    http.post(apiUrl('console/reconciliation/ledger-check'), () => {
      runs += 1;
      return HttpResponse.json({ data: result });
    }),
  );
  renderWithProviders(<ConsoleReconciliationPage />, {
    route: '/console/reconciliation?day=2026-11-24',
  });
  await setupUser().click(await screen.findByRole('button', { name: 'Run the ledger check' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('1 balance does not match its ledger entries');
  expect(alert).toHaveTextContent('User 7: wallet ₦123.45 against entries ₦100.00');
  expect(runs).toBe(1);
});
