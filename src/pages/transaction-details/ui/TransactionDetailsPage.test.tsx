import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { apiUrl, buildTransaction, mswServer, renderWithProviders } from '@/shared/lib/test';
import { TransactionDetailsPage } from './TransactionDetailsPage';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/transactions/details/:id" element={<TransactionDetailsPage />} />
    </Routes>,
    { route },
  );

it("shows the receipt of the route's id, with a way back to the list", async () => {
  mswServer.use(
    http.get(apiUrl('get-transaction-by-id/31/'), () =>
      HttpResponse.json({ data: [buildTransaction({ id: 31, tx_ref: 'TX-31' })] }),
    ),
  );
  renderAt('/dashboard/transactions/details/31');
  expect(await screen.findByRole('code')).toHaveTextContent('TX-31');
  expect(screen.getByRole('link', { name: 'Back to transactions' })).toHaveAttribute(
    'href',
    '/dashboard/transactions',
  );
});

it('treats an id that is not a number as a missing transaction', () => {
  renderAt('/dashboard/transactions/details/abc');
  expect(screen.getByText('Transaction not found')).toBeInTheDocument();
});
