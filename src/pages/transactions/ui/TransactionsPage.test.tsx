import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  buildTransaction,
  captureDownloads,
  mswServer,
  renderWithProviders,
  serveCsv,
  setupUser,
} from '@/shared/lib/test';
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

describe('export', () => {
  const saved = captureDownloads();

  it('downloads the whole history as CSV with the search and ordering in the address', async () => {
    writeAccessToken('customer-token');
    mswServer.use(
      http.get(apiUrl('get-transactions/'), () =>
        HttpResponse.json({
          data: [buildTransaction()],
          meta: { count: 1, page: 2, page_size: 10, ordering: 'amount' },
        }),
      ),
    );
    const asked = serveCsv(
      'get-transactions/',
      'Reference\r\nNT-1\r\n',
      'nairatop-transactions-2026-11-26.csv',
    );
    renderWithProviders(<TransactionsPage />, {
      route: '/dashboard/transactions?search=mtn&ordering=amount&page=2',
    });
    const user = setupUser();
    await user.click(
      await screen.findByRole('button', { name: 'Export your transactions as CSV' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toEqual([
      {
        accept: 'text/csv',
        authorization: 'Bearer customer-token',
        query: { search: 'mtn', ordering: 'amount' },
      },
    ]);
    expect(saved[0]?.name).toBe('nairatop-transactions-2026-11-26.csv');
  });
});
