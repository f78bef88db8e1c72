import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { bothWidths, makeStaff, registered } from '../../../../e2e/console-support';
import {
  confirmPurchase,
  fundedByApi,
  newUser,
  screenshotDir,
  signIn,
  signUp,
  snap,
  verifiedByApi,
} from '../../../../e2e/support';

/*
 * An agent on a phone buys 24 MTN ₦100 recharge cards as one purchase, prints them on A4 (kept as
 * a PDF), marks 5 sold and sees the unsold totals follow, and looks at the 58 mm roll. The
 * screens are kept for a person to look at: the stock at 360 and 1280 px, the sheet and the roll.
 */

const PHONE = { width: 360, height: 780 };
const LAPTOP = { width: 1280, height: 900 };

/** The stock's count of unsold cards. */
const unsoldCards = (page: Page) =>
  page.getByRole('region', { name: 'Unsold cards' }).locator('dd').first();

/** The browser's print dialog, as the print view meets it: closed at once, as after printing. */
const printDialogClosesAtOnce = (page: Page) =>
  page.evaluate(() => {
    window.print = () => window.dispatchEvent(new Event('afterprint'));
  });

/** On the cards screen: MTN ₦100 cards, the quantity typed key by key, its charge shown. */
async function chooseMtnHundredCards(page: Page, quantity: number) {
  await page.getByRole('radio', { name: 'MTN', exact: true }).click();
  const value = page.getByLabel('Card value');
  const hundred = await value
    .locator('option', { hasText: 'MTN ₦100 recharge card' })
    .getAttribute('value');
  await value.selectOption(hundred ?? '');
  await page.getByLabel('Quantity').pressSequentially(String(quantity));
  await expect(
    page.getByText(new RegExp(`You will be charged ₦[\\d,.]+ \\(${quantity} cards × ₦[\\d,.]+\\)`)),
  ).toBeVisible();
}

test('at 360 px an agent buys 24 MTN ₦100 cards, prints them on A4 and a 58 mm roll, and marks 5 sold', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await signUp(page, newUser('epins'));
  await fundedByApi(page, 5000);

  await page.goto('/dashboard/recharge-cards');
  await expect(page.getByRole('heading', { name: 'Recharge Cards', exact: true })).toBeVisible();
  await chooseMtnHundredCards(page, 24);
  await confirmPurchase(page, 'Buy cards');

  const result = page.getByRole('region', { name: 'Purchase result' });
  await expect(result).toContainText('24 cards ready to print');
  await snap(page, 'epins-result-360', false);

  await result.getByRole('link', { name: 'Go to my stock' }).click();
  await expect(page.getByRole('heading', { name: 'My recharge cards' })).toBeVisible();
  await expect(unsoldCards(page)).toHaveText('24');
  await page.getByRole('link', { name: 'MTN ₦100 airtime' }).first().click();

  await expect(page.getByRole('list', { name: 'Cards' }).getByRole('listitem')).toHaveCount(24);
  // a new agent sets the name and phone printed on the cards here, before the first print
  await page.getByRole('textbox', { name: 'Business name' }).fill('Ade Phones, Ikeja');
  await page.getByRole('textbox', { name: 'Phone printed on cards' }).fill('08031234567');
  await page.getByRole('button', { name: 'Save name and phone' }).click();
  await expect(page.getByText(/Printed with Ade Phones, Ikeja/)).toBeVisible();

  await page.getByRole('button', { name: 'Print sheet' }).click();
  const sheetView = page.getByRole('dialog', { name: '24 cards on A4 paper' });
  await expect(sheetView.getByRole('list', { name: /24 e-PIN cards/ })).toBeVisible();
  await snap(page, 'epins-sheet-360');
  await page.emulateMedia({ media: 'print' });
  await page.pdf({
    path: path.join(screenshotDir, 'epins-sheet-24-a-page.pdf'),
    preferCSSPageSize: true,
    printBackground: true,
  });
  await page.emulateMedia({ media: 'screen' });
  await printDialogClosesAtOnce(page);
  await sheetView.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByText('24 cards marked printed')).toBeVisible();

  const boxes = page.getByRole('list', { name: 'Cards' }).getByRole('checkbox');
  for (let card = 0; card < 5; card += 1) await boxes.nth(card).check();
  await page.getByRole('button', { name: 'Mark sold' }).click();
  await expect(page.getByText('5 cards marked sold')).toBeVisible();
  await expect(page.getByText('Prints or downloads the 19 cards not marked sold.')).toBeVisible();

  await page.getByRole('button', { name: 'Print thermal (58 mm)' }).click();
  const rollView = page.getByRole('dialog', { name: '19 cards on a 58 mm thermal roll' });
  const roll = rollView.getByRole('list', { name: /19 e-PIN cards/ });
  await expect(roll).toBeVisible();
  // on screen the roll is drawn as its paper: 48 mm of print between 5 mm margins, 58 mm wide
  const millimetres = (mm: number) => (mm / 25.4) * 96;
  expect((await roll.boundingBox())?.width).toBeCloseTo(millimetres(58), 0);
  expect((await roll.getByRole('listitem').first().boundingBox())?.width).toBeCloseTo(
    millimetres(48),
    0,
  );
  await snap(roll, 'epins-thermal-58mm');
  await page.emulateMedia({ media: 'print' });
  await page.pdf({
    path: path.join(screenshotDir, 'epins-thermal-58mm.pdf'),
    preferCSSPageSize: true,
  });
  await page.emulateMedia({ media: 'screen' });
  await rollView.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Back to my stock' }).click();
  await expect(unsoldCards(page)).toHaveText('19');
  await snap(page, 'epins-stock-360');
  await page.setViewportSize(LAPTOP);
  await expect(page.getByRole('table')).toContainText('24 of 24');
  await snap(page, 'epins-stock-1280');
});

