import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, buildUser, mswServer, renderWithProviders } from '@/shared/lib/test';
import { PurchaseAirtimePage } from './PurchaseAirtimePage';

it('shows the airtime form in a card', async () => {
  writeAccessToken('token-1');
  mswServer.use(
    http.get(apiUrl('get-package/1/'), () => HttpResponse.json({ data: [] })),
    http.get(apiUrl('get-user/'), () =>
      HttpResponse.json({ data: buildUser({ wallet_balance: 8250.5 }) }),
    ),
  );
  renderWithProviders(<PurchaseAirtimePage />);
  // the form is drawn once its networks have loaded (a spinner before)
  expect(await screen.findByRole('form', { name: 'Buy airtime' })).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Network' })).toBeInTheDocument();
});

it('shows the wallet balance with the way to fund it', async () => {
  writeAccessToken('token-1');
  mswServer.use(
    http.get(apiUrl('get-package/1/'), () => HttpResponse.json({ data: [] })),
    http.get(apiUrl('get-user/'), () =>
      HttpResponse.json({ data: buildUser({ wallet_balance: 8250.5 }) }),
    ),
  );
  renderWithProviders(<PurchaseAirtimePage />);
  expect(await screen.findByText('₦8,250.50')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fund wallet' })).toHaveAttribute(
    'href',
    '/dashboard/fund-wallet',
  );
});
