import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { Transaction } from '@contract/api';
import {
  apiUrl,
  buildTransaction,
  enterText,
  clearPageCarries,
  mswServer,
  pageCarries,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import {
  answerFirstReadsWith,
  baseApi,
  removeAccessToken,
  resetFirstReads,
  takeFirstRead,
  TAGS,
  writeAccessToken,
} from '@/shared/api';
import { FIRST_TRANSACTIONS_PAGE, transactionsPath } from '@contract/transactions';
import { SEARCH_DEBOUNCE_MS } from './TransactionSearch';
import { TransactionsTable } from './TransactionsTable';

afterEach(() => jest.useRealTimers());

const LONG_DESCRIPTION = 'Airtime purchase for 08031234567 on the MTN network at noon today';

/** get-transactions/ answers `rows` (count `count`); every request's query is recorded. */
function serveTransactions(rows: Transaction[], count = rows.length, gate?: () => Promise<void>) {
  const sent: URLSearchParams[] = [];
  mswServer.use(
    http.get(apiUrl('get-transactions/'), async ({ request }) => {
      const query = new URL(request.url).searchParams;
      sent.push(query);
      if (sent.length > 1) await gate?.();
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

const asObject = (query: URLSearchParams | undefined) => Object.fromEntries(query ?? []);

function Receipt() {
  return <p>receipt of {useParams().id}</p>;
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function renderTable(route = '/dashboard/transactions') {
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
    </Routes>,
    { route },
  );
}

const address = () => screen.getByLabelText('address').textContent;

/** The fixture's row, once the first page has arrived (text queries: role queries on a table are slow). */
const firstRow = async () =>
  (await screen.findByText('MTN ₦100 airtime')).closest('tr') as HTMLElement;

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

/** A screen 1600 px or wider: the wide-table media query matches. */
function onWideScreen() {
  window.matchMedia = (query: string) =>
    ({ ...realMatchMedia(query), matches: query === '(min-width: 1600px)' }) as MediaQueryList;
}

it('below 1600 px: fewer columns holding every field, so 1280 px needs no sideways scroll', async () => {
  const sent = serveTransactions([
    buildTransaction({
      description: 'MTN airtime of ₦100.00',
      card_no: '1111111111111',
      token: '12345678901234567890',
      initial_balance: 1000,
    }),
  ]);
  renderTable();

  const row = await firstRow();
  expect(asObject(sent[0])).toEqual({ page: '1', page_size: '10', ordering: '-created_at' });
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'ID',
    'Plan',
    'Phone / Card No.',
    'Response',
    'Token',
    'Balance',
    'Amount',
    'Status',
    'Created At',
    'Action',
  ]);
  const cells = within(row);
  expect(cells.getByRole('img', { name: 'MTN' })).toBeInTheDocument();
  expect(cells.getByText('MTN airtime of ₦100.00')).toBeInTheDocument();
  expect(cells.getByText('08031234567')).toBeInTheDocument();
  expect(cells.getByText('1111111111111')).toBeInTheDocument();
  expect(cells.getByText(/^Prev\./)).toHaveTextContent('Prev. ₦1,000.00');
  expect(cells.getByText('₦902.00')).toBeInTheDocument();
  // the token may wrap between groups of four, and copies as one piece
  const token = cells.getByText(
    (_text, element) =>
      element?.textContent === '12345678901234567890' && element.tagName === 'SPAN',
  );
  expect(token.querySelectorAll('wbr')).toHaveLength(4);
  expect(document.querySelector('.ant-table table')).toHaveStyle({ tableLayout: 'auto' });
});

it("shows a refunded row's refund beside its balance, and the reason in Response", async () => {
  serveTransactions([
    buildTransaction({
      status: 'failed',
      response: 'Transaction failed: MTN ₦100 airtime.',
      initial_balance: 1000,
      new_balance: 902,
      refund: { amount: 98, balance_after: 1000, refunded_at: '2026-11-20T10:00:05.000Z' },
    }),
  ]);
  renderTable();

  const cells = within(await firstRow());
  expect(cells.getByText('Failed')).toBeInTheDocument();
  expect(cells.getByText('Transaction failed: MTN ₦100 airtime.')).toBeInTheDocument();
  expect(cells.getByText('₦902.00')).toBeInTheDocument();
  expect(cells.getByText(/^Refunded ₦98\.00, balance/)).toHaveTextContent(
    'Refunded ₦98.00, balance ₦1,000.00',
  );
});

it('from 1600 px: asks for page 1 of 10, newest first, and shows every column formatted', async () => {
  onWideScreen();
  const sent = serveTransactions([
    buildTransaction({ description: LONG_DESCRIPTION, token: '1234-5678', initial_balance: 1000 }),
  ]);
  renderTable();

  const row = await firstRow();
  expect(asObject(sent[0])).toEqual({ page: '1', page_size: '10', ordering: '-created_at' });

  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'ID',
    'Image',
    'Plan',
    'Phone',
    'Card No.',
    'Description',
    'Response',
    'Token',
    'Prev. Bal',
    'Current Bal',
    'Amount',
    'Status',
    'Created At',
    'Action',
  ]);
  const cells = within(row);
  expect(cells.getByRole('img', { name: 'MTN' })).toHaveAttribute(
    'src',
    `${window.location.origin}/media/logos/mtn.svg`,
  );
  expect(cells.getByText('08031234567')).toBeInTheDocument();
  expect(cells.getByText('₦98.00')).toBeInTheDocument();
  expect(cells.getByText('₦1,000.00')).toBeInTheDocument();
  expect(cells.getByText('₦902.00')).toBeInTheDocument();
  expect(cells.getByText('1234-5678', { selector: 'span' })).toBeInTheDocument();
  expect(cells.getByText('Confirmed')).toBeInTheDocument();
  expect(cells.getByText('20th Nov, 2026,')).toBeInTheDocument();
  expect(cells.getByText(/^\d{1,2}:00:00 [ap]m$/)).toBeInTheDocument();
  expect(screen.getByText('1 transaction')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Created At/ }).getAttribute('aria-sort')).toBe(
    'descending',
  );
});