test("an owner prices the cards in the console like other plans and sees a batch's serials, never its PINs", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // an agent's batch of 3 Glo ₦200 cards, bought through the API as a reseller's site would
  const agent = await registered(request, 'epin-agent');
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signIn(agentPage, agent);
  await fundedByApi(agentPage, 2000);
  const token = (await agentContext.cookies()).find((cookie) => cookie.name === 'accessToken');
  const packages = await agentPage.request.get('/api/v1/get-package/12/', {
    headers: { authorization: `Bearer ${token?.value ?? ''}` },
  });
  const glo = ((await packages.json()) as { data: { id: number; title: string }[] }).data.find(
    (pkg) => pkg.title === 'Glo',
  );
  const bought = await agentPage.request.post('/api/v1/purchase-recharge-cards/', {
    headers: { authorization: `Bearer ${token?.value ?? ''}` },
    data: { package_id: glo?.id, variation_code: 'glo-200', quantity: 3 },
  });
  expect(bought.status()).toBe(200);
  const { transaction } = ((await bought.json()) as { data: { transaction: { tx_ref: string } } })
    .data;
  await agentContext.close();

  const owner = await registered(request, 'epin-owner');
  await makeStaff(request, owner.email, 'owner');
  await signIn(page, owner);
  await page.goto('/console/catalogue');
  const packageChoice = page.getByRole('combobox', { name: 'Package' });
  await packageChoice.click();
  await packageChoice.pressSequentially('Recharge Cards: MTN');
  await page.locator('.ant-select-item-option[title="Recharge Cards: MTN"]').click();
  await page.getByRole('heading', { name: 'Catalogue & prices' }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: /^₦99\.00: edit Reseller price of MTN ₦100 recharge card$/ }),
  ).toBeVisible();
  await bothWidths(page, 'console-catalogue-recharge-cards');

  await page.goto(`/console/transactions/${transaction.tx_ref}`);
  const cards = page.getByText(
    'PINs are shown to the buyer only; staff see the serials and counts.',
  );
  await expect(cards).toBeVisible();
  await expect(page.getByText('3 of 3 came')).toBeVisible();
  await cards.scrollIntoViewIfNeeded();
  await bothWidths(page, 'console-card-batch');
});

test('at 1280 px an agent buys 500 cards in one purchase, prints them 40 a page, and staff see the five orders', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(LAPTOP);
  const buyer = newUser('epins500');
  await signUp(page, buyer);
  await verifiedByApi(page, buyer);
  await fundedByApi(page, 50_000);

  await page.goto('/dashboard/recharge-cards');
  await chooseMtnHundredCards(page, 500);
  const purchased = page.waitForResponse(
    (response) =>
      response.url().includes('/purchase-recharge-cards/') &&
      response.request().method() === 'POST',
  );
  await confirmPurchase(page, 'Buy cards');
  const answer = (await (await purchased).json()) as {
    data: { transaction: { tx_ref: string } };
  };
  const result = page.getByRole('region', { name: 'Purchase result' });
  await expect(result).toContainText('500 cards ready to print');

  await result.getByRole('link', { name: 'Go to my stock' }).click();
  await expect(unsoldCards(page)).toHaveText('500');
  await expect(page.getByRole('table')).toContainText('500 of 500');
  await page.getByRole('link', { name: 'MTN ₦100 airtime' }).first().click();
  await expect(page.getByRole('list', { name: 'Cards' }).getByRole('listitem')).toHaveCount(500);
  await page.getByRole('textbox', { name: 'Business name' }).fill('Ade Phones, Ikeja');
  await page.getByRole('textbox', { name: 'Phone printed on cards' }).fill('08031234567');
  await page.getByRole('button', { name: 'Save name and phone' }).click();

  await page.getByRole('button', { name: 'Print sheet' }).click();
  const sheetView = page.getByRole('dialog', { name: '500 cards on A4 paper' });
  await sheetView.getByText('40 a page', { exact: true }).click();
  await expect(sheetView.getByRole('radio', { name: '40 a page' })).toBeChecked();
  await expect(sheetView.getByRole('list', { name: /500 e-PIN cards/ })).toBeVisible();
  await snap(page, 'epins-sheet-500-1280');
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({
    path: path.join(screenshotDir, 'epins-sheet-500-40-a-page.pdf'),
    preferCSSPageSize: true,
    printBackground: true,
  });
  await page.emulateMedia({ media: 'screen' });
  // 500 cards at 40 a page: 13 sheets of A4
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(13);
  await sheetView.getByRole('button', { name: 'Close' }).click();

  const owner = await registered(request, 'epin500-owner');
  await makeStaff(request, owner.email, 'owner');
  await page.context().clearCookies();
  await signIn(page, owner);
  await page.goto(`/console/transactions/${answer.data.transaction.tx_ref}`);
  await expect(page.getByText('500 of 500 came')).toBeVisible();
  await expect(page.getByText(/: 100 cards, delivered$/)).toHaveCount(5);
  await page.getByText('Orders with the seller').scrollIntoViewIfNeeded();
  await bothWidths(page, 'console-card-batch-500');
});
