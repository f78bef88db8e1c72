import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, serveUser } from '@/shared/lib/test';
import { PayForTvPage } from './PayForTvPage';

it('shows the cable TV form without a heading of its own (the layout has it)', async () => {
  writeAccessToken('token-1');
  serveUser(8250.5);
  mswServer.use(http.get(apiUrl('get-package/3/'), () => HttpResponse.json({ data: [] })));
  renderWithProviders(<PayForTvPage />);
  expect(await screen.findByText('₦8,250.50')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fund wallet' })).toHaveAttribute(
    'href',
    '/dashboard/fund-wallet',
  );
  expect(await screen.findByRole('form', { name: 'Pay for cable TV' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});
