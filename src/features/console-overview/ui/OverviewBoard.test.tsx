import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleOverview, OverviewPeriod } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { OverviewBoard } from './OverviewBoard';

const period = (name: OverviewPeriod['period'], sales: number): OverviewPeriod => ({
  period: name,
  sales: { count: 3, value: sales },
  margin: sales / 50,
  by_service: [{ key: 'Data', count: 3, value: sales }],
  by_status: [{ key: 'confirmed', count: 3, value: sales }],
  failure_rate: 25,
  new_users: 2,
});

const thirtyDaySales = 40_000;

const overview: ConsoleOverview = {
  periods: [period('today', 1_500), period('7d', 9_000), period('30d', thirtyDaySales)],
  pending: 4,
  needs_attention: 1,
  wallet_liabilities: { wallets: 120_000, bonuses: 5_000 },
  provider_balance: null,
  provider_balance_error: 'VTpass did not answer',
  daily_sales: Array.from({ length: 30 }, (_, day) => ({
    date: `2026-11-${String(day + 1).padStart(2, '0')}`,
    sales: day === 29 ? 1_500 : 0,
  })),
};

it("shows today's figures, switches to 7 days, and says when the provider balance is unavailable", async () => {
  writeAccessToken('staff-token');
  mswServer.use(http.get(apiUrl('console/overview'), () => HttpResponse.json({ data: overview })));
  renderWithProviders(<OverviewBoard />);

  expect(await screen.findByText('₦125,000.00')).toBeInTheDocument();
  expect(screen.getAllByText('₦1,500.00').length).toBeGreaterThan(0);
  expect(screen.getByText('VTpass did not answer')).toBeInTheDocument();
  expect(
    screen.getByRole('img', { name: /Daily sales, last 30 days: ₦1,500.00 in all/ }),
  ).toBeInTheDocument();

  await setupUser().click(screen.getByText('7 days'));
  expect((await screen.findAllByText('₦9,000.00')).length).toBeGreaterThan(0);
  expect(screen.getByText('₦180.00')).toBeInTheDocument();
});