it('cuts Description at 40 characters with a Show more / Show less button per cell', async () => {
  serveTransactions([buildTransaction({ description: LONG_DESCRIPTION })]);
  const user = setupUser();
  renderTable();

  const cut = `${LONG_DESCRIPTION.slice(0, 40).trimEnd()}…`;
  expect(await screen.findByText(cut)).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Show more' })).toHaveLength(1);
  const more = screen.getByRole('button', { name: 'Show more' });
  expect(more).toHaveAttribute('aria-expanded', 'false');

  await user.click(more);
  expect(screen.getByText(LONG_DESCRIPTION)).toBeInTheDocument();
  const less = screen.getByRole('button', { name: 'Show less' });
  expect(less).toHaveAttribute('aria-expanded', 'true');

  less.focus();
  await user.keyboard('{Enter}');
  expect(screen.getByText(cut)).toBeInTheDocument();
});

it('sorts through the server: a header click asks ascending, the next descending, from page 1', async () => {
  const sent = serveTransactions([buildTransaction()], 40);
  const user = setupUser();
  renderTable('/dashboard/transactions?page=2');
  await firstRow();

  await user.click(screen.getByRole('columnheader', { name: /Amount/ }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(asObject(sent[1])).toEqual({ page: '1', page_size: '10', ordering: 'amount' });
  expect(address()).toBe('?ordering=amount');

  await user.click(screen.getByRole('columnheader', { name: /Amount/ }));
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(asObject(sent[2])).toEqual({ page: '1', page_size: '10', ordering: '-amount' });
});

it('changes the page size from page 1, and pages on', async () => {
  const sent = serveTransactions([buildTransaction()], 120);
  const user = setupUser();
  renderTable('/dashboard/transactions?page=3');
  await firstRow();
  expect(asObject(sent[0])).toMatchObject({ page: '3', page_size: '10' });

  await user.click(document.querySelector('.ant-pagination-options .ant-select') as HTMLElement);
  await user.click(await screen.findByTitle('25 / page'));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(asObject(sent[1])).toMatchObject({ page: '1', page_size: '25' });
  expect(address()).toBe('?page_size=25');

  await user.click(screen.getByTitle('2'));
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(asObject(sent[2])).toMatchObject({ page: '2', page_size: '25' });
});

it('refreshes the page on screen (the live stream saying it changed) without dimming it; another page dims it', async () => {
  let release = () => {};
  const gate = () => new Promise<void>((resolve) => (release = resolve));
  const sent = serveTransactions([buildTransaction()], 30, gate);
  const user = setupUser();
  const { store } = renderTable();
  await firstRow();
  const dimmed = () => document.querySelector('.ant-spin-spinning') !== null;
  expect(dimmed()).toBe(false);

  act(() => void store.dispatch(baseApi.util.invalidateTags([TAGS.transactions])));
  await waitFor(() => expect(sent).toHaveLength(2));
  // the list has drawn since the refresh began, and is not dimmed
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(dimmed()).toBe(false);
  act(() => release());
  await waitFor(() => expect(sent).toHaveLength(2));

  await user.click(screen.getByTitle('2'));
  await waitFor(() => expect(sent).toHaveLength(3));
  await waitFor(() => expect(dimmed()).toBe(true));
  act(() => release());
  await waitFor(() => expect(dimmed()).toBe(false));
});

it('draws the list the page carries once, with its rows, never empty under a spinner first', async () => {
  // a signed-in page, as the signed-in shell reads it
  answerFirstReadsWith(takeFirstRead);
  resetFirstReads();
  writeAccessToken('customer-token');
  pageCarries({
    [transactionsPath(FIRST_TRANSACTIONS_PAGE)]: {
      data: [buildTransaction()],
      meta: { count: 1, page: 1, page_size: 10, ordering: '-created_at' },
    },
  });
  const sent = serveTransactions([buildTransaction({ plan: 'From the network' })]);
  let dimmedOnce = false;
  const watch = new MutationObserver(() => {
    if (document.querySelector('.ant-spin-spinning, .ant-table-placeholder')) dimmedOnce = true;
  });
  watch.observe(document.body, { subtree: true, childList: true, attributes: true });
  try {
    renderTable();
    await firstRow();
    expect(screen.getByText('1 transaction')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(dimmedOnce).toBe(false);
  } finally {
    watch.disconnect();
    clearPageCarries();
    resetFirstReads();
    removeAccessToken();
  }
});

it('searches after a pause in typing, from page 1, keeping the current rows meanwhile', async () => {
  let release = () => {};
  const gate = () => new Promise<void>((resolve) => (release = resolve));
  const sent = serveTransactions([buildTransaction()], 30, gate);
  const user = setupUser();
  renderTable('/dashboard/transactions?page=2');
  await firstRow();

  await enterText(user, screen.getByLabelText('Search transactions'), 'mtn');
  expect(sent).toHaveLength(1);
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(asObject(sent[1])).toEqual({
    page: '1',
    page_size: '10',
    search: 'mtn',
    ordering: '-created_at',
  });
  expect(address()).toBe('?search=mtn');
  // the previous page stays on screen while the search loads
  expect(screen.getByText('MTN ₦100 airtime')).toBeInTheDocument();
  act(() => release());
});

it('waits for three characters before searching, and says so under the field', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const sent = serveTransactions([buildTransaction()]);
  const user = setupUser();
  renderTable();
  await firstRow();

  const search = screen.getByLabelText('Search transactions');
  await enterText(user, search, 'mt');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS)); // the pause after typing
  await user.keyboard('{Enter}');
  expect(address()).toBe('');
  expect(search).toHaveAccessibleDescription('Type at least 3 characters to search.');
  expect(screen.getByText('Type at least 3 characters to search.')).toBeVisible();
  // Requests go out in order: had 'mt' been searched, it would come before 'mtn'.
  await user.type(search, 'n');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent.map((query) => query.get('search'))).toEqual([null, 'mtn']);
  expect(address()).toBe('?search=mtn');
  expect(screen.queryByText('Type at least 3 characters to search.')).not.toBeInTheDocument();
  expect(search).toHaveAccessibleDescription('');
});

it("opens a row's receipt from its View link", async () => {
  serveTransactions([buildTransaction({ id: 57, tx_ref: 'TX-57' })]);
  const user = setupUser();
  renderTable();
  await user.click(await screen.findByRole('link', { name: 'View transaction TX-57' }));
  expect(await screen.findByText('receipt of 57')).toBeInTheDocument();
});

it('only logs a failed load and says there is nothing to show', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mswServer.use(
    http.get(apiUrl('get-transactions/'), () => new HttpResponse(null, { status: 500 })),
  );
  renderTable();
  expect(await screen.findByText('No transactions to show.')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('Failed to load transactions', expect.anything());
  logged.mockRestore();
});
