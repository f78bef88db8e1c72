import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { authHeader, login } from './support';
import { bothWidths, makeStaff, registered } from './console-support';

/*
 * An owner exports the transactions of one customer from the console: the file holds the header,
 * the customer's manual credit in naira with two decimals and Lagos time, and the customer's
 * name as typed. Then the console's lists at phone width are cards, not tables.
 */

test('an owner exports a customer’s transactions as CSV; the lists are cards on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = await registered(request, 'owner');
  const customer = await registered(request, 'exported', {
    firstName: 'Ngozi',
    lastName: 'Okafor',
  });
  await makeStaff(request, owner.email, 'owner');

  await login(page, owner.email, owner.password);
  // staff land on the console, and see the way back into it from the dashboard
  await expect(page).toHaveURL(/\/console$/);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Console' }).click();
  await expect(page).toHaveURL(/\/console$/);

  // a credit of ₦1,234.50 gives the customer a transaction to export
  const headers = await authHeader(page);
  const found = await page.request.get(
    `/api/v1/console/customers?q=${encodeURIComponent(customer.email)}`,
    { headers },
  );
  const { data } = (await found.json()) as { data: { id: number }[] };
  const credited = await page.request.post(`/api/v1/console/customers/${data[0]?.id}/adjust`, {
    headers: { ...headers, 'Idempotency-Key': `export-${Date.now()}` },
    data: { direction: 'credit', amount: 1234.5, reason: 'Goodwill, "as agreed", thanks' },
  });
  expect(credited.status()).toBe(200);
  const { data: credit } = (await credited.json()) as { data: { tx_ref: string } };

  await page.goto(`/console/transactions?email=${encodeURIComponent(customer.email)}`);
  await expect(page.getByRole('link', { name: credit.tx_ref })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the transactions as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^nairatop-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Reference,Created (Lagos),Customer,Kind,Service,Package,Description,Phone,Amount (NGN),Status,Needs attention',
  );
  // one customer's file: the header and their one transaction
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(
      `^${credit.tx_ref},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},${customer.email.replace(/\./g, '\\.')},manual_credit,.*,1234\\.50,confirmed,no$`,
    ),
  );

  // lists at 390 px are cards; screenshots of two lists at both widths
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Transactions' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(page.locator('table')).toHaveCount(0);
  await expect(cards.getByRole('link', { name: credit.tx_ref })).toBeVisible();
  await bothWidths(page, 'console-export-transactions');

  await page.goto(`/console/customers?q=${encodeURIComponent(customer.email)}`);
  await page.setViewportSize({ width: 390, height: 844 });
  const customerCards = page.getByRole('list', { name: 'Customers' });
  await expect(customerCards.getByRole('listitem')).toHaveCount(1);
  await expect(customerCards).toContainText('₦1,234.50');
  await bothWidths(page, 'console-export-customers');
  // nothing wider than the phone
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
