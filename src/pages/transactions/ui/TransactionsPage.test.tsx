import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, buildTransaction, mswServer, renderWithProviders } from '@/shared/lib/test';
import { TransactionsPage } from './TransactionsPage';

it('lists the transactions under a search box (the layout shows the title)', async () => {
  mswServer.use(
    http.get(apiUrl('get-transactions/'), () =>
      HttpResponse.json({
        data: [buildTransaction()],
        meta: { count: 1, page: 1, page_size: 10, ordering: '-created_at' },
      }),
    ),
  );
  renderWithProviders(<TransactionsPage />, { route: '/dashboard/transactions' });
  expect(await screen.findByText('MTN ₦100 airtime')).toBeInTheDocument();
  expect(screen.getByRole('search')).toContainElement(screen.getByLabelText('Search transactions'));
});
