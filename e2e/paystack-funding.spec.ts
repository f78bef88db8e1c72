import { expect, test, type Page } from '@playwright/test';
import { newIdNumber, newUser, signUp, snap } from './support';

/** Sets how the Monnify simulator's API answers (sandbox control). */
async function monnifyMode(page: Page, mode: 'ok' | 'down') {
  const response = await page.request.post('/simulator/monnify/mode', { data: { mode } });
  expect(response.status()).toBe(200);
}

test('a new customer verifies a NIN and sees the tier; with Monnify down a card payment goes through Paystack; a Paystack account is listed with its charge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const user = newUser('paystack');
  await signUp(page, user);

  // Not verified yet: a card payment over ₦20,000 is refused before the customer pays.
  await page.goto('/dashboard/fund-wallet');
  await expect(
    page.getByText(/^Not verified: up to ₦20,000\.00 in one deposit and ₦50,000\.00 a day\./),
  ).toBeVisible();
  await page.getByLabel('Amount').pressSequentially('25000');
  await page.getByRole('button', { name: 'Fund wallet' }).click();
  await expect(
    page
      .getByText(
        'An unverified account can add at most ₦20,000.00 in one deposit. Verify your identity to raise your limits.',
      )
      .first(),
  ).toBeVisible();
  await snap(page, 'kyc-card-refused-360');

  // Verify your identity: the NIN and date of birth typed key by key (the sandbox knows the person).
  const nin = newIdNumber();
  const known = await page.request.post('/simulator/monnify/identities', {
    data: {
      kind: 'nin',
      number: nin,
      first_name: user.firstName,
      last_name: user.lastName,
      date_of_birth: '1990-04-23',
    },
  });
  expect(known.status()).toBe(200);
  await page.getByRole('link', { name: 'Verify your identity' }).first().click();
  await page.waitForURL('**/dashboard/verify');
  await expect(page.locator('.ant-tag', { hasText: 'Not verified' })).toBeVisible();
  const ninForm = page.getByRole('form', { name: 'Verify your NIN' });
  await ninForm.getByLabel('NIN').pressSequentially(nin);
  await ninForm.getByLabel('Date of birth').pressSequentially('1990-04-24');
  await ninForm.getByRole('button', { name: 'Verify NIN' }).click();
  await expect(
    ninForm
      .getByText('This date of birth does not match your NIN. Type it as it is on your NIN slip.')
      .first(),
  ).toBeVisible();
  await snap(page, 'kyc-date-mismatch-360');
  await ninForm.getByLabel('Date of birth').clear();
  await ninForm.getByLabel('Date of birth').pressSequentially('1990-04-23');
  await ninForm.getByRole('button', { name: 'Verify NIN' }).click();
  await expect(page.locator('.ant-tag', { hasText: 'Tier 1' })).toBeVisible();
  await expect(page.getByText(`Verified, ending ${nin.slice(-4)}`, { exact: false })).toBeVisible();
  await expect(page.getByText('Verify your BVN as well to reach Tier 2.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Your tier' })).toContainText(
    '₦300,000.00',
  );
  await snap(page, 'kyc-tier-1-360');

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

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/verify');
  await expect(page.locator('.ant-tag', { hasText: 'Tier 1' })).toBeVisible();
  await snap(page, 'kyc-tier-1-1280');
});
