import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { EpinStockList } from './EpinStockList';
import { buildBatch, stockOf } from './test-batches';

const BATCHES = [
  buildBatch({ id: 5, sold: 5, printed: 24 }),
  buildBatch({
    id: 6,
    network: 'glo',
    kind: 'data',
    value: 300,
    plan_name: 'GLO 1GB - 30 Days',
    quantity: 10,
    delivered: 8,
    unit_price: 290,
    status: 'confirmed',
    created_at: '2026-11-21T10:00:00.000Z',
  }),
];

/** epins/batches/ answers the batches the query asks for; each query string is recorded. */
function serveStock() {
  const asked: string[] = [];
  mswServer.use(
    http.get(apiUrl('epins/batches/'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const network = query.get('network');
      const batches = BATCHES.filter((batch) => !network || batch.network === network);
      return HttpResponse.json({ data: stockOf(batches) });
    }),
  );
  return asked;
}

function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

beforeEach(() => writeAccessToken('token-1'));

it('lists the batches with what they are, delivered of asked, marks and status, and totals the unsold cards', async () => {
  serveStock();
  renderWithProviders(<EpinStockList />);
  const table = await screen.findByRole('table');
  await within(table).findByText('MTN ₦100 airtime');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['20th Nov, 2026, 11:00:00 am', 'MTN', 'MTN ₦100 airtime', '24 of 24', '24', '5', 'Confirmed'],
    ['21st Nov, 2026, 11:00:00 am', 'Glo', 'GLO 1GB - 30 Days', '8 of 10', '0', '0', 'Confirmed'],
  ]);
  expect(within(rows[0]!).getByRole('link', { name: 'MTN ₦100 airtime' })).toHaveAttribute(
    'href',
    '/dashboard/recharge-cards/batches/5',
  );
  const totals = within(screen.getByRole('region', { name: 'Unsold cards' }));
  expect(totals.getByText('27')).toBeInTheDocument();
  // 19 × ₦100 + 8 × ₦300; 19 × ₦98 + 8 × ₦290
  expect(totals.getByText('₦4,300.00')).toBeInTheDocument();
  expect(totals.getByText('₦4,182.00')).toBeInTheDocument();
});

it('filters by network, value, printed and sold, kept in the address', async () => {
  const asked = serveStock();
  const user = setupUser();
  renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/recharge-cards/stock"
        element={
          <>
            <EpinStockList />
            <Address />
          </>
        }
      />
    </Routes>,
    { route: '/dashboard/recharge-cards/stock' },
  );
  await screen.findByText('GLO 1GB - 30 Days');
  expect(
    within(screen.getByLabelText('Value'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All values', '₦100', '₦300']);

  await user.selectOptions(screen.getByLabelText('Network'), 'MTN');
  await waitFor(() => expect(screen.queryByText('GLO 1GB - 30 Days')).not.toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('Value'), '₦100');
  await user.selectOptions(screen.getByLabelText('Printed'), 'No card printed');
  await user.selectOptions(screen.getByLabelText('Marked sold'), 'Some cards sold');
  await waitFor(() => expect(asked).toContain('network=mtn&value=100&printed=no&sold=yes'));
  expect(screen.getByLabelText('Address')).toHaveTextContent(
    '?network=mtn&value=100&printed=no&sold=yes',
  );
  await user.selectOptions(screen.getByLabelText('Network'), 'All networks');
  await waitFor(() => expect(asked).toContain('value=100&printed=no&sold=yes'));
});
