import { expect, test } from '@playwright/test';
import {
  confirmPurchase,
  fundedByApi,
  newUser,
  SANDBOX,
  signUp,
  snap,
  transactions,
} from './support';

test('a customer finds Internet Data in the menu, verifies a Smile number and buys a bundle once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = newUser('smile');
  await signUp(page, user);
  await fundedByApi(page, 5000);

  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Internet Data' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/purchase-internet-data$/);
  await page.getByRole('radio', { name: 'SMILE' }).click();
  await page.getByLabel('Smile Phone Number or E-mail').fill(SANDBOX.success);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByLabel('Customer Details')).toContainText('TEST SMILE SUBSCRIBER');
  await page
    .getByLabel('Bundle')
    .selectOption({ label: 'Smile 2GB MidNite - 7 Days at ₦1,026.00' });
  await page.getByLabel('Phone Number', { exact: true }).fill(SANDBOX.success);
  await expect(page.getByText('You will be charged ₦1,026.00')).toBeVisible();
  await snap(page, 'internet-data-ready', false);

  await confirmPurchase(page);
  const result = page.getByRole('region', { name: 'Purchase result' });
  await expect(result).toContainText('₦1,026.00');
  await expect(result).toBeInViewport();
  await snap(page, 'internet-data-result', false);

  const [latest, ...rest] = await transactions(page);
  expect(latest).toMatchObject({
    status: 'confirmed',
    amount: 1026,
    plan: 'Smile 2GB MidNite - 7 Days',
  });
  expect(rest.filter((row) => row.plan === latest?.plan)).toHaveLength(0);
  await page.goto('/dashboard');
  await expect(page.getByText('₦3,974.00').first()).toBeVisible();
});
