import { expect, test } from '@playwright/test';
import { axeViolations } from './accessibility';
import { confirmPurchase, fundedByApi, newUser, SANDBOX, signUp, transactions } from './support';

/** Where the screenshots of this spec go: looked at by a person, never committed. */
const SHOTS = process.env.BENEFICIARY_SHOTS_DIR ?? '/tmp/nairatop-beneficiaries';

test('save a number from the result, pick it in one tap, and Buy again from the history', async ({
  page,
}) => {
  const user = newUser('saved');
  await signUp(page, user);
  await fundedByApi(page, 5000);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Buy airtime, then save the number from the result panel.
  await page.goto('/dashboard/purchase-airtime');
  await page.getByRole('radio', { name: 'MTN' }).click();
  await page.getByLabel('Amount').fill('150');
  await page.getByLabel('Phone Number').fill(SANDBOX.success);
  await confirmPurchase(page);
  const result = page.getByRole('region', { name: 'Purchase result' });
  await expect(result.getByText('Confirmed')).toBeVisible();
  await result.getByRole('button', { name: 'Save this number' }).click();
  await result.getByLabel(`Name for ${SANDBOX.success}`).pressSequentially('Mum');
  await result.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(result.getByText('Saved as Mum')).toBeVisible();

  // Open airtime again: the saved number and the recent one are one tap away.
  await page.goto('/dashboard');
  await page.goto('/dashboard/purchase-airtime');
  const saved = page.getByRole('group', { name: 'Saved numbers' });
  await expect(saved.getByRole('button', { name: `Mum · ${SANDBOX.success}` })).toBeVisible();
  // A number both saved and used lately is offered once, under its name.
  await expect(page.getByRole('group', { name: 'Recently used' })).toHaveCount(0);
  await expect(page.getByLabel('Phone Number')).toHaveValue('');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    await page.screenshot({ path: `${SHOTS}/purchase-airtime-saved-${width}.png`, fullPage: true });
  }
  expect(await axeViolations(page)).toEqual([]);
  await saved.getByRole('button', { name: `Mum · ${SANDBOX.success}` }).click();
  await expect(page.getByLabel('Phone Number')).toHaveValue(SANDBOX.success);

  // Buy again from the history fills the screen and buys nothing until Buy is pressed.
  await page.goto('/dashboard/transactions');
  await page
    .getByRole('link', { name: /^Buy again: MTN Airtime/ })
    .first()
    .click();
  await page.waitForURL('**/dashboard/purchase-airtime?**');
  await expect(page.getByRole('radio', { name: 'MTN' })).toBeChecked();
  await expect(page.getByLabel('Amount')).toHaveValue('150');
  await expect(page.getByLabel('Phone Number')).toHaveValue(SANDBOX.success);
  await expect(page.getByRole('button', { name: 'Confirm Purchase' })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/purchase-airtime-buy-again-1280.png` });
  expect(await transactions(page)).toHaveLength(2);
});
