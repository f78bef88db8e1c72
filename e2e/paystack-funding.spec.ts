import { expect, test, type Page } from '@playwright/test';
import { newUser, signUp, snap } from './support';

/** Sets how the Monnify simulator's API answers (sandbox control). */
async function monnifyMode(page: Page, mode: 'ok' | 'down') {
  const response = await page.request.post('/simulator/monnify/mode', { data: { mode } });
  expect(response.status()).toBe(200);
}

test('with Monnify down, a card payment goes through Paystack; a Paystack account is listed with its charge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const user = newUser('paystack');
  await signUp(page, user);

  // Monnify's API answers 503: the checkout is started at Paystack instead.
  await monnifyMode(page, 'down');
  try {
    await page.goto('/dashboard/fund-wallet');
    await page.getByLabel('Amount').fill('5000');
    await page.getByRole('button', { name: 'Fund wallet' }).click();
    await page.waitForURL('**/simulator/paystack/checkout/**');
    await expect(page.getByText('Paystack simulator')).toBeVisible();
    await expect(page.getByTestId('amount')).toHaveText('₦5,000.00');
    await snap(page, 'paystack-checkout-360');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/dashboard/callback**');
    await expect(page.getByText('Payment successful!')).toBeVisible();
    await snap(page, 'paystack-callback-360');
  } finally {
    await monnifyMode(page, 'ok');
  }
  await page.goto('/dashboard/fund-wallet');
  await expect(page.getByLabel('Wallet Balance')).toContainText('₦5,000.00');

  // A Paystack dedicated account beside Monnify's banks, with the owner's charge rule.
  await page.getByText('Bank Transfer').click();
  await page.getByText('Paystack', { exact: true }).click();
  await expect(page.getByText('Bank charges: 1% of every deposit, at most ₦300.00.')).toBeVisible();
  await page.getByLabel('Account name').fill(`${user.firstName} ${user.lastName}`);
  await page.getByRole('button', { name: 'Create Paystack account' }).click();
  await expect(page.getByText('Account created successfully').first()).toBeVisible();
  await page.waitForEvent('load');
  await page.getByText('Bank Transfer').click();
  await page.getByText('Paystack', { exact: true }).click();
  await expect(page.getByText('Titan Paystack')).toBeVisible();
  const accountNumber =
    (
      await page
        .getByText(/^\d{10}$/)
        .first()
        .textContent()
    )?.trim() ?? '';
  expect(accountNumber).toMatch(/^98\d{8}$/);
  await snap(page, 'paystack-account-360');

  // A transfer into it: ₦10,000 less 1% (₦100).
  await page.goto('/simulator/paystack/bank-transfer');
  await page.getByLabel('Account').selectOption(accountNumber);
  await page.getByLabel('Amount (₦)').fill('10000');
  await page.getByRole('button', { name: 'Send transfer' }).click();
  await expect(page.getByRole('status')).toContainText(accountNumber);
  await page.goto('/dashboard/fund-wallet');
  await expect(page.getByLabel('Wallet Balance')).toContainText('₦14,900.00');
  await snap(page, 'paystack-balance-360');
});
