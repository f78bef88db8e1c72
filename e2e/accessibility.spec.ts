import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './accessibility';
import { adjustWallet, consoleCustomerId, makeStaff, registered } from './console-support';
import { consoleMenuPages, DASHBOARD_PAGES, PUBLIC_PAGES, viewportOf } from './pages';
import {
  authHeader,
  fundByCard,
  login,
  newUser,
  register,
  SANDBOX,
  seedPurchases,
  settled,
  snap,
  transactions,
  watchRequests,
} from './support';

test.beforeEach(({ page }) => watchRequests(page));

const A11Y_WIDTHS = [360, 1280] as const;
/** the console is checked at a common phone's width and a laptop's */
const CONSOLE_WIDTHS = [390, 1280] as const;

/** A page's screenshot name: its path with an id or reference in it named by `as`. */
const screenshotName = (path: string, width: number, prefix = 'page') =>
  `${prefix}${path === '/' ? '-home' : path.replaceAll('/', '-')}-${width}`;

/** A page to check: its address, and the path its screenshot is named by when they differ. */
type Visit = string | { path: string; as: string };

/**
 * Every page at each width, once it has settled; all violations reported together. Each page's
 * screenshot is kept for a person to look at.
 */
async function violationsOn(
  page: Page,
  visits: Visit[],
  widths: readonly number[] = A11Y_WIDTHS,
  prefix = 'page',
) {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize(viewportOf(width));
    for (const visit of visits) {
      const { path, as } = typeof visit === 'string' ? { path: visit, as: visit } : visit;
      await page.goto(path);
      await settled(page);
      await snap(page, screenshotName(as, width, prefix));
      for (const violation of await axeViolations(page))
        found.push(`${prefix} ${path} @${width}: ${violation}`);
    }
  }
  return found;
}

/** Waits until no animation is running (a dialog's zoom, a drawer's slide, colour transitions). */
async function animationsEnded(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

test('axe finds no violation on any public page at 360 and 1280 px', async ({ page }) => {
  test.setTimeout(180_000);
  expect(await violationsOn(page, PUBLIC_PAGES)).toEqual([]);
});

test('axe finds no violation on any dashboard page or the logout dialog at 360 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const user = newUser('axe');
  await register(page, user);
  await login(page, user.email, user.password);
  // the history is checked with rows in it (a delivered, a refunded and a token purchase)
  await fundByCard(page, '5000');
  await seedPurchases(page);
  const found = await violationsOn(page, DASHBOARD_PAGES);

  for (const width of A11Y_WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: /logout/i })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    // colours are read once the dialog's zoom-in and its buttons' colour transitions have ended
    await animationsEnded(page);
    for (const violation of await axeViolations(page))
      found.push(`logout dialog @${width}: ${violation}`);
  }
  expect(found).toEqual([]);
});

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
  await login(customerPage, customer.email, customer.password);
  await seedPurchases(customerPage);
  await askAirtimeToCash(customerPage);
  const purchase = (await transactions(customerPage)).find(
    (row) => row.phone_no === SANDBOX.success && row.status === 'confirmed',
  );
  await customerContext.close();
  const txRef = purchase?.tx_ref ?? '';
  expect(txRef).not.toBe('');

  const found = await violationsOn(
    page,
    [...consoleVisits('owner', customerId, txRef), '/console/no-such-screen'],
    CONSOLE_WIDTHS,
    'owner',
  );
  found.push(...(await drawerViolations(page, 'owner')));

  // Support's menu is shorter, an owner's screen says it is for owners, and no cost is shown.
  const supportContext = await browser.newContext();
  const supportPage = await supportContext.newPage();
  watchRequests(supportPage);
  await login(supportPage, support.email, support.password);
  found.push(
    ...(await violationsOn(
      supportPage,
      consoleVisits('support', customerId, txRef),
      CONSOLE_WIDTHS,
      'support',
    )),
  );
  found.push(...(await drawerViolations(supportPage, 'support')));
  await supportContext.close();
  expect(found).toEqual([]);
});
