import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility';
import { adjustWallet, consoleCustomerId, makeStaff, registered } from './console-support';
import { CONSOLE_WIDTHS, problemsOn, type Visit } from './page-walk';
import { consoleMenuPages, viewportOf } from './pages';
import {
  animationsEnded,
  authHeader,
  login,
  SANDBOX,
  seedPurchases,
  settled,
  signIn,
  snap,
  transactions,
  watchRequests,
} from './support';

test.beforeEach(({ page }) => watchRequests(page));

/** A customer's request for cash for ₦5,000 of MTN airtime, through the API. */
async function askAirtimeToCash(page: Page) {
  const headers = await authHeader(page);
  const networks = await page.request.get('/api/v1/get-package/5/', { headers });
  const { data } = (await networks.json()) as { data: { id: number; service_id: string }[] };
  const asked = await page.request.post('/api/v1/convert-airtime-to-cash/', {
    headers,
    data: {
      package_id: data.find((network) => network.service_id === 'mtn')?.id,
      phone_number: '08031234567',
      amount_transferred: 5000,
    },
  });
  expect(asked.status()).toBe(201);
}

/** The console's screens for `role`, with a customer's page and a purchase's page. */
const consoleVisits = (role: 'owner' | 'support', customerId: number, txRef: string): Visit[] => [
  ...consoleMenuPages(role),
  { path: `/console/customers/${customerId}`, as: '/console/customer' },
  { path: `/console/transactions/${encodeURIComponent(txRef)}`, as: '/console/transaction' },
];

/** The phone's menu drawer, opened over the overview, the current screen highlighted. */
async function drawerViolations(page: Page, prefix: string) {
  await page.setViewportSize(viewportOf(390));
  await page.goto('/console');
  await settled(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'NairaTop console' }).waitFor();
  await animationsEnded(page);
  await snap(page, `${prefix}-console-menu-390`, false);
  return (await axeViolations(page)).map((violation) => `${prefix} menu @390: ${violation}`);
}

test('axe finds no violation on any console page, as an owner and as support, at 390 and 1280 px', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const owner = await registered(request, 'axe-owner');
  const support = await registered(request, 'axe-support');
  const customer = await registered(request, 'axe-customer');
  await makeStaff(request, owner.email, 'owner');
  await makeStaff(request, support.email, 'support');

  await login(page, owner.email, owner.password);
  // staff land on the console
  await expect(page).toHaveURL(/\/console$/);
  // The screens are checked with rows in them: a credited customer's purchases of every kind, an
  // airtime-to-cash request, and a credit waiting for a second owner's approval.
  const customerId = await consoleCustomerId(page, customer.email);
  const credited = await adjustWallet(page, customerId, 'credit', 5000, 'Opening balance');
  expect(credited.status(), await credited.text()).toBe(200);
  const held = await adjustWallet(page, customerId, 'credit', 600_000, 'Promised refund');
  expect(held.status()).toBe(202);
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer);
  await seedPurchases(customerPage);
  await askAirtimeToCash(customerPage);
  const purchase = (await transactions(customerPage)).find(
    (row) => row.phone_no === SANDBOX.success && row.status === 'confirmed',
  );
  await customerContext.close();
  const txRef = purchase?.tx_ref ?? '';
  expect(txRef).not.toBe('');

  const found = await problemsOn(
    page,
    [...consoleVisits('owner', customerId, txRef), '/console/no-such-screen'],
    { axeAt: CONSOLE_WIDTHS, prefix: 'owner' },
  );
  found.push(...(await drawerViolations(page, 'owner')));

  // Support's menu is shorter, an owner's screen says it is for owners, and no cost is shown.
  const supportContext = await browser.newContext();
  const supportPage = await supportContext.newPage();
  watchRequests(supportPage);
  await signIn(supportPage, support);
  found.push(
    ...(await problemsOn(supportPage, consoleVisits('support', customerId, txRef), {
      axeAt: CONSOLE_WIDTHS,
      prefix: 'support',
    })),
  );
  found.push(...(await drawerViolations(supportPage, 'support')));
  await supportContext.close();
  expect(found).toEqual([]);
});
