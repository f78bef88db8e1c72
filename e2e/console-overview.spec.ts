import { expect, test } from '@playwright/test';
import { fundedByApi, newUser, seedPurchases, signIn, signUp, snap } from './support';
import { bothWidths, consoleCustomerId, makeStaff, registered } from './console-support';

/*
 * An owner opens the console's overview in the morning: the top customers list the customer who
 * bought yesterday's airtime and electricity, by sales and by failures, and a click opens them.
 */

test("the owner's top customers name a customer by sales and by failures, and open the customer", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const customer = newUser('top-customer');
  await signUp(customerPage, customer);
  await fundedByApi(customerPage, 5000);
  // a delivered ₦200 airtime, a failed one (refunded) and a ₦1,000 electricity token
  await seedPurchases(customerPage);
  await customerContext.close();

  const owner = await registered(request, 'top-owner');
  await makeStaff(request, owner.email, 'owner');
  await signIn(page, owner);
  const customerId = await consoleCustomerId(page, customer.email);
  await page.goto('/console');
  const top = page.getByRole('region', { name: 'Top customers' });
  await top.scrollIntoViewIfNeeded();
  const theirLink = top.locator(`a[href="/console/customers/${customerId}"]`);
  await expect(theirLink).toBeVisible();

  await top.getByLabel('Rank by').getByText('Failures').click();
  await expect(theirLink).toBeVisible();
  await top.getByLabel('Over').getByText('Today').click();
  await expect(theirLink).toBeVisible();
  await top.scrollIntoViewIfNeeded();
  await bothWidths(page, 'console-top-customers');

  await page.setViewportSize({ width: 1280, height: 900 });
  await theirLink.click();
  await expect(page).toHaveURL(new RegExp(`/console/customers/${customerId}$`));
  await expect(page.getByText(customer.email).first()).toBeVisible();
});

/*
 * The owner reads the trends under the overview: each chart is drawn, says in a sentence what it
 * shows, and gives its figures as a table; yesterday's purchases are in the sales and the customer
 * counts, and the chart follows a range of the owner's choosing.
 */
test("the owner's trends draw each chart, say what it shows, and give its figures as a table", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signUp(customerPage, newUser('trend-customer'));
  await fundedByApi(customerPage, 5000);
  await seedPurchases(customerPage);
  await customerContext.close();

  const owner = await registered(request, 'trend-owner');
  await makeStaff(request, owner.email, 'owner');
  await signIn(page, owner);
  await page.goto('/console');
  const trends = page.getByRole('region', { name: 'Trends' });
  await trends.scrollIntoViewIfNeeded();
  const sales = trends.getByRole('region', { name: 'Sales and margin by day' });
  await expect(sales.getByText(/^Sales ₦[\d,]+\.\d\d and margin/)).toBeVisible();
  // drawn on a canvas, described by the sentence above it
  await expect(sales.locator('canvas').first()).toBeVisible();
  await expect(sales.getByRole('img', { name: 'Sales and margin by day' })).toBeVisible();
  for (const title of [
    'Sales by service',
    'Provider spend by day',
    'Provider success rate',
    'Failure rate by network',
    'New and active customers',
    'Funding in by channel',
    'Wallet liabilities',
  ])
    await expect(
      trends.getByRole('region', { name: title }).locator('canvas').first(),
    ).toBeVisible();
  await bothWidths(page, 'console-trends');

  await sales.getByRole('button', { name: 'Show table' }).click();
  const today = sales.getByRole('row').nth(1);
  await expect(today.getByRole('cell').nth(1)).toHaveText(/^₦[1-9][\d,]*\.\d\d$/);
  await sales.getByRole('button', { name: 'Show chart' }).click();
  await expect(sales.locator('canvas').first()).toBeVisible();

  await trends.getByLabel('Charts over').getByText('7 days').click();
  await expect(sales.getByText(/over 7 days/)).toBeVisible();
  await trends.getByLabel('Charts over').getByText('Today').click();
  await expect(
    trends
      .getByRole('region', { name: 'New and active customers' })
      .getByText(/\d+ customers? buying on /),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await trends.getByRole('region', { name: 'Failure rate by network' }).scrollIntoViewIfNeeded();
  await bothWidths(page, 'console-trends-today');
  // the charts alone at 390 px, large enough to read
  await page.setViewportSize({ width: 390, height: 844 });
  await trends.getByLabel('Charts over').getByText('30 days').click();
  await expect(sales.getByText(/over 30 days/)).toBeVisible();
  await trends.screenshot({ path: 'e2e/artifacts/screens/console-trends-charts-390.png' });

  // a custom range, typed day by day on a phone: the last three days
  const day = (ago: number) =>
    new Date(Date.now() + 3_600_000 - ago * 86_400_000).toISOString().slice(0, 10);
  await trends.getByLabel('Charts over').getByText('Custom').click();
  await trends.getByPlaceholder('Start date').click();
  await snap(page, 'console-trends-custom-open-390', false);
  await page.keyboard.type(day(2));
  await page.keyboard.press('Enter');
  await page.keyboard.type(day(0));
  await page.keyboard.press('Enter');
  await expect(sales.getByText(new RegExp(`over 3 days, ${day(2)} to ${day(0)}`))).toBeVisible();
});
