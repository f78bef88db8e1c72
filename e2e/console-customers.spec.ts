import { expect, test, type Page } from '@playwright/test';
import { answerDialog, signIn } from './support';
import { bothWidths, makeStaff, registered } from './console-support';

const walletCard = (page: Page) => page.getByRole('region', { name: 'Wallet Balance' });

test('an owner finds a customer by phone and credits ₦500 with a reason; the customer sees it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = `081${String(Date.now()).slice(-8)}`;
  const owner = await registered(request, 'owner');
  const customer = await registered(request, 'customer', {
    phone,
    firstName: 'Ngozi',
    lastName: 'Okafor',
  });
  await makeStaff(request, owner.email, 'owner');

  // The customer, signed in elsewhere, starts with an empty wallet.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer);
  await expect(walletCard(customerPage).getByText('₦0.00')).toBeVisible();

  await signIn(page, owner);
  await page.goto('/console/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(phone);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=081/);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(phone);
  const row = rows.first().getByRole('link', { name: 'Ngozi Okafor' });
  await bothWidths(page, 'console-customers');
  await row.click();
  await expect(
    page.getByRole('heading', { name: `${customer.firstName} ${customer.lastName}` }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Credit wallet' }).click();
  const form = page.getByRole('form', { name: /Credit .* wallet/ });
  await form.getByLabel('Amount').fill('500');
  await form.getByLabel('Reason').fill('Refund for a bank transfer that never reached us');
  await form.getByRole('button', { name: 'Credit', exact: true }).click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText(
    `Credit ₦500.00 to ${customer.firstName} ${customer.lastName} (${customer.email})?`,
  );
  await answerDialog(page, 'Yes');
  await expect(page.getByText('₦500.00 credited to the wallet.').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'manual_credit' })).toBeVisible();
  await bothWidths(page, 'console-customer');

  // The customer sees ₦500 more on the dashboard and the credit in their history.
  await customerPage.reload();
  await expect(walletCard(customerPage).getByText('₦500.00')).toBeVisible();
  await customerPage.goto('/dashboard/transactions');
  const credit = customerPage.getByRole('row', { name: /Manual credit by NairaTop/ });
  await expect(credit).toContainText('Credited by NairaTop');
  await expect(credit).toContainText('₦500.00');
  await expect(credit).toContainText('Confirmed');
  await customerContext.close();

  // The credit is in the audit log, by the owner, with its reason.
  await page.goto('/console/audit');
  await expect(page.getByRole('cell', { name: 'customer.credit' }).first()).toBeVisible();
  await expect(
    page.getByText('Refund for a bank transfer that never reached us').first(),
  ).toBeVisible();
  await bothWidths(page, 'console-audit');

  await page.goto('/console/staff');
  await expect(page.getByRole('cell', { name: owner.email })).toBeVisible();
  await bothWidths(page, 'console-staff');
});
