import { expect, test, type Page, type Route } from '@playwright/test';
import { FIRST_READS_ELEMENT_ID, FIRST_VIEW_ELEMENT_ID } from '@contract/first-load';
import { formatNaira } from '@contract/format';
import { CATEGORY_IDS } from '@contract/services';
import {
  authHeader,
  confirmPurchase,
  fundedByApi,
  newUser,
  SANDBOX,
  seedPurchases,
  settled,
  signUp,
  snap,
  watchRequests,
} from './support';

/*
 * A signed-in page's first load as the server sends it: a dead session never gets the app, a live
 * one gets its page's chunks preloaded and its first API answers inside the HTML, so the page
 * draws the customer's balance without asking the API for the customer again.
 */

const GET_USER = '/api/v1/get-user/';
const LIVE_STREAM = '/api/v1/events/';
/** Text only the live stream's client holds (it asks for a server-sent event stream). */
const STREAM_CLIENT_MARKER = 'text/event-stream';

/** A browser holding a session cookie the API refuses (expired, signed with another secret). */
async function holdDeadSession(page: Page) {
  await page
    .context()
    .addCookies([
      { name: 'accessToken', value: 'eyJhbGciOiJIUzI1NiJ9.e30.not-a-signature', url: page.url() },
    ]);
}

/** Sums the page's layout shifts from its first frame (those without recent input); reads the sum. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const shifts = window as Window & { layoutShift?: number };
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.layoutShift = (shifts.layoutShift ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as Window & { layoutShift?: number }).layoutShift ?? 0);
}

/** Holds every script of the app back until released: what the server sent is all there is. */
async function holdAppScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) =>
    released ? route.continue() : void held.push(route),
  );
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      for (const route of held) await route.continue();
    },
  };
}

type Box = { x: number; y: number; width: number; height: number } | null;

/** Each part the app draws where the first view drew it, within 2 px (and as wide or tall). */
function expectInPlace(
  drawnFirst: Record<string, Box>,
  drawnByApp: Record<string, Box>,
  sizes: ('width' | 'height')[] = [],
) {
  for (const part of Object.keys(drawnFirst)) {
    const [before, after] = [drawnFirst[part], drawnByApp[part]];
    if (!before || !after) throw new Error(`the ${part} was not drawn`);
    const moved = `${part}: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`;
    for (const measure of ['x', 'y', ...sizes] as const)
      expect(Math.abs(after[measure] - before[measure]), moved).toBeLessThanOrEqual(2);
  }
}

test('a dead session is sent to the login page by the server, without the app', async ({
  page,
}) => {
  await page.goto('/login');
  await holdDeadSession(page);

  // The server's own answer: a redirect, not the app deciding after its scripts ran.
  const dashboard = await page.request.get('/dashboard', { maxRedirects: 0 });
  expect(dashboard.status()).toBe(302);
  expect(dashboard.headers()['location']).toBe('/login?expired=1');
  expect(await dashboard.text()).not.toContain('<div id="root">');
  // (the redirect cleared the cookie: it is put back for each page)
  await holdDeadSession(page);
  const history = await page.request.get('/dashboard/transactions?page=2', { maxRedirects: 0 });
  expect(history.status()).toBe(302);
  const next = new URL(history.headers()['location'] ?? '', 'http://site');
  expect(next.pathname).toBe('/login');
  expect(next.searchParams.get('next')).toBe('/dashboard/transactions?page=2');

  // A browser opening the page lands on the login page, which says why.
  await holdDeadSession(page);
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.request().isNavigationRequest()) answers.push(response.status());
  });
  await page.goto('/dashboard/transactions');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Ftransactions&expired=1$/);
  expect(answers[0]).toBe(302);
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  // the refused cookie is cleared, so the login page does not send the browser back
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    'accessToken',
  );
});

