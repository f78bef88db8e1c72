import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, snap } from './support';
import { makeStaff, registered } from './console-support';

const PLAN = 'MTN Corporate Gifting 500MB - 30 Days';
const resellerPrice = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^₦[\\d,.]+: edit Reseller price of ${PLAN}$`) });
const naira = (text: string) => Number(text.replace(/[₦,]/g, ''));

/** Picks an option of an antd select by typing part of it. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.keyboard.type(option);
  await expect(page.getByTitle(option, { exact: true }).last()).toBeVisible();
  await page.keyboard.press('Enter');
}

test('an owner raises the MTN Corporate Gifting plans by 5% at every tier: preview, one confirmation with a reason, the new prices', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await registered(request, 'bulk-owner');
  await makeStaff(request, owner.email, 'owner');
  await signIn(page, owner);

  // MTN Corporate Gifting (no other walk buys from it): its 500MB plan's Reseller price now
  await page.goto('/console/catalogue');
  await choose(page, page, 'Package', 'Data: MTN Corporate Gifting');
  await expect(page.getByText(PLAN)).toBeVisible();
  const before = naira((await resellerPrice(page).textContent()) ?? '');
  // 5% more, to the whole naira (half a naira up)
  const after = Math.floor((Math.round(before * 100) * 10_500 + 500_000) / 1_000_000);

  await page.getByRole('button', { name: 'Change prices in bulk' }).click();
  const drawer = page.locator('.ant-drawer-section');
  await expect(drawer.getByText('Change prices in bulk')).toBeVisible();
  await choose(page, drawer, 'Network', 'MTN');
  await choose(page, drawer, 'Packages', 'Data: MTN Corporate Gifting');
  // a multiple choice stays open: a click on the drawer's title closes it
  await drawer.getByText('Change prices in bulk').click();
  await drawer.getByLabel('Change', { exact: true }).pressSequentially('5');
  await drawer.getByRole('button', { name: 'Preview' }).click();
  await expect(drawer.getByText('28 prices change in 7 plans.')).toBeVisible();
  await expect(drawer.getByText(`₦${after.toLocaleString('en-NG')}.00`).first()).toBeVisible();
  // the drawer scrolls on its own: each width is shot as seen, the preview in view
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
    [360, 780],
  ] as const) {
    await page.setViewportSize({ width, height });
    await drawer.getByText('28 prices change in 7 plans.').scrollIntoViewIfNeeded();
    await snap(page, `console-bulk-price-preview-${width}`, false);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await drawer.getByRole('button', { name: 'Change these prices' }).click();
  const confirm = page.locator('.ant-modal').filter({ hasText: 'Change 28 prices?' });
  await confirm.getByLabel('Reason').fill('MTN raised corporate gifting 5%');
  await snap(page, 'console-bulk-price-confirm', false);
  await confirm.getByRole('button', { name: 'Change 28 prices' }).click();
  await expect(drawer.getByText('Changed 28 prices.')).toBeVisible();
  await snap(page, 'console-bulk-price-done', false);

  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(resellerPrice(page)).toHaveText(`₦${after.toLocaleString('en-NG')}.00`);

  // each price is its own entry in the audit log, with the reason
  await page.goto('/console/audit');
  await expect(page.getByText('MTN raised corporate gifting 5%').first()).toBeVisible();
});
