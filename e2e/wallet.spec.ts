import { expect, test } from '@playwright/test';
import { confirmCharge, newUser, signUp, snap, verifiedByApi } from './support';

test('fund by card and by bank transfer, then upgrade to agent', async ({ page }) => {
  const user = newUser('wallet');
  await signUp(page, user);

  // Card: checkout page of the Monnify simulator, back to the callback.
  await page.goto('/dashboard/fund-wallet');
  await page.getByLabel('Amount').fill('5000');
  await page.getByRole('button', { name: 'Fund wallet' }).click();
  await page.waitForURL('**/simulator/monnify/**');
  await snap(page, 'simulator-checkout');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL('**/dashboard/callback**');
  await expect(page.getByText('Payment successful!')).toBeVisible();
  await snap(page, 'payment-callback');
  await page.goto('/dashboard');
  await expect(page.getByText('₦5,000.00').first()).toBeVisible();

  // Bank transfer into a Wema virtual account (issued to verified customers, with the NIN they
  // verified): credited less 0.85%.
  const nin = await verifiedByApi(page, user);
  await page.goto('/dashboard/fund-wallet');
  await page.getByText('Bank Transfer').click();
  await page.getByText('Wema', { exact: true }).click();
  await page.getByLabel('Account name').fill(`${user.firstName} ${user.lastName}`);
  await page.getByLabel('NIN').fill(nin);
  await page.getByRole('button', { name: 'Create Wema account' }).click();
  await expect(page.getByText('Account created successfully').first()).toBeVisible();
  // the page reloads itself a moment after the account is made
  await page.waitForEvent('load');
  await page.getByText('Bank Transfer').click();
  await page.getByText('Wema', { exact: true }).click();
  const accountNumber =
    (
      await page
        .getByText(/^\d{10}$/)
        .first()
        .textContent()
    )?.trim() ?? '';
  expect(accountNumber).toMatch(/^\d{10}$/);
  await snap(page, 'fund-wallet-wema');

  await page.goto('/simulator/monnify/bank-transfer');
  await page.getByLabel('Account').selectOption(accountNumber);
  await page.getByLabel('Amount (₦)').fill('10000');
  await page.getByRole('button', { name: 'Send transfer' }).click();
  await page.goto('/dashboard');
  // 5,000 + 10,000 - 85 (0.85%)
  await expect(page.getByText('₦14,915.00').first()).toBeVisible();

  // Upgrade to agent: the server's price (₦100) is debited.
  await page.goto('/dashboard/upgrade');
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.locator('.ant-select-item-option[title^="Agent"]').click();
  await page.getByRole('button', { name: 'Upgrade' }).click();
  await confirmCharge(page);
  await expect(page.getByText('Your level has been upgraded successfully').first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('₦14,815.00').first()).toBeVisible();
  await expect(page.getByText('Agent', { exact: true }).first()).toBeVisible();
  await snap(page, 'dashboard-after-funding');

  // Bonus transfer with no bonus: stopped before the confirmation, nothing moves.
  await page.goto('/dashboard/transfer-bonus');
  await page.getByLabel(/amount/i).fill('1000');
  await page.getByRole('button', { name: /transfer/i }).click();
  await expect(page.getByRole('list', { name: 'Errors' })).toContainText(
    'Insufficient referral bonus balance',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a card checkout cancelled on the payment page says the card was not charged', async ({
  page,
}) => {
  const user = newUser('cancelled');
  await signUp(page, user);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/fund-wallet');
  await page.getByLabel('Amount').fill('2000');
  await page.getByRole('button', { name: 'Fund wallet' }).click();
  await page.waitForURL('**/simulator/monnify/**');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL('**/dashboard/callback**');
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(
    page.getByText(
      'You cancelled the payment: your card was not charged and your wallet is unchanged.',
    ),
  ).toBeVisible();
  await snap(page, 'payment-cancelled-360', false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, 'payment-cancelled-1280', false);
  await page.goto('/dashboard');
  await expect(page.getByText('₦0.00').first()).toBeVisible();
});