test('a signed-in dashboard arrives with its chunks and first answers, draws the balance without asking for the customer, and loads the live stream after', async ({
  page,
}) => {
  const user = newUser('first-load');
  await signUp(page, user);
  await fundedByApi(page, 2750);

  const html = await (await page.request.get('/dashboard')).text();
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(script|style)">/g)];
  expect(preloaded.some(([, , as]) => as === 'style')).toBe(true);
  expect(preloaded.filter(([, , as]) => as === 'script').length).toBeGreaterThanOrEqual(3);
  const reads = new RegExp(
    `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  expect(Object.keys(JSON.parse(reads?.[1] ?? '{}') as object).sort()).toEqual([
    'get-notification/',
    'get-user/',
  ]);

  // Every preloaded file is one the page then uses: none is fetched twice or for nothing.
  const scripts: string[] = [];
  const userReads: string[] = [];
  let streamOpened = false;
  page.on('request', (request) => {
    if (request.url().includes(GET_USER)) userReads.push(request.url());
    if (request.url().includes(LIVE_STREAM)) streamOpened = true;
    if (['script', 'stylesheet'].includes(request.resourceType())) scripts.push(request.url());
  });
  watchRequests(page);
  await page.goto('/dashboard');
  const balance = page.locator('#summary-wallet-balance + p');
  await expect(balance).toHaveText(formatNaira(2750));
  await settled(page);
  // the live stream's first event says the page's customer is current: no read of it either
  await page.waitForTimeout(1500);
  expect(userReads).toEqual([]);
  for (const [, href] of preloaded)
    expect(scripts.filter((url) => new URL(url).pathname === href)).toHaveLength(1);

  // The live stream's code is not among the files the page needs to draw: it comes after.
  await expect.poll(() => streamOpened).toBe(true);
  const streamClient: string[] = [];
  for (const url of new Set(scripts.filter((url) => url.endsWith('.js')))) {
    const text = await (await page.request.get(url)).text();
    if (text.includes(STREAM_CLIENT_MARKER)) streamClient.push(new URL(url).pathname);
  }
  expect(streamClient).toHaveLength(1);
  const drawnWith = [
    ...preloaded.map(([, href]) => href),
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map(([, src]) => src),
  ];
  expect(drawnWith).not.toContain(streamClient[0]);

  // the balance drawn is the wallet's, as the API reports it
  const answer = await page.request.get(GET_USER, { headers: await authHeader(page) });
  const { data } = (await answer.json()) as { data: { wallet_balance: number } };
  await expect(balance).toHaveText(formatNaira(data.wallet_balance));
});

for (const width of [360, 1280]) {
  test(`a signed-in first load at ${width} px logs no hydration mismatch nor any error`, async ({
    page,
  }) => {
    const user = newUser(`first-load-${width}`);
    await signUp(page, user);
    await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });

    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat|mismatch/i.test(message.text()))
        complaints.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => complaints.push(`uncaught: ${error.message}`));
    watchRequests(page);
    const pages = [
      { route: '/dashboard', drawn: page.locator('#summary-wallet-balance') },
      { route: '/dashboard/purchase-airtime', drawn: page.getByRole('radio').first() },
    ];
    for (const { route, drawn } of pages) {
      await page.goto(route);
      await expect(drawn).toBeVisible();
      await settled(page);
      await snap(page, `first-load${route.replace(/\//g, '-')}-${width}`, false);
    }
    expect(complaints).toEqual([]);
  });
}

test.describe("the dashboard's first view", () => {
  // The service worker would fetch the app's scripts itself, out of the page's reach.
  test.use({ serviceWorkers: 'block' });

  for (const width of [360, 1280]) {
    test(`shows the balance at ${width} px before the app's scripts run, then gives way to the app without a shift`, async ({
      page,
    }) => {
      const user = newUser(`first-view-${width}`);
      await signUp(page, user);
      await fundedByApi(page, 1500);
      await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });

      const layoutShift = await watchLayoutShift(page);
      // Every script of the app is held back until the balance has been seen.
      const scripts = await holdAppScripts(page);
      await page.goto('/dashboard', { waitUntil: 'commit' });
      const firstView = page.locator(`#${FIRST_VIEW_ELEMENT_ID}`);
      await expect(firstView.getByText(formatNaira(1500))).toBeVisible();
      await expect(firstView.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
      // the browser asks for the scripts once it has parsed the page: wait for it to, then they are held
      await expect.poll(() => scripts.held()).toBeGreaterThan(0);
      // nothing of the app has run: its root is as the server sent it
      expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
      await snap(page, `first-view-before-scripts-${width}`, false);
      // where the balance and the notice are drawn before the app: the app draws them there too
      await expect(firstView.locator('.fv-notice-text')).toBeVisible();
      const drawnFirst = {
        balance: await firstView.getByText(formatNaira(1500)).boundingBox(),
        notice: await firstView.locator('.fv-notice-text').boundingBox(),
      };
      const notice = (await firstView.locator('.fv-notice-text').textContent()) ?? '';
      expect(notice.length).toBeGreaterThan(0);

      await scripts.release();
      const balance = page.locator('#summary-wallet-balance + p');
      await expect(balance).toHaveText(formatNaira(1500));
      await expect(firstView).toHaveCount(0);
      await snap(page, `first-view-replaced-${width}`, false);
      const drawnByApp = {
        balance: await balance.boundingBox(),
        notice: await page.getByRole('alert').getByText(notice).boundingBox(),
      };
      expectInPlace(drawnFirst, drawnByApp);
      expect(await layoutShift()).toBeLessThanOrEqual(0.01);
    });
  }
});

