import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { authHeader, login, signIn } from './support';
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
  // an owner's file also says which provider delivered each purchase, its cost and our margin
  expect(lines[0]).toBe(
    'Reference,Created (Lagos),Customer,Kind,Service,Package,Description,Phone,Amount (NGN),Status,Needs attention,Provider,Provider cost (NGN),Margin (NGN)',
  );
  // one customer's file: the header and their one transaction
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(
      `^${credit.tx_ref},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},${customer.email.replace(/\./g, '\\.')},manual_credit,.*,1234\\.50,confirmed,no,,,$`,
    ),
  );

  // the export is in the audit log: who, which list, the filters and the rows
  const audit = await page.request.get('/api/v1/console/audit?action=list.export', { headers });
  const { data: exports } = (await audit.json()) as {
    data: { staff_email: string; subject_id: string; after: unknown }[];
  };
  expect(exports).toContainEqual(
    expect.objectContaining({
      staff_email: owner.email,
      subject_id: 'transactions',
      after: { filters: { email: customer.email }, rows: 1, complete: true },
    }),
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

test('support exports nothing until an owner allows the transactions, and never sees costs', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = await registered(request, 'exportowner');
  const support = await registered(request, 'exportsupport');
  await makeStaff(request, owner.email, 'owner');
  await makeStaff(request, support.email, 'support');
  const ownerPage = await (await browser.newContext()).newPage();
  const supportPage = await (await browser.newContext()).newPage();

  // support: the buttons are there, disabled, with the reason beside them
  await signIn(supportPage, support);
  await supportPage.goto('/console/customers');
  await expect(supportPage.getByText('Only an owner can export this list.')).toBeVisible();
  await expect(
    supportPage.getByRole('button', { name: 'Export the customers as CSV' }),
  ).toBeDisabled();
  await supportPage.goto('/console/transactions');
  const exportTransactions = supportPage.getByRole('button', {
    name: 'Export the transactions as CSV',
  });
  await expect(supportPage.getByText(/Only an owner can export transactions/)).toBeVisible();
  await expect(exportTransactions).toBeDisabled();
  // and the server refuses the file the same way
  const refused = await supportPage.request.get('/api/v1/console/customers', {
    headers: { ...(await authHeader(supportPage)), accept: 'text/csv' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Only an owner can export this list.',
  );
  await bothWidths(supportPage, 'console-export-support-refused');

  // the owner allows support's transaction exports on the Staff page, with a reason
  await signIn(ownerPage, owner);
  await ownerPage.goto('/console/staff');
  const allow = 'Allow support to export transactions';
  await ownerPage.getByRole('button', { name: allow }).click();
  const dialog = ownerPage.getByRole('form', { name: allow });
  await dialog.getByLabel('Reason').fill('Support answers disputes from the file');
  await dialog.getByRole('button', { name: allow }).click();
  await expect(ownerPage.getByText('Support may export transactions.')).toBeVisible();
  await bothWidths(ownerPage, 'console-export-setting');

  try {
    // support now exports the transactions: no provider, cost or margin in the file
    await supportPage.reload();
    await expect(exportTransactions).toBeEnabled();
    const downloading = supportPage.waitForEvent('download');
    await exportTransactions.click();
    const download = await downloading;
    const text = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe(
      'Reference,Created (Lagos),Customer,Kind,Service,Package,Description,Phone,Amount (NGN),Status,Needs attention',
    );
    // the customers stay with owners
    await supportPage.goto('/console/customers');
    await expect(
      supportPage.getByRole('button', { name: 'Export the customers as CSV' }),
    ).toBeDisabled();

    // the owner reads both the change and support's export in the audit log
    const headers = await authHeader(ownerPage);
    const read = async (action: string) =>
      (
        (await (
          await ownerPage.request.get(`/api/v1/console/audit?action=${action}`, { headers })
        ).json()) as { data: { staff_email: string; subject_id: string; reason: string | null }[] }
      ).data;
    expect(await read('settings.change')).toContainEqual(
      expect.objectContaining({
        staff_email: owner.email,
        reason: 'Support answers disputes from the file',
      }),
    );
    expect(await read('list.export')).toContainEqual(
      expect.objectContaining({ staff_email: support.email, subject_id: 'transactions' }),
    );
  } finally {
    // the setting is the whole console's: leave it as other tests expect it
    await ownerPage.request.put('/api/v1/console/settings', {
      headers: await authHeader(ownerPage),
      data: { support_may_export_transactions: false, reason: 'End of the e2e check' },
    });
  }
});
