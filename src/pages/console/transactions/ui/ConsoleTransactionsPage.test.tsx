import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { ConsoleTransactionRow } from '@contract/api/console';
import { EXPORT_MESSAGES } from '@contract/rules';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  asPhone,
  captureDownloads,
  mswServer,
  renderWithProviders,
  serveCsv,
  setupUser,
  serveConsoleStaff,
} from '@/shared/lib/test';
import { ConsoleTransactionsPage } from './ConsoleTransactionsPage';

// the console's signed-in owner, who may export every list
beforeEach(() => serveConsoleStaff('owner'));

const row = (overrides: Partial<ConsoleTransactionRow>): ConsoleTransactionRow => ({
  id: 1,
  tx_ref: 'NT-1',
  kind: 'purchase',
  service: 'Airtime',
  package: 'MTN',
  customer_id: 9,
  email: 'ada@example.com',
  description: 'MTN airtime',
  amount: 990,
  status: 'confirmed',
  needs_attention: false,
  created_at: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

it('lists transactions and asks the server again with the filters applied', async () => {
  writeAccessToken('support-token');
  const asked: string[] = [];
  mswServer.use(
    http.get(apiUrl('console/transactions'), ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const failedOnly = url.searchParams.get('status') === 'failed';
      return HttpResponse.json({
        data: failedOnly
          ? [row({ id: 2, tx_ref: 'NT-FAILED', status: 'failed', amount: 5000 })]
          : [row({}), row({ id: 3, tx_ref: 'NT-STUCK', status: 'pending', needs_attention: true })],
        meta: { count: failedOnly ? 1 : 2, page: 1, page_size: 25 },
      });
    }),
  );
  renderWithProviders(
    <Routes>
      <Route path="/console/transactions" element={<ConsoleTransactionsPage />} />
    </Routes>,
    { route: '/console/transactions' },
  );
  const user = setupUser();
  expect(await screen.findByRole('link', { name: 'NT-STUCK' })).toBeInTheDocument();
  expect(screen.getByText('Needs attention')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Customer e-mail'), 'ada@example.com');
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByTitle('Failed'));
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));

  expect(await screen.findByRole('link', { name: 'NT-FAILED' })).toBeInTheDocument();
  expect(screen.getByText('₦5,000.00')).toBeInTheDocument();
  expect(asked.at(-1)).toBe('?page=1&page_size=25&status=failed&email=ada%40example.com');
});

/** The export button once the console knows who is signed in (disabled until then). */
async function enabledExport() {
  const name = 'Export the transactions as CSV';
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  return screen.getByRole('button', { name });
}

describe('export and phones', () => {
  const saved = captureDownloads();

  it('exports the list with the filters in the address, as CSV with the token', async () => {
    writeAccessToken('owner-token');
    mswServer.use(
      http.get(apiUrl('console/transactions'), () =>
        HttpResponse.json({ data: [row({})], meta: { count: 1, page: 1, page_size: 25 } }),
      ),
    );
    const asked = serveCsv(
      'console/transactions',
      'Reference,Amount (NGN)\r\nNT-1,990.00\r\n',
      'nairatop-transactions-2026-11-26.csv',
    );
    renderWithProviders(
      <Routes>
        <Route path="/console/transactions" element={<ConsoleTransactionsPage />} />
      </Routes>,
      { route: '/console/transactions?status=failed&email=ada%40example.com&page=2' },
    );
    const user = setupUser();
    await user.click(await enabledExport());

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toEqual([
      {
        accept: 'text/csv',
        authorization: 'Bearer owner-token',
        query: expect.objectContaining({ status: 'failed', email: 'ada@example.com' }),
      },
    ]);
    expect(saved[0]?.name).toBe('nairatop-transactions-2026-11-26.csv');
    expect(await saved[0]?.text()).toBe('Reference,Amount (NGN)\r\nNT-1,990.00\r\n');
  });

  it('says why when the export is refused', async () => {
    writeAccessToken('support-token');
    mswServer.use(
      http.get(apiUrl('console/transactions'), ({ request }) =>
        request.headers.get('accept') === 'text/csv'
          ? HttpResponse.json(
              { message: 'Only an owner can do this.', errors: [], data: {} },
              { status: 403 },
            )
          : HttpResponse.json({ data: [], meta: { count: 0, page: 1, page_size: 25 } }),
      ),
    );
    renderWithProviders(
      <Routes>
        <Route path="/console/transactions" element={<ConsoleTransactionsPage />} />
      </Routes>,
      { route: '/console/transactions' },
    );
    await setupUser().click(await enabledExport());
    expect(await screen.findByText('Only an owner can do this.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  const renderList = () =>
    renderWithProviders(
      <Routes>
        <Route path="/console/transactions" element={<ConsoleTransactionsPage />} />
      </Routes>,
      { route: '/console/transactions' },
    );

  it('shows support the export disabled, with the reason, until an owner allows it', async () => {
    writeAccessToken('support-token');
    serveConsoleStaff('support');
    mswServer.use(
      http.get(apiUrl('console/transactions'), () =>
        HttpResponse.json({ data: [row({})], meta: { count: 1, page: 1, page_size: 25 } }),
      ),
    );
    renderList();
    const reason = await screen.findByText(EXPORT_MESSAGES.transactionsNotAllowed);
    const button = screen.getByRole('button', { name: 'Export the transactions as CSV' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason.textContent ?? '');
    expect(saved).toHaveLength(0);
  });

  it('lets support export the transactions once an owner allows it', async () => {
    writeAccessToken('support-token');
    serveConsoleStaff('support', { support_may_export_transactions: true });
    mswServer.use(
      http.get(apiUrl('console/transactions'), () =>
        HttpResponse.json({ data: [row({})], meta: { count: 1, page: 1, page_size: 25 } }),
      ),
    );
    const asked = serveCsv(
      'console/transactions',
      'Reference,Amount (NGN)\r\nNT-1,990.00\r\n',
      'nairatop-transactions-2026-11-26.csv',
    );
    renderList();
    const button = await enabledExport();
    expect(screen.queryByText(EXPORT_MESSAGES.transactionsNotAllowed)).not.toBeInTheDocument();
    await setupUser().click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toHaveLength(1);
  });

  it('shows each transaction as a card on a phone, its reference linking to its page', async () => {
    const restore = asPhone();
    try {
      writeAccessToken('support-token');
      mswServer.use(
        http.get(apiUrl('console/transactions'), () =>
          HttpResponse.json({
            data: [row({}), row({ id: 2, tx_ref: 'NT-2', email: 'bola@example.com' })],
            meta: { count: 2, page: 1, page_size: 25 },
          }),
        ),
      );
      renderWithProviders(
        <Routes>
          <Route path="/console/transactions" element={<ConsoleTransactionsPage />} />
        </Routes>,
        { route: '/console/transactions' },
      );
      const cards = await screen.findByRole('list', { name: 'Transactions' });
      const items = within(cards).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const second = items[1]!;
      expect(within(second).getByRole('link', { name: 'NT-2' })).toHaveAttribute(
        'href',
        '/console/transactions/NT-2',
      );
      // the customer, hidden from the table below the md breakpoint, is on the card
      expect(within(second).getByText('Customer')).toBeInTheDocument();
      expect(within(second).getByText('bola@example.com')).toBeInTheDocument();
      expect(within(second).getByText('₦990.00')).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
