import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makeStaff, registered } from './console-support';
import {
  confirmPurchase,
  fundByCard,
  login,
  newUser,
  register,
  SANDBOX,
  snap,
  transactions,
} from './support';

const success = (page: Page) => page.locator('[data-notice="success"]');

const setVtpassMode = async (request: APIRequestContext, mode: 'ok' | 'down') =>
  expect((await request.post('/simulator/vtpass/mode', { data: { mode } })).ok()).toBe(true);

test('VTpass down in the sandbox: a customer still gets data and airtime, and the console shows ClubKonnect delivered them', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const user = newUser('failover');
  await register(page, user);
  await login(page, user.email, user.password);
  await fundByCard(page, '5000');

  await setVtpassMode(request, 'down');
  try {
    // Data: MTN SME, which ClubKonnect sells cheaper anyway.
    await page.goto('/dashboard/purchase-data');
    await page.getByRole('radio', { name: 'MTN' }).click();
    await page.getByLabel('Package').selectOption({ label: 'MTN SME' });
    await page.getByLabel('Data Plan').selectOption({ index: 1 });
    await expect(page.getByLabel('Amount')).not.toHaveValue('');
    await page.getByLabel('Phone Number').fill(SANDBOX.success);
    await confirmPurchase(page);
    await expect(success(page)).toContainText('Transaction successful');

    // Airtime: VTpass's first, refused before vending, so it moves to ClubKonnect.
    await page.goto('/dashboard/purchase-airtime');
    await page.getByRole('radio', { name: 'MTN' }).click();
    await page.getByLabel('Amount').fill('200');
    await page.getByLabel('Phone Number').fill(SANDBOX.success);
    await confirmPurchase(page);
    await expect(success(page)).toContainText('Transaction successful');
    // the customer is never told about providers
    await expect(success(page)).not.toContainText(/vtpass|clubkonnect/i);
  } finally {
    await setVtpassMode(request, 'ok');
  }
  const [airtime, data] = await transactions(page);
  expect(airtime?.status).toBe('confirmed');
  expect(data?.status).toBe('confirmed');

  // the owner, in a browser of their own
  const owner = await registered(request, 'owner-failover');
  await makeStaff(request, owner.email, 'owner');
  const consolePage = await (await browser.newContext()).newPage();
  await login(consolePage, owner.email, owner.password);
  await consolePage.goto(`/console/transactions/${airtime?.tx_ref ?? ''}`);
  await expect(consolePage.getByText('vtpass: failed → clubkonnect: delivered')).toBeVisible();
  const withCost = /^clubkonnect \(cost ₦[\d,.]+, margin ₦[\d,.]+\)$/;
  await expect(consolePage.getByText(withCost)).toBeVisible();
  for (const width of [360, 1280]) {
    await consolePage.setViewportSize({ width, height: 900 });
    await snap(consolePage, `console-transaction-failover-${width}`);
  }
  await consolePage.goto(`/console/transactions/${data?.tx_ref ?? ''}`);
  await expect(consolePage.getByText(withCost)).toBeVisible();
});