test.describe("a service page's first view", () => {
  // The service worker would fetch the app's scripts itself, out of the page's reach.
  test.use({ serviceWorkers: 'block' });

  for (const width of [360, 1280]) {
    test(`airtime shows the networks and the balance at ${width} px before the app's scripts run, then the app's own in their place, and still sells`, async ({
      page,
    }) => {
      const user = newUser(`first-view-airtime-${width}`);
      await signUp(page, user);
      await fundedByApi(page, 1500);
      await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
      // the networks as the catalogue sells them, in its order
      const catalogue = await page.request.get(`/api/v1/get-package/${CATEGORY_IDS.airtime}/`, {
        headers: await authHeader(page),
      });
      const networks = ((await catalogue.json()) as { data: { title: string }[] }).data.map(
        (network) => network.title,
      );
      expect(networks).toContain('MTN');

      const complaints: string[] = [];
      page.on('console', (message) => {
        // (the service worker is blocked here, so the app cannot register it)
        if (message.text().startsWith('Service worker registration failed')) return;
        if (message.type() === 'error' || /hydrat|mismatch/i.test(message.text()))
          complaints.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => complaints.push(`uncaught: ${error.message}`));
      const layoutShift = await watchLayoutShift(page);
      // Every script of the app is held back until the networks have been seen.
      const scripts = await holdAppScripts(page);
      await page.goto('/dashboard/purchase-airtime', { waitUntil: 'commit' });
      const firstView = page.locator(`#${FIRST_VIEW_ELEMENT_ID}`);
      const viewTiles = firstView.locator('.fv-choice');
      await expect(firstView.getByText(formatNaira(1500))).toBeVisible();
      await expect(firstView.getByRole('heading', { includeHidden: true })).toHaveText(
        'Buy Airtime',
      );
      await expect(viewTiles).toHaveText(networks);
      // each logo arrives with the page, before the app's scripts
      for (const logo of await viewTiles.locator('img').all())
        await expect
          .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
      // the browser asks for the scripts once it has parsed the page: wait for it to, then they are held
      await expect.poll(() => scripts.held()).toBeGreaterThan(0);
      // nothing of the app has run: its root is as the server sent it
      expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
      await snap(page, `first-view-airtime-before-scripts-${width}`, false);
      const drawnFirst = {
        title: await firstView.locator('.fv-title').boundingBox(),
        balance: await firstView.getByText(formatNaira(1500)).boundingBox(),
        label: await firstView.locator('.fv-choice-label').boundingBox(),
        first: await viewTiles.first().boundingBox(),
        last: await viewTiles.last().boundingBox(),
      };

      await scripts.release();
      const group = page.getByRole('radiogroup', { name: 'Network' });
      await expect(group.getByRole('radio', { name: 'MTN' })).toBeVisible();
      await expect(firstView).toHaveCount(0);
      // one network choice on screen, and one of each network's name
      await expect(page.getByRole('radiogroup')).toHaveCount(1);
      await expect(group.getByRole('radio')).toHaveCount(networks.length);
      await expect(page.getByText('MTN', { exact: true })).toHaveCount(1);
      await snap(page, `first-view-airtime-replaced-${width}`, false);
      const tiles = group.getByRole('radio');
      const drawnByApp = {
        title: await page.getByRole('heading', { level: 1 }).boundingBox(),
        balance: await page.getByText(formatNaira(1500)).boundingBox(),
        label: await page.getByText('Network', { exact: true }).boundingBox(),
        first: await tiles.first().boundingBox(),
        last: await tiles.last().boundingBox(),
      };
      expectInPlace(drawnFirst, drawnByApp, ['width']);
      expect(await layoutShift()).toBeLessThanOrEqual(0.01);

      // the app's form sells as before: ₦200 of MTN airtime at the Normal level's 1% discount
      await group.getByRole('radio', { name: 'MTN' }).click();
      await page.getByLabel('Amount').fill('200');
      await page.getByLabel('Phone Number').fill(SANDBOX.success);
      await expect(page.getByText('You will be charged ₦198.00')).toBeVisible();
      await confirmPurchase(page);
      await expect(page.locator('[data-notice="success"]')).toContainText('Transaction successful');
      expect(complaints).toEqual([]);
    });
  }
});

test.describe("the history's first view", () => {
  // The service worker would fetch the app's scripts itself, out of the page's reach.
  test.use({ serviceWorkers: 'block' });

  for (const width of [360, 1280]) {
    test(`shows the history at ${width} px before the app's scripts run, then the app's list in its place without a shift`, async ({
      page,
    }) => {
      const user = newUser(`first-view-history-${width}`);
      await signUp(page, user);
      await fundedByApi(page, 5000);
      await seedPurchases(page);
      const phone = width < 768;
      await page.setViewportSize({ width, height: phone ? 740 : 900 });

      const complaints: string[] = [];
      page.on('console', (message) => {
        if (message.text().startsWith('Service worker registration failed')) return;
        if (message.type() === 'error' || /hydrat|mismatch/i.test(message.text()))
          complaints.push(`${message.type()}: ${message.text()}`);
      });
      // the app draws the list from the page's answer: it reads the list only once the live
      // stream has opened (which says the history may have changed meanwhile)
      const reads: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (url.includes(LIVE_STREAM)) reads.push('stream');
        else if (url.includes('/api/v1/get-transactions/')) reads.push('list');
      });
      const layoutShift = await watchLayoutShift(page);
      const scripts = await holdAppScripts(page);
      await page.goto('/dashboard/transactions', { waitUntil: 'commit' });
      const firstView = page.locator(`#${FIRST_VIEW_ELEMENT_ID}`);
      await expect(firstView.getByText('4 transactions')).toBeVisible();
      const viewCards = firstView.locator('.fv-tx');
      if (phone) {
        // newest first: the electricity token, the failed airtime with its refund, the airtime,
        // the card funding
        await expect(viewCards).toHaveCount(4);
        await expect(viewCards.nth(0)).toContainText('Confirmed');
        await expect(viewCards.nth(0)).toContainText('Token:');
        await expect(viewCards.nth(1)).toContainText('Failed');
        await expect(viewCards.nth(1)).toContainText('Refunded ₦');
        await expect(viewCards.nth(2)).toContainText(`Phone: ${SANDBOX.success}`);
        await expect(viewCards.nth(3)).toContainText('Wallet funding (card)');
      } else {
        // the app draws a table here: the view shows the card's toolbar and its spinner
        await expect(viewCards.first()).toBeHidden();
      }
      // the browser asks for the scripts once it has parsed the page: wait for it to, then they are held
      await expect.poll(() => scripts.held()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
      await snap(page, `first-view-history-before-scripts-${width}`, false);
      const drawnFirst = {
        title: await firstView.locator('.fv-title').boundingBox(),
        count: await firstView.getByText('4 transactions').boundingBox(),
        ...(phone && {
          first: await viewCards.first().boundingBox(),
          second: await viewCards.nth(1).boundingBox(),
        }),
      };

      await scripts.release();
      const count = page.getByText('4 transactions', { exact: true });
      await expect(count).toBeVisible();
      await expect(firstView).toHaveCount(0);
      const appCards = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
      if (phone) await expect(appCards).toHaveCount(4);
      else await expect(page.getByRole('row')).toHaveCount(5);
      await snap(page, `first-view-history-replaced-${width}`, false);
      const drawnByApp = {
        title: await page.getByRole('heading', { level: 1 }).boundingBox(),
        count: await count.boundingBox(),
        ...(phone && {
          first: await appCards.first().boundingBox(),
          second: await appCards.nth(1).boundingBox(),
        }),
      };
      expectInPlace(drawnFirst, drawnByApp, ['height']);
      expect(await layoutShift()).toBeLessThanOrEqual(0.01);
      await expect.poll(() => reads.includes('stream')).toBe(true);
      expect(reads[0]).toBe('stream');
      expect(complaints).toEqual([]);
    });
  }
});
