import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { apiUrl, mswServer, renderWithProviders, setupUser } from '@/shared/lib/test';
import { FundWalletPage } from './FundWalletPage';

it('shows the wallet balance, the ATM card form and the bank transfer panels', async () => {
  writeAccessToken('token-1');
  mswServer.use(
    http.get(apiUrl('get-user/'), () =>
      HttpResponse.json({
        data: {
          wallet_balance: 12500.5,
          rehoboth_account: [],
          moniepoint_account: [],
          wema_account: [],
        },
      }),
    ),
  );
  const user = setupUser();
  renderWithProviders(<FundWalletPage />);
  expect(await screen.findByText('₦12,500.50')).toBeVisible();
  expect(screen.getByText('Wallet Balance')).toBeVisible();

  // the ATM card section is open
  expect(screen.getByRole('button', { name: 'ATM Card' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('form', { name: 'Fund by card' })).toBeInTheDocument();

  // the bank transfer section opens on the three banks, and PalmPay has no panel
  await user.click(screen.getByRole('button', { name: 'Bank Transfer' }));
  expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
    'Rehoboth',
    'Moniepoint',
    'Wema',
  ]);
  expect(screen.queryByText(/palmpay/i)).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});
