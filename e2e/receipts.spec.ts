import { expect, test, type Page } from '@playwright/test';
import { viewportOf } from './pages';
import {
  customerWithPurchases,
  fundedByApi,
  newUser,
  seedPurchases,
  signUp,
  snap,
  transactions,
} from './support';

/** Whether the element scrolls sideways: its content is wider than its box. */
const scrollsSideways = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.scrollWidth > element.clientWidth + 1);

test('history and receipts: refunds, a 20-digit token without sideways scrolling, Share', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { failed, electricity } = await customerWithPurchases(page, 'receipts');

  // 1280 px: every column in the card, the token wrapping between its groups
  await page.setViewportSize(viewportOf(1280));
  await page.goto('/dashboard/transactions');
  const tokenText = electricity.token;
  await expect(page.getByText(tokenText, { exact: true }).first()).toBeVisible();
  expect(tokenText.replace(/\D/g, '')).toHaveLength(20);
  expect(await scrollsSideways(page, '.ant-table-content')).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const failedRow = page.getByRole('row').filter({ hasText: 'Failed' });
  await expect(failedRow.getByText(/^Refunded ₦198\.00, balance/)).toBeVisible();
  await snap(page, 'receipts-transactions-1280', false);

  // 360 px: the failed card says why and what came back; a Per page list
  await page.setViewportSize(viewportOf(360));
  await page.goto('/dashboard/transactions');
  const card = page.getByRole('listitem').filter({ hasText: 'Failed' });
  await expect(card.getByText(/^Transaction failed/)).toBeVisible();
  await expect(
    card.getByText(/^Refunded ₦198\.00 to your wallet\. Balance after refund:/),
  ).toBeVisible();
  await expect(page.getByLabel('Per page')).toHaveValue('10');
  await page.getByLabel('Search transactions').fill('mt');
  await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible();
  await snap(page, 'receipts-transactions-360');

  // the failed purchase's receipt: the reason, the refund, NairaTop and the support contact
  await page.goto(`/dashboard/transactions/details/${failed.id}`);
  await expect(page.getByRole('heading', { name: 'Transaction Receipt' })).toBeVisible();
  await expect(page.getByText(/^₦198\.00 returned to your wallet on/)).toBeVisible();
  await expect(page.getByText(/Support: .+, .+@/)).toBeVisible();
  await snap(page, 'receipts-failed-receipt-360');
  await page.setViewportSize(viewportOf(1280));
  await snap(page, 'receipts-failed-receipt-1280');

  // no share sheet here: a WhatsApp link carrying the receipt's text, token included
  await page.goto(`/dashboard/transactions/details/${electricity.id}`);
  const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
  const href = new URL((await whatsapp.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
  expect(href.searchParams.get('text')).toContain(`Token: ${tokenText}`);
  await snap(page, 'receipts-token-receipt-1280');

  // at 360 px the receipt's token breaks only between its groups, and Copy copies it whole
  await page.setViewportSize(viewportOf(360));
  const token = page.getByRole('row', { name: /Token/ }).getByRole('code');
  await expect(token).toBeVisible();
  const groups = await token
    .locator('span')
    .evaluateAll((spans) => spans.map((span) => span.getClientRects().length));
  expect(groups.length).toBeGreaterThan(1);
  expect(groups.every((lines) => lines === 1)).toBe(true);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy Token' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tokenText);
  // nothing on the receipt is wider than the phone (a long reference breaks rather than overflow)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await snap(page, 'receipts-token-receipt-360');
});

test('Share hands the receipt with its token to the share sheet where the browser has one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedReceipts: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  const user = newUser('share');
  await signUp(page, user);
  await fundedByApi(page, 5000);
  await seedPurchases(page);
  const electricity = (await transactions(page)).find((row) => row.token);
  if (!electricity) throw new Error('no electricity token');

  await page.setViewportSize(viewportOf(360));
  await page.goto(`/dashboard/transactions/details/${electricity.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const shared = await page.evaluate(
    () => (window as unknown as { sharedReceipts: ShareData[] }).sharedReceipts,
  );
  expect(shared).toHaveLength(1);
  expect(shared[0]?.title).toBe('Transaction Receipt');
  expect(shared[0]?.text).toContain(`Token: ${electricity.token}`);
  expect(shared[0]?.text).toContain(`Ref: ${electricity.tx_ref}`);
  expect(shared[0]?.text).toMatch(/^NairaTop Transaction Receipt\n/);
  await snap(page, 'receipts-share-360');
});
