import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { Transaction } from '@contract/api';
import {
  apiUrl,
  buildTransaction,
  mswServer,
  renderWithProviders,
  setupUser,
  buildBuyAgain,
} from '@/shared/lib/test';
import { TransactionsTable } from './TransactionsTable';

const realMatchMedia = window.matchMedia;

/** A phone: every max-width query under the tablet breakpoint matches. */
beforeEach(() => {
  window.matchMedia = (query: string) =>
    ({
      ...realMatchMedia(query),
      matches: query.includes('max-width: 767'),
    }) as MediaQueryList;
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

function serveTransactions(rows: Transaction[], count = rows.length) {
  const sent: Record<string, string>[] = [];
  mswServer.use(
    http.get(apiUrl('get-transactions/'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      sent.push(Object.fromEntries(query));
      return HttpResponse.json({
        data: rows,
        meta: {
          count,
          page: Number(query.get('page')),
          page_size: Number(query.get('page_size')),
          ordering: query.get('ordering'),
        },
      });
    }),
  );
  return sent;
}

function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function Receipt() {
  return <p>receipt of {useParams().id}</p>;
}

function renderList(route = '/dashboard/transactions') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/transactions"
        element={
          <>
            <TransactionsTable />
            <Address />
          </>
        }
      />
      <Route path="/dashboard/transactions/details/:id" element={<Receipt />} />
      <Route path="/dashboard/purchase-airtime" element={<Address />} />
    </Routes>,
    { route },
  );
}

const address = () => screen.getByLabelText('address').textContent;
const cardOf = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;

it('shows a card per transaction with image, name, amount, status, date and token or phone', async () => {
  serveTransactions([
    buildTransaction({ id: 1, token: '1234-5678', plan: 'Ikeja Electric ₦1,000' }),
    buildTransaction({ id: 2 }),
  ]);
  renderList();

  const electricity = within(await cardOf('Ikeja Electric ₦1,000'));
  expect(electricity.getByText('₦98.00')).toBeInTheDocument();
  expect(electricity.getByText('Confirmed')).toBeInTheDocument();
  expect(electricity.getByText(/^20th Nov, 2026, \d{1,2}:00:00 [ap]m$/)).toBeInTheDocument();
  expect(electricity.getByText('1234-5678')).toBeInTheDocument();
  expect(electricity.getByRole('img', { name: 'MTN' })).toBeInTheDocument();

  const airtime = within(await cardOf('MTN ₦100 airtime'));
  expect(airtime.getByText('08031234567')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('names and pictures wallet fundings, bank charges, upgrades and bonus transfers', async () => {
  const wallet = { subcategory: null, category: null, plan: null, phone_no: null };
  serveTransactions([
    buildTransaction({ ...wallet, id: 1, kind: 'card_funding', amount: 5000 }),
    buildTransaction({ ...wallet, id: 2, kind: 'bank_charge', amount: 50 }),
    buildTransaction({ ...wallet, id: 3, kind: 'level_upgrade', amount: 1000 }),
    buildTransaction({ ...wallet, id: 4, kind: 'bonus_transfer', amount: 1500 }),
  ]);
  renderList();

  for (const [title, amount] of [
    ['Wallet funding (card)', '₦5,000.00'],
    ['Bank charge', '₦50.00'],
    ['Account upgrade', '₦1,000.00'],
    ['Referral bonus transfer', '₦1,500.00'],
  ] as const) {
    const card = within(await cardOf(title));
    expect(card.getByRole('img', { name: title })).toHaveAttribute(
      'src',
      expect.stringContaining('/media/kinds/'),
    );
    expect(card.getByText(amount)).toBeInTheDocument();
  }
});

it('sorts from the Sort by list, pages and changes page size, all in the address', async () => {
  const sent = serveTransactions([buildTransaction()], 120);
  const user = setupUser();
  renderList('/dashboard/transactions?page=3');
  await cardOf('MTN ₦100 airtime');
  expect(sent[0]).toMatchObject({ page: '3', page_size: '10', ordering: '-created_at' });

  await user.selectOptions(screen.getByLabelText('Sort by'), 'Amount: highest first');
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ page: '1', ordering: '-amount' });
  expect(address()).toBe('?ordering=-amount');

  await user.click(screen.getByTitle('2'));
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(sent[2]).toMatchObject({ page: '2', ordering: '-amount' });
  expect(address()).toBe('?page=2&ordering=-amount');

  // the same sizes as on a desktop, from a list a phone shows
  const perPage = screen.getByLabelText('Per page');
  expect(
    within(perPage)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['10', '25', '50', '100']);
  await user.selectOptions(perPage, '25');
  await waitFor(() => expect(sent).toHaveLength(4));
  expect(sent[3]).toMatchObject({ page: '1', page_size: '25' });
  expect(address()).toBe('?page_size=25&ordering=-amount');
});

it("opens a card's receipt in one tap", async () => {
  serveTransactions([buildTransaction({ id: 57, tx_ref: 'TX-57' })]);
  const user = setupUser();
  renderList();
  await user.click(
    await screen.findByRole('link', { name: /^View receipt of MTN ₦100 airtime, TX-57/ }),
  );
  expect(await screen.findByText('receipt of 57')).toBeInTheDocument();
});

it("says on a failed purchase's card why it failed and what came back to the wallet", async () => {
  serveTransactions([
    buildTransaction({
      id: 8,
      status: 'failed',
      response: 'Transaction failed (Sender name must be 3 to 11 characters): Bulk SMS to 2.',
      initial_balance: 1000,
      new_balance: 902,
      refund: { amount: 98, balance_after: 1000, refunded_at: '2026-11-20T10:00:05.000Z' },
    }),
    buildTransaction({ id: 9, plan: 'Delivered airtime' }),
  ]);
  renderList();

  const failed = within(await cardOf('MTN ₦100 airtime'));
  expect(failed.getByText('Failed')).toBeInTheDocument();
  expect(failed.getByText(/Sender name must be 3 to 11 characters/)).toBeInTheDocument();
  expect(
    failed.getByText('Refunded ₦98.00 to your wallet. Balance after refund: ₦1,000.00'),
  ).toBeInTheDocument();
  const delivered = within(await cardOf('Delivered airtime'));
  expect(delivered.queryByText(/Refunded/)).not.toBeInTheDocument();
  expect(delivered.queryByText('Delivered')).not.toBeInTheDocument();
});

it('"Buy again" on a purchase opens its screen with the purchase filled in; a funding has none', async () => {
  serveTransactions([
    buildTransaction({
      id: 1,
      buy_again: buildBuyAgain(),
    }),
    buildTransaction({
      id: 2,
      kind: 'card_funding',
      subcategory: null,
      category: null,
      plan: null,
      buy_again: null,
    }),
  ]);
  const user = setupUser();
  renderList();
  const funding = within(await cardOf('Wallet funding (card)'));
  expect(funding.queryByRole('link', { name: /Buy again/ })).toBeNull();

  await user.click(
    within(await cardOf('MTN ₦100 airtime')).getByRole('link', { name: /Buy again/ }),
  );
  expect(Object.fromEntries(new URLSearchParams(address() ?? ''))).toEqual({
    number: '08031234567',
    package: '11',
    service_id: 'mtn',
    amount: '100',
    phone: '08031234567',
  });
});
