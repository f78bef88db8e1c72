import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import {
  authHeader,
  confirmCharge,
  confirmPurchase,
  fundedByApi,
  newUser,
  SANDBOX,
  signUp,
  snap,
  transactions,
} from './support';
import { makeStaff, registered } from './console-support';

const run = promisify(execFile);

/** The operator command (docs/operators/ops-command.md), against the server under test. */
async function ops(...args: string[]) {
  return run('npm', ['run', '--silent', 'ops', '--', ...args], {
    env: {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: test.info().project.use.baseURL,
    },
  });
}

test('airtime to cash: requested on the screen, confirmed by an operator, credited once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = newUser('a2c');
  await signUp(page, user);

  await page.goto('/dashboard/airtime-to-cash');
  await page.getByRole('radio', { name: 'MTN' }).click();
  await expect(page.getByText(/Transfer the airtime to 0\d{10}/)).toBeVisible();
  await page.getByLabel('Phone Number Transferred From').fill('08031234567');
  await page.getByLabel('Amount Transferred').fill('5001');
  // Normal level: MTN keeps 20%, so ₦5,001 pays ₦4,000.80, rounded up to ₦4,001.
  await expect(page.getByLabel('Amount to Receive')).toHaveValue(/4,001\.00/);
  await snap(page, 'airtime-to-cash-filled', false);
  await confirmPurchase(page, 'Confirm');
  await expect(page.locator('[data-notice="warning"]')).toContainText('₦4,001.00');
  await snap(page, 'airtime-to-cash-pending', false);

  const [filed] = await transactions(page);
  expect(filed).toMatchObject({ status: 'pending', amount: 4001 });
  const ref = filed?.tx_ref ?? '';

  // The operator acts as their own support account (--as), with its limits, and says why.
  const operator = await registered(request, 'a2c-operator');
  await makeStaff(request, operator.email, 'support');
  const as = ['--as', operator.email];
  const listed = await ops('a2c', 'list', ...as);
  expect(listed.stdout).toContain(ref);
  const confirm = ['a2c', 'confirm', ref, ...as, '--reason', 'airtime seen on the SIM'];
  const confirmed = await ops(...confirm);
  expect(confirmed.stdout).toContain(ref);
  // A second decision is refused and credits nothing.
  await expect(ops(...confirm)).rejects.toMatchObject({
    stderr: expect.stringContaining(`already confirmed by ${operator.email}`) as unknown,
  });

  await page.goto('/dashboard');
  await expect(page.getByText('₦4,001.00').first()).toBeVisible();
  expect((await transactions(page))[0]).toMatchObject({ tx_ref: ref, status: 'confirmed' });
});

