import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, buildUser, mswServer, renderWithProviders } from '@/shared/lib/test';
import { PayForElectricityPage } from './PayForElectricityPage';

it('shows the electricity form without a heading of its own (the layout has it)', async () => {
  writeAccessToken('token-1');
  mswServer.use(
    http.get(apiUrl('get-package/4/'), () => HttpResponse.json({ data: [] })),
    http.get(apiUrl('get-user/'), () =>
      HttpResponse.json({ data: buildUser({ wallet_balance: 8250.5 }) }),
    ),
  );
  renderWithProviders(<PayForElectricityPage />);
  expect(await screen.findByRole('form', { name: 'Pay for electricity' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

it('shows the wallet balance with the way to fund it', async () => {
  writeAccessToken('token-1');
  mswServer.use(
    http.get(apiUrl('get-package/4/'), () => HttpResponse.json({ data: [] })),
    http.get(apiUrl('get-user/'), () =>
      HttpResponse.json({ data: buildUser({ wallet_balance: 8250.5 }) }),
    ),
  );
  renderWithProviders(<PayForElectricityPage />);
  expect(await screen.findByText('₦8,250.50')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fund wallet' })).toHaveAttribute(
    'href',
    '/dashboard/fund-wallet',
  );
});
