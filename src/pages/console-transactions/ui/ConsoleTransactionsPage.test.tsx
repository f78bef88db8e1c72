import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { ConsoleTransactionRow } from '@contract/api/console';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { ConsoleTransactionsPage } from './ConsoleTransactionsPage';

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
