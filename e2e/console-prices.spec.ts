import { expect, test } from '@playwright/test';
import { confirmPurchase, fundedByApi, SANDBOX, signIn, snap, transactions } from './support';
import { bothWidths, makeStaff, registered } from './console-support';

test("an owner changes a data plan's reseller price, a reseller is charged it, support is refused the price screen", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await registered(request, 'owner');
  const support = await registered(request, 'support');
  await makeStaff(request, owner.email, 'owner');
  await makeStaff(request, support.email, 'support');

  // A reseller: funds the wallet and pays for the Reseller level.
  const reseller = await registered(request, 'reseller');
  const resellerContext = await browser.newContext();
  const resellerPage = await resellerContext.newPage();
  await signIn(resellerPage, reseller);
  await fundedByApi(resellerPage, 10000);
  const cookies = await resellerContext.cookies();
  const token = cookies.find((cookie) => cookie.name === 'accessToken')?.value;
  const upgraded = await resellerPage.request.put('/api/v1/upgrade-user/', {
    headers: { authorization: `Bearer ${token}` },
    data: { level: 'reseller', amount: 5000 },
  });
  expect(upgraded.ok()).toBe(true);

  // The owner opens the overview, then changes MTN SME 500MB's Reseller price from the seeded ₦390
  // to ₦395, after trying ₦270 as a loss leader: below ClubKonnect's ₦280 (its cheapest offer) and
  // a change of more than 20%, each confirmed.
  await signIn(page, owner);
  await page.goto('/console');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('VTpass balance')).toBeVisible();
  await bothWidths(page, 'console-overview');

  await page.goto('/console/catalogue');
  // MTN SME, the first data package, is the one shown first
  await expect(page.getByText('Data: MTN SME', { exact: true })).toBeVisible();
  const edit = page.getByRole('button', {
    name: /^₦[\d,.]+: edit Reseller price of MTN SME 500MB - 30 Days$/,
  });
  await expect(edit).toHaveText('₦390.00');
  await bothWidths(page, 'console-catalogue');
  await edit.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount in naira').fill('270');
  await expect(
    dialog.getByText('Below the cost of ₦280.00: every sale loses money.'),
  ).toBeVisible();
  await expect(dialog.getByText('₦390.00 to ₦270.00 is a change of -30.8%.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Yes, change it by more than 20%' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText("below the provider's cost of ₦280.00");
  await snap(page, 'console-catalogue-below-cost', false);
  await dialog.getByRole('checkbox', { name: 'Sell at a loss' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toHaveText('₦270.00');

  // The overview now warns of it and links to the catalogue filtered to the prices below cost.
  await page.goto('/console');
  await expect(page.getByText('1 price sells below cost')).toBeVisible();
  await page.getByRole('link', { name: 'Show them in the catalogue' }).click();
  await expect(page.getByText('Showing only the prices that sell below cost')).toBeVisible();
  await expect(page.getByText('Data: MTN SME', { exact: true })).toBeVisible();
  await edit.click();
  await dialog.getByLabel('Amount in naira').fill('395');
  await dialog.getByLabel('Reason').fill('MTN raised SME prices');
  await dialog.getByRole('checkbox', { name: 'Yes, change it by more than 20%' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // priced above cost again, the plan leaves the filtered list; every price shows it
  await expect(edit).toHaveCount(0);
  await page.getByRole('link', { name: 'Show every price' }).click();
  await expect(edit).toHaveText('₦395.00');

  // The owner publishes a new dashboard notice.
  await page.goto('/console/notice');
  const notice = page.getByRole('textbox', { name: 'Dashboard notice' });
  await notice.fill('New MTN SME prices from today.');
  await page.getByRole('button', { name: 'Publish notice' }).click();
  await expect(
    page.getByText('Published: customers see the new notice on their next page load.'),
  ).toBeVisible();
  await bothWidths(page, 'console-notice');

  // The reseller's next MTN SME 500MB costs ₦395.
  await resellerPage.goto('/dashboard/purchase-data');
  await resellerPage.getByRole('radio', { name: 'MTN' }).click();
  await resellerPage.getByLabel('Package').selectOption({ label: 'MTN SME' });
  await resellerPage
    .getByLabel('Data Plan')
    .selectOption({ label: 'MTN SME 500MB - 30 Days at ₦395.00' });
  await expect(resellerPage.getByLabel('Amount')).toHaveValue(/395/);
  await resellerPage.getByLabel('Phone Number').fill(SANDBOX.success);
  await confirmPurchase(resellerPage);
  await expect(resellerPage.locator('[data-notice="success"]')).toContainText(
    'Transaction successful',
  );
  const [bought] = await transactions(resellerPage);
  expect(bought).toMatchObject({ amount: 395, plan: 'MTN SME 500MB - 30 Days' });
  await resellerPage.goto('/dashboard');
  await expect(resellerPage.getByText('New MTN SME prices from today.')).toBeVisible();
  await resellerContext.close();

  // Support staff: no price screen in the menu, the page refused, the API refused.
  const supportContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const supportPage = await supportContext.newPage();
  await signIn(supportPage, support);
  await supportPage.goto('/console/catalogue');
  await expect(supportPage.getByText('This page is for the owner.')).toBeVisible();
  await expect(supportPage.getByRole('link', { name: 'Catalogue & prices' })).toHaveCount(0);
  await snap(supportPage, 'console-catalogue-support-refused', false);
  const supportToken = (await supportContext.cookies()).find(
    (cookie) => cookie.name === 'accessToken',
  )?.value;
  const refused = await supportPage.request.get('/api/v1/console/catalogue', {
    headers: { authorization: `Bearer ${supportToken}` },
  });
  expect(refused.status()).toBe(403);
  await supportContext.close();
});