test('bulk SMS to three recipients: the cost in the dialog, the charge in the list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = newUser('sms');
  await signUp(page, user);
  await fundedByApi(page, 1000);

  await page.goto('/dashboard/send-sms');
  await page.getByLabel('Sender Name').fill('NAIRATOP');
  await page.getByLabel('Recipients').fill('08031234567, 08051234567, 08031234567, 09061234567');
  await expect(page.getByText('3 recipients').first()).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill(`Our shop opens at 9am tomorrow. ${'Thank you! '.repeat(14)}`);
  await expect(page.getByText(/2 pages/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Send SMS' }).click();
  // Normal level: ₦3.50 a page per recipient; 3 recipients x 2 pages.
  await expect(page.locator('.ant-modal-confirm')).toContainText('₦21.00');
  await snap(page, 'send-sms-confirm', false);
  await confirmCharge(page);
  await expect(page.locator('[data-notice="success"]')).toContainText('sent to 3 recipients');

  await page.goto('/dashboard/transactions');
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toContainText('Bulk SMS (2 pages)');
  await expect(firstRow).toContainText('₦21.00');
  await expect(firstRow).toContainText('₦1,000.00');
  await expect(firstRow).toContainText('₦979.00');
  await snap(page, 'transactions-after-sms', false);

  // What the sandbox's Termii simulator received, readable only by the SMS's owner.
  const [sms] = await transactions(page);
  const outboxUrl = `/simulator/sms/outbox?reference=${sms?.tx_ref ?? ''}`;
  expect((await page.request.get(outboxUrl)).status()).toBe(401);
  const outbox = await page.request.get(outboxUrl, { headers: await authHeader(page) });
  expect(outbox.status()).toBe(200);
  const { data } = (await outbox.json()) as { data: { recipients: string[]; status: string }[] };
  expect(data).toEqual([
    expect.objectContaining({
      recipients: ['08031234567', '08051234567', '09061234567'],
      status: 'sent',
    }),
  ]);
});

/** Buys through the API as the signed-in user (the screens are covered by purchases.spec.ts). */
async function buyByApi(page: Page, path: string, body: object) {
  const response = await page.request.post(`/api/v1/${path}/`, {
    headers: await authHeader(page),
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The code of the first plan of a category's package whose title matches. */
async function firstPlanOf(page: Page, categoryId: number, title: RegExp) {
  const response = await page.request.get(`/api/v1/get-package/${categoryId}/`, {
    headers: await authHeader(page),
  });
  const packages = (
    (await response.json()) as { data: { title: string; products: { code: string }[] }[] }
  ).data;
  const code = packages.find((item) => title.test(item.title))?.products[0]?.code;
  if (!code) throw new Error(`no plan for ${String(title)} in category ${categoryId}`);
  return code;
}

/** The id of a category's n-th package (0 first). */
async function nthPackageOf(page: Page, categoryId: number, n: number) {
  const response = await page.request.get(`/api/v1/get-package/${categoryId}/`, {
    headers: await authHeader(page),
  });
  const id = ((await response.json()) as { data: { id: number }[] }).data[n]?.id;
  if (!id) throw new Error(`no package ${n} in category ${categoryId}`);
  return id;
}

async function packageIdOf(page: Page, categoryId: number, title: RegExp) {
  const response = await page.request.get(`/api/v1/get-package/${categoryId}/`, {
    headers: await authHeader(page),
  });
  const packages = ((await response.json()) as { data: { id: number; title: string }[] }).data;
  const found = packages.find((pkg) => title.test(pkg.title));
  if (!found) throw new Error(`no package ${String(title)} in category ${categoryId}`);
  return found.id;
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('the transaction list pages, searches and sorts on the server', async ({ page }) => {
  test.setTimeout(180_000);
  const user = newUser('history');
  await signUp(page, user);
  await fundedByApi(page, 20000);
  // Twelve purchases for the sandbox's one number, each of another service: the same service and
  // number within 30 s is refused as a duplicate, as VTpass refuses it.
  for (const [i, network] of ['GLO', 'AIRTEL', '9MOBILE', 'MTN'].entries()) {
    await buyByApi(page, 'purchase-data', {
      package_id: await packageIdOf(page, 2, new RegExp(`^${network}`)),
      variation_code: await firstPlanOf(page, 2, new RegExp(`^${network}`)),
      phone_number: SANDBOX.success,
    });
    await buyByApi(page, 'purchase-electricity', {
      package_id: await nthPackageOf(page, 4, i),
      billersCode: SANDBOX.prepaidMeter,
      variation_code: 'prepaid',
      amount: 1000 + i * 100,
      phone_number: SANDBOX.success,
    });
  }
  for (const [network, amount] of [
    ['GLO', 240],
    ['AIRTEL', 230],
    ['9MOBILE', 220],
    ['MTN', 100],
  ] as const)
    await buyByApi(page, 'purchase-airtime', {
      package_id: await packageIdOf(page, 1, new RegExp(`^${network}$`)),
      network,
      phone_number: SANDBOX.success,
      amount,
    });
  const all = await transactions(page);
  expect(all).toHaveLength(13);

  await page.goto('/dashboard/transactions');
  await expect(rows(page)).toHaveCount(10);
  // Newest first by default: the last purchase, ₦100 of MTN airtime at the Normal 1% discount.
  await expect(rows(page).first()).toContainText('₦99.00');
  await expect(page.getByText('1-10 of 13')).toBeVisible();
  await snap(page, 'transactions-list', false);

  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(page).toHaveURL(/page=2/);

  await page.locator('.ant-pagination-options .ant-select').click();
  await page.getByTitle('25 / page').click();
  await expect(rows(page)).toHaveCount(13);

  // Amount ascending: the ₦100 airtime (₦99 after the Normal 1% discount) comes first.
  await page.locator('.ant-table-thead th', { hasText: 'Amount' }).click();
  await expect(page).toHaveURL(/ordering=amount/);
  await expect(rows(page).first()).toContainText('₦99.00');
  await page.locator('.ant-table-thead th', { hasText: 'Amount' }).click();
  await expect(page).toHaveURL(/ordering=-amount/);
  await expect(rows(page).first()).toContainText('₦20,000.00');
  await snap(page, 'transactions-sorted-by-amount', false);

  // Search by a reference (not a column, but what a customer quotes to support).
  const target = all[5];
  await page.getByLabel('Search transactions').fill(target?.tx_ref ?? '-');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().locator('td').first()).toHaveText(String(target?.id));
  await expect(page).toHaveURL(new RegExp(`search=${target?.tx_ref}`));
});

test('a prepaid electricity receipt shows the token and prints as Transaction Receipt', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Record what print() sees in every frame (react-to-print prints from an iframe).
  await page.addInitScript(() => {
    const record = (title: string) => {
      const top = window.top as (Window & { printedTitles?: string[] }) | null;
      if (top) top.printedTitles = [...(top.printedTitles ?? []), title];
    };
    window.print = () => record(window.top?.document.title || document.title);
  });
  const user = newUser('receipt');
  await signUp(page, user);
  await fundedByApi(page, 5000);
  await buyByApi(page, 'purchase-electricity', {
    package_id: await packageIdOf(page, 4, /Ikeja Electric/),
    billersCode: SANDBOX.prepaidMeter,
    variation_code: 'prepaid',
    amount: 2000,
    phone_number: SANDBOX.success,
  });
  const [purchase] = await transactions(page);
  expect(purchase?.token).toBeTruthy();

  await page.goto('/dashboard/transactions');
  await page.getByRole('link', { name: `View transaction ${purchase?.tx_ref}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/transactions/details/${purchase?.id}$`));
  await expect(page.getByRole('heading', { name: 'Transaction Receipt' })).toBeVisible();
  await expect(page.locator('.ant-descriptions')).toContainText(/\d{4}-\d{4}-\d{4}-\d{4}-\d{4}/);
  await expect(page.locator('.ant-descriptions')).toContainText('Confirmed');
  await snap(page, 'receipt-electricity', false);

  await page.getByRole('button', { name: 'Print' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as Window & { printedTitles?: string[] }).printedTitles),
    )
    .toEqual(['Transaction Receipt']);
});
