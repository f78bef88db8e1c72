import { expect, test } from '@playwright/test';
import { fundedByApi, newUser, seedPurchases, signIn, signUp } from './support';
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
