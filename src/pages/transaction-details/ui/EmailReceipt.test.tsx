import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import {
  apiUrl,
  buildTransaction,
  mswServer,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { TransactionDetailsPage } from './TransactionDetailsPage';

function renderReceipt(id: number) {
  mswServer.use(
    http.get(apiUrl(`get-transaction-by-id/${id}/`), () =>
      HttpResponse.json({ data: [buildTransaction({ id, tx_ref: `TX-${id}` })] }),
    ),
  );
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/transactions/details/:id" element={<TransactionDetailsPage />} />
    </Routes>,
    { route: `/dashboard/transactions/details/${id}` },
  );
}

it('e-mails the receipt on request and says where it went', async () => {
  const posted: string[] = [];
  mswServer.use(
    http.post(apiUrl('transactions/31/email-receipt/'), ({ request }) => {
      posted.push(request.url);
      return HttpResponse.json({
        message: 'Receipt sent to ada@example.com',
        data: { detail: 'Receipt sent to ada@example.com' },
      });
    }),
  );
  const user = setupUser();
  renderReceipt(31);
  await user.click(await screen.findByRole('button', { name: 'Email receipt' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('Receipt sent to ada@example.com'),
  );
  expect(posted).toHaveLength(1);
});

it("shows the server's refusal, e.g. too many receipts in an hour", async () => {
  mswServer.use(
    http.post(apiUrl('transactions/32/email-receipt/'), () =>
      HttpResponse.json(
        { message: 'Too many requests. Please try again later.', errors: [], data: {} },
        { status: 429, headers: { 'retry-after': '60' } },
      ),
    ),
  );
  const user = setupUser();
  renderReceipt(32);
  await user.click(await screen.findByRole('button', { name: 'Email receipt' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'Too many requests. Please try again later.',
    ),
  );
});
