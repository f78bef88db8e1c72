import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makeStaff, registered } from './console-support';
import {
  confirmPurchase,
  fundedByApi,
  newUser,
  SANDBOX,
  signIn,
  signUp,
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
  await signUp(page, user);
  await fundedByApi(page, 5000);

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
  await signIn(consolePage, owner);
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

test('Airtel SME, which VTpass does not sell: a customer picks the type, sees each plan last, buys it from ClubKonnect; the owner maps ClubKonnect gifting plans', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const user = newUser('airtel-sme');
  await signUp(page, user);
  await fundedByApi(page, 2000);

  await page.goto('/dashboard/purchase-data');
  await page.getByRole('radio', { name: 'AIRTEL' }).click();
  const types = page.getByLabel('Package').locator('option');
  await expect(types).toHaveText([
    'Select a package',
    'AIRTEL SME',
    'AIRTEL Gifting',
    'AIRTEL Corporate Gifting',
  ]);
  await page.getByLabel('Package').selectOption({ label: 'AIRTEL SME' });
  // every plan says its volume and how long it lasts
  await expect(page.getByLabel('Data Plan').locator('option')).toHaveText([
    'Select a data plan',
    /^AIRTEL SME 500MB - 7 Days at ₦370\.00$/,
    /^AIRTEL SME 1GB - 7 Days at ₦630\.00$/,
    /^AIRTEL SME 2GB - 30 Days at ₦1,460\.00$/,
  ]);
  await page.getByLabel('Data Plan').selectOption({ label: 'AIRTEL SME 1GB - 7 Days at ₦630.00' });
  await expect(page.getByLabel('Amount')).toHaveValue('630.00');
  await page.getByLabel('Phone Number').pressSequentially(SANDBOX.success);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByLabel('Package').scrollIntoViewIfNeeded();
    await snap(page, `purchase-data-airtel-sme-${width}`, false);
  }
  await confirmPurchase(page);
  await expect(success(page)).toContainText('Transaction successful');
  const [sme] = await transactions(page);
  expect(sme?.status).toBe('confirmed');
  const sent = await (await request.get('/simulator/clubkonnect/orders')).json();
  expect(JSON.stringify(sent)).toContain(SANDBOX.success);

  const owner = await registered(request, 'owner-sme');
  await makeStaff(request, owner.email, 'owner');
  const consolePage = await (await browser.newContext()).newPage();
  await signIn(consolePage, owner);
  await consolePage.goto(`/console/transactions/${sme?.tx_ref ?? ''}`);
  await expect(consolePage.getByText('clubkonnect (cost ₦560.00, margin ₦70.00)')).toBeVisible();

  // Refresh GLO Gifting: ClubKonnect's two gifting plans that are none of ours are listed to map;
  // its SME and corporate gifting plans belong to other packages and are left out.
  await consolePage.goto('/console/catalogue');
  await consolePage.getByRole('combobox', { name: 'Package' }).click();
  await consolePage.keyboard.type('GLO Gifting');
  await expect(consolePage.getByTitle('Data: GLO Gifting')).toBeVisible();
  await consolePage.keyboard.press('Enter');
  await expect(consolePage.getByText('GLO Gifting 1GB - 3 Days')).toBeVisible();
  await consolePage.getByRole('button', { name: 'Refresh plans from provider' }).click();
  const unpriced = consolePage.getByRole('alert').filter({ hasText: 'unpriced plans' });
  await expect(unpriced).toContainText('2 unpriced plans from other providers');
  await expect(unpriced).toContainText(
    'clubkonnect: 1.05 GB - 14 days (Gifting) (1050.02) at ₦470.00 — matches none of our plans',
  );
  await expect(unpriced).not.toContainText('SME');
  for (const width of [360, 1280]) {
    await consolePage.setViewportSize({ width, height: 900 });
    await snap(consolePage, `console-refresh-gifting-${width}`);
  }
});
