import { expect, test, type Locator } from '@playwright/test';
import {
  dialogSettled,
  E2E_PIN,
  fundedByApi,
  newUser,
  pinSetByApi,
  SANDBOX,
  signUp,
  snap,
  transactions,
} from './support';

const DUPLICATE_WINDOW_MS = 31_000;

/*
 * The regular customer's repeat top-up on a phone: from the dashboard, Airtime, the number under
 * "Recently used" (network, number and amount filled), Confirm Purchase, and the PIN, whose 4th
 * digit sends it. Three taps and four keys, counted here; the time is printed.
 */
test('a repeat airtime top-up at 360 px takes 3 taps and the 4 PIN digits', async ({ page }) => {
  // the repeat waits out the server's 30-second rule for the same number
  test.setTimeout(120_000);
  const user = newUser('repeat');
  await signUp(page, user);
  await fundedByApi(page, 5000);
  await pinSetByApi(page, user.password);

  // The first time: a quick amount under the field fills it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/purchase-airtime');
  await page.getByRole('radio', { name: 'MTN' }).click();
  await page
    .getByRole('group', { name: 'Quick picks' })
    .getByRole('button', { name: '₦200' })
    .click();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('200');
  await page.getByLabel('Phone Number').fill(SANDBOX.success);
  await expect(page.getByRole('button', { name: 'Confirm Purchase' })).toBeEnabled();
  await snap(page, 'airtime-quick-amounts-1280', false);
  await page.setViewportSize({ width: 360, height: 740 });
  await snap(page, 'airtime-quick-amounts-360', false);
  await page.getByRole('button', { name: 'Confirm Purchase' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Transaction PIN', { exact: true })
    .pressSequentially(E2E_PIN);
  await expect(page.locator('[data-notice="success"]')).toContainText('Transaction successful');
  const before = (await transactions(page)).length;
  const firstBoughtAt = Date.now();

  // The repeat, counted, once the same number may be bought again (30 s after the first).
  await page.goto('/dashboard');
  await page.waitForTimeout(Math.max(0, firstBoughtAt + DUPLICATE_WINDOW_MS - Date.now()));
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };
  const started = Date.now();
  await tap(
    page
      .getByRole('navigation', { name: 'Quick Links' })
      .getByRole('link', { name: 'Airtime', exact: true }),
  );
  const recent = page.getByRole('group', { name: 'Recently used' });
  await tap(recent.getByRole('button', { name: `${SANDBOX.success} · ₦200.00` }));
  await expect(page.getByRole('radio', { name: 'MTN' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('200');
  await expect(page.getByLabel('Phone Number')).toHaveValue(SANDBOX.success);
  await tap(page.getByRole('button', { name: 'Confirm Purchase' }));
  const pin = page.getByRole('dialog').getByLabel('Transaction PIN', { exact: true });
  await expect(pin).toBeVisible();
  await dialogSettled(page);
  await snap(page, 'airtime-repeat-pin-360', false);
  await pin.pressSequentially(E2E_PIN);
  const result = page.getByRole('region', { name: 'Purchase result' });
  await expect(result).toContainText('Transaction successful');
  const took = Date.now() - started;
  await snap(page, 'airtime-repeat-done-360', false);

  expect(taps).toBe(3);
  const after = await transactions(page);
  expect(after).toHaveLength(before + 1);
  console.log(
    `repeat airtime purchase at 360 px: ${taps} taps + ${E2E_PIN.length} PIN digits, ${took} ms scripted`,
  );
});
