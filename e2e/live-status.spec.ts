import { expect, test, type Page } from '@playwright/test';
import {
  authHeader,
  fundByCard,
  fundedByApi,
  newUser,
  SANDBOX,
  signUp,
  snap,
  transactions,
} from './support';

/*
 * Open screens follow the server without a reload: the server's live status stream tells the page
 * what changed, and the page reads it again. "Within 5 s" is measured from the moment the change is
 * committed (seen through the API), with the page never navigated.
 */

/** Marks the document, so a reload (a new document) is noticed. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    document.documentElement.dataset.liveMark = 'kept';
  });
}
const documentKept = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.liveMark === 'kept');

const LIVE = { timeout: 5_000 };

test('a pending airtime turns confirmed on the open transaction list without a reload', async ({
  page,
}) => {
  const user = newUser('live-list');
  await signUp(page, user);
  await fundedByApi(page, 5000);

  await page.goto('/dashboard/transactions');
  // the table's rows on a wide screen, the cards on a phone
  const rows = page.locator(
    '.ant-table-tbody tr.ant-table-row, ul[aria-label="Transactions"] > li',
  );
  await expect(rows).toHaveCount(1);
  await markDocument(page);

  // Bought elsewhere (another device, the API): the open list shows it pending at once.
  const glo = await page.request.get('/api/v1/get-package/1/', { headers: await authHeader(page) });
  const gloId = ((await glo.json()) as { data: { id: number; title: string }[] }).data.find(
    (item) => item.title === 'GLO',
  )?.id;
  const bought = await page.request.post('/api/v1/purchase-airtime/', {
    headers: await authHeader(page),
    data: { package_id: gloId, network: 'GLO', phone_number: SANDBOX.pending, amount: 300 },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const pendingRow = rows.filter({ hasText: SANDBOX.pending });
  await expect(pendingRow).toContainText('Pending', LIVE);
  await snap(page, 'live-status-pending', false);

  // The provider delivers a few seconds later and the reconciler confirms it on the server.
  await expect
    .poll(
      async () => (await transactions(page)).find((t) => t.phone_no === SANDBOX.pending)?.status,
      { timeout: 60_000, intervals: [250] },
    )
    .toBe('confirmed');
  await expect(pendingRow).toContainText('Confirmed', LIVE);
  expect(await documentKept(page)).toBe(true);
  await snap(page, 'live-status-confirmed', false);
});

test('the dashboard balance follows a card funding made in another tab without a reload', async ({
  page,
  context,
}) => {
  const user = newUser('live-balance');
  await signUp(page, user);

  await page.goto('/dashboard');
  const balance = page.getByRole('region', { name: 'Wallet Balance' });
  await expect(balance).toContainText('₦0.00');
  await markDocument(page);

  const elsewhere = await context.newPage();
  await fundByCard(elsewhere, '2500');
  await elsewhere.close();

  await expect(balance).toContainText('₦2,500.00', LIVE);
  expect(await documentKept(page)).toBe(true);
  await snap(page, 'live-status-balance', false);
});
