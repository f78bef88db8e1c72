import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeAccessToken } from '@/shared/api';
import { site } from '@/shared/config';
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
    'Paystack',
  ]);
  expect(screen.queryByText(/palmpay/i)).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  // no manual transfer is offered unless the operator configured an account
  expect(screen.queryByRole('button', { name: 'Manual Transfer' })).not.toBeInTheDocument();
});

describe('with a manual transfer account configured', () => {
  beforeEach(() => {
    site.manualTransfer = {
      bankName: 'Wema Bank',
      accountNumber: '0123456789',
      accountName: 'NairaTop Ltd',
    };
  });
  afterEach(() => {
    site.manualTransfer = null;
  });

  it("shows the account, asks for the customer's e-mail as narration and says staff credit it", async () => {
    writeAccessToken('token-1');
    mswServer.use(
      http.get(apiUrl('get-user/'), () =>
        HttpResponse.json({
          data: {
            email: 'ada@example.com',
            wallet_balance: 100,
            rehoboth_account: [],
            moniepoint_account: [],
            wema_account: [],
          },
        }),
      ),
    );
    const user = setupUser();
    renderWithProviders(<FundWalletPage />);
    await user.click(await screen.findByRole('button', { name: 'Manual Transfer' }));
    expect(await screen.findByText('0123456789')).toBeVisible();
    expect(screen.getByText('NairaTop Ltd')).toBeVisible();
    expect(screen.getByText('Wema Bank')).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(screen.getByText(/Our staff credit your wallet when the money arrives/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy account number 0123456789' })).toBeVisible();
  });
});
