import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BelowCostSummary, ConsoleMe } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders } from '@/shared/lib/test';
import { BelowCostWarning } from './BelowCostWarning';

const staff = (role: ConsoleMe['role']): ConsoleMe => ({
  id: 1,
  email: 'ada@nairatop.ng',
  name: 'Ada Obi',
  role,
  manual_credit_limit_kobo: role === 'owner' ? null : 5_000_000,
});

function serve(role: ConsoleMe['role'], count: number) {
  let asked = 0;
  mswServer.use(
    http.get(apiUrl('console/me'), () => HttpResponse.json({ data: staff(role) })),
    http.get(apiUrl('console/catalogue/below-cost'), () => {
      asked += 1;
      return HttpResponse.json({ data: { count } satisfies BelowCostSummary });
    }),
  );
  return { asked: () => asked };
}

beforeEach(() => writeAccessToken('token-1'));

it('tells the owner how many prices sell below cost and links to them in the catalogue', async () => {
  serve('owner', 98);
  renderWithProviders(<BelowCostWarning />);
  expect(await screen.findByRole('alert')).toHaveTextContent('98 prices sell below cost');
  expect(screen.getByRole('link', { name: 'Show them in the catalogue' })).toHaveAttribute(
    'href',
    '/console/catalogue?below_cost=true',
  );
});

it('says one price in the singular', async () => {
  serve('owner', 1);
  renderWithProviders(<BelowCostWarning />);
  expect(await screen.findByRole('alert')).toHaveTextContent('1 price sells below cost');
});

it('shows nothing when every price covers its cost', async () => {
  const server = serve('owner', 0);
  renderWithProviders(<BelowCostWarning />);
  await waitFor(() => expect(server.asked()).toBe(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('asks nothing and shows nothing to support, who cannot change prices', async () => {
  const server = serve('support', 98);
  renderWithProviders(<BelowCostWarning />);
  await waitFor(() => expect(server.asked()).toBe(0));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
