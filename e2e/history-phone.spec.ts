import { expect, test } from '@playwright/test';
import { viewportOf } from './pages';
import { fundedByApi, newUser, seedPurchases, signUp, snap } from './support';

test('history: cards on a phone, the key columns in view at 1280 px', async ({ page }) => {
  const user = newUser('history');
  await signUp(page, user);
  await fundedByApi(page, 5000);

  await page.setViewportSize(viewportOf(360));
  await page.goto('/dashboard/transactions');
  const card = page.getByRole('listitem').filter({ hasText: 'Wallet funding (card)' });
  await expect(card.getByText('₦5,000.00')).toBeVisible();
  await expect(card.getByText('Confirmed')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Wallet funding (card)' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await snap(page, 'transactions-360');

  await page.getByLabel('Sort by').selectOption({ label: 'Amount: highest first' });
  await expect(page).toHaveURL(/ordering=-amount/);
  await card.getByRole('link', { name: /^View receipt of Wallet funding/ }).click();
  await expect(page.getByText('Transaction Receipt')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/ordering=-amount/);
  await expect(page.getByLabel('Sort by')).toHaveValue('-amount');

  await page.setViewportSize(viewportOf(1280));
  await page.goto('/dashboard/transactions');
  await expect(page.locator('td', { hasText: 'Wallet funding (card)' })).toBeVisible();
  for (const name of ['Amount', 'Status', 'Created At', 'Action']) {
    const header = page.getByRole('columnheader', { name });
    const box = await header.boundingBox();
    expect(box && box.x + box.width, `${name} inside the window`).toBeLessThanOrEqual(1280);
    expect(box && box.x, `${name} inside the window`).toBeGreaterThanOrEqual(0);
  }
  // below 1600 px related fields share a column, so the table fits without sideways scrolling
  await expect(page.getByRole('columnheader')).toHaveCount(10);
  await snap(page, 'transactions-1280', false);
});

test('history at 1280x800 with purchases, tokens and a refund: no sideways scroll, no column under another', async ({
  page,
}) => {
  const user = newUser('history-wide');
  await signUp(page, user);
  await fundedByApi(page, 5000);
  await seedPurchases(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/transactions');
  await expect(page.locator('td', { hasText: 'Ikeja' }).first()).toBeVisible();
  const content = page.locator('.ant-table-content, .ant-table-body').first();
  const { scrollWidth, clientWidth } = await content.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  await snap(page, 'transactions-purchases-1280', false);
  expect(scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(clientWidth);
  const headers = await page.getByRole('columnheader').all();
  const boxes = await Promise.all(headers.map((header) => header.boundingBox()));
  for (let index = 1; index < boxes.length; index += 1) {
    const left = boxes[index - 1];
    const right = boxes[index];
    expect(left && right && left.x + left.width <= right.x + 1, `column ${index} overlaps`).toBe(
      true,
    );
  }
});
