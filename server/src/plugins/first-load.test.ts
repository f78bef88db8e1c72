import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_READS_ELEMENT_ID, FIRST_VIEW_ELEMENT_ID } from '@contract/first-load';
import { NOTICE_DISMISSED_COOKIE, noticeKey } from '@contract/first-load/notice';
import { ROUTE_ASSETS_FILE } from '@contract/first-load/page';
import { eq } from 'drizzle-orm';
import { notices } from '../db/schema';
import { seedNotice } from '../modules/catalogue/seed-data';
import type { Package } from '@contract/api';
import { CATEGORY_IDS, SERVICES } from '@contract/services';
import { packageChoiceOf } from '@contract/services/package-choice';
import { signedInUser } from '../../test/accounts';
import { seedBalance } from '../../test/wallet';
import { SANDBOX, buy, packageId } from '../../test/purchases';
import { firstTransactionsRead } from '@contract/first-load/page';
import { startTestApp, type TestContext } from '../../test/harness';

/*
 * A signed-in page as the server sends it: the page's chunks preloaded and its first API answers
 * inside it, a dead session sent to the login page, and no private answer for anyone else.
 */

// as the build writes it: the spinner over the page until the app has drawn
const builtIndex =
  '<!doctype html><html><head><meta name=nairatop-config content=__SITE_CONFIG__><title>NairaTop</title></head><body><div id=preloader role=status aria-label=Loading><span></span></div><div id=root></div><script defer src=/assets/main.1.js></script></body></html>';

// The build's chunk list (webpack.config.ts writes it): the shell's chunks, two pages'.
const routeAssets = {
  main: ['assets/framework.1.js', 'assets/main.1.js'],
  'antd-stylesheet': ['assets/antd-stylesheet.1.js', 'assets/antd.1.css'],
  'antd-shell': ['assets/shared.1.js', 'assets/antd-shell.1.js'],
  'dashboard-layout': ['assets/shared.1.js', 'assets/dashboard-layout.1.js'],
  'dashboard-routes': ['assets/dashboard-routes.1.js'],
  'page-dashboard': ['assets/page-dashboard.1.js'],
  'page-purchase-airtime': ['assets/page-purchase-airtime.1.js'],
  'page-transaction-details': ['assets/page-transaction-details.1.js'],
};

let ctx: TestContext;
let token: string;
let email: string;
let userId: number;
beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'nairatop-first-load-'));
  writeFileSync(path.join(webRoot, 'index.html'), builtIndex);
  writeFileSync(path.join(webRoot, ROUTE_ASSETS_FILE), JSON.stringify(routeAssets));
  ctx = await startTestApp({ webRoot });
  const user = await signedInUser(ctx.app);
  token = user.token;
  email = user.email;
  userId = user.id;
}, 120_000);
afterAll(() => ctx.close());

const open = (url: string, cookie?: string) =>
  ctx.app.inject({ url, headers: cookie ? { cookie } : {} });

/** The answers the page carries, by API path. */
function firstReads(html: string): Record<string, { data: unknown }> {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('the page carries no first answers');
  return JSON.parse(match[1]) as Record<string, { data: unknown }>;
}

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(script|style)">/g)].map(
    ([, href, as]) => `${as} ${href}`,
  );

it('gives a signed-in dashboard its customer, notice and chunks inside the page', async () => {
  const response = await open('/dashboard', `accessToken=${token}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  const reads = firstReads(response.body);
  expect(Object.keys(reads).sort()).toEqual(['get-notification/', 'get-user/']);
  expect(reads['get-user/']?.data).toMatchObject({ email, wallet_balance: 0 });
  // the shell's and the page's files, each once; the app's own scripts are already in the page
  expect(preloaded(response.body)).toEqual([
    'script /assets/antd-stylesheet.1.js',
    'style /assets/antd.1.css',
    'script /assets/shared.1.js',
    'script /assets/antd-shell.1.js',
    'script /assets/dashboard-layout.1.js',
    'script /assets/page-dashboard.1.js',
  ]);
  // still the site's page: settings and title templated as for every page
  expect(response.body).toContain('<title>NairaTop</title>');
  expect(response.body).not.toContain('__SITE_CONFIG__');
});

it("adds a purchase page's networks, and a receipt's chunk, for their routes", async () => {
  const airtime = await open('/dashboard/purchase-airtime/', `accessToken=${token}`);
  const reads = firstReads(airtime.body);
  expect(Object.keys(reads)).toContain(`get-package/${CATEGORY_IDS.airtime}/`);
  expect(reads[`get-package/${CATEGORY_IDS.airtime}/`]?.data).toEqual(
    expect.arrayContaining([expect.objectContaining({ title: 'MTN', service_id: 'mtn' })]),
  );
  expect(preloaded(airtime.body)).toContain('script /assets/page-purchase-airtime.1.js');
  // the dashboard's page table, which the router fetches for every page but the dashboard
  expect(preloaded(airtime.body)).toContain('script /assets/dashboard-routes.1.js');

  const receipt = await open('/dashboard/transactions/details/12', `accessToken=${token}`);
  expect(preloaded(receipt.body)).toContain('script /assets/page-transaction-details.1.js');
  expect(preloaded(receipt.body)).not.toContain('script /assets/page-dashboard.1.js');
});

it.each([
  ['a token that is not ours', 'not-a-token'],
  [
    'a token signed with another key',
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjowfQ.c2lnbmF0dXJl',
  ],
])('sends %s to the login page, clearing the cookie, without the app', async (_case, dead) => {
  const response = await open('/dashboard/transactions?page_size=25', `accessToken=${dead}`);
  expect(response.statusCode).toBe(302);
  // the login page says the session expired, and a login returns to the page
  expect(response.headers.location).toBe(
    `/login?next=${encodeURIComponent('/dashboard/transactions?page_size=25')}&expired=1`,
  );
  expect(String(response.headers['set-cookie'])).toMatch(/^accessToken=;.*Path=\//);
  expect(response.body).not.toContain('<div id=root>');
});

it('serves the plain page when the browser sends no session, and to public pages', async () => {
  for (const [url, cookie] of [
    ['/dashboard', undefined],
    ['/', `accessToken=${token}`],
    ['/pricing', `accessToken=${token}`],
  ] as const) {
    const response = await open(url, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain(FIRST_READS_ELEMENT_ID);
    expect(response.body).not.toContain('rel="preload"');
  }
});

it('keeps text from the answers from closing its script element', async () => {
  const named = await signedInUser(ctx.app, { first_name: 'Ada</script><script>x' });
  const response = await open('/dashboard', `accessToken=${named.token}`);
  expect(response.body).not.toContain('Ada</script>');
  expect(firstReads(response.body)['get-user/']?.data).toMatchObject({
    first_name: 'Ada</script><script>x',
  });
});

/** The first view the page carries, if any: the markup between its element's tags. */
function firstView(html: string): string | undefined {
  const start = html.indexOf(`<div id="${FIRST_VIEW_ELEMENT_ID}"`);
  if (start < 0) return undefined;
  return html.slice(start, html.indexOf('<div id=root>', start));
}

const textOf = (markup: string) =>
  markup
    .replace(/<style>[^<]*<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

it("draws the dashboard's balance in the page, in place of the spinner", async () => {
  await seedBalance(ctx.database.db, userId, 'wallet', 12_345.5);
  const response = await open('/dashboard', `accessToken=${token}`);
  const view = firstView(response.body);
  // the balance as the app formats it, under the customer's name, the page's title and the notice
  const text = textOf(view ?? '');
  expect(text).toMatch(/(^|\s)Get the app Ada Obi Logout Dashboard /);
  expect(text.endsWith(`Ada Obi Logout Dashboard ${seedNotice} Wallet Balance ₦12,345.50`)).toBe(
    true,
  );
  expect(response.body).not.toContain('id=preloader');
  // the app's own root is still there, empty, for the app to draw into
  expect(response.body).toContain('<div id=root></div>');
});

it('draws no first view for a page without packages to choose, nor without a session', async () => {
  for (const page of ['send-sms', 'fund-wallet', 'transactions?page=2']) {
    const response = await open(`/dashboard/${page}`, `accessToken=${token}`);
    expect(response.statusCode).toBe(200);
    expect(firstView(response.body)).toBeUndefined();
    expect(response.body).toContain('id=preloader');
  }
  const plain = await open('/dashboard/purchase-airtime');
  expect(firstView(plain.body)).toBeUndefined();
  expect(plain.body).toContain('id=preloader');
});

/** A category's packages as the API sells them to the customer. */
async function catalogue(categoryId: number) {
  const response = await ctx.app.inject({
    url: `/api/v1/get-package/${categoryId}/`,
    headers: { authorization: `Bearer ${token}` },
  });
  return (JSON.parse(response.body) as { data: Package[] }).data;
}

/** The tiles a first view draws: each logo's address and the name under it. */
const tilesOf = (view: string) =>
  [...view.matchAll(/<span class="fv-choice"><img src="([^"]+)"[^>]*><span[^>]*>([^<]*)</g)].map(
    ([, image, title]) => ({ image, title }),
  );

it("draws the airtime page's networks from the catalogue and the balance, in place of the spinner", async () => {
  const buyer = await signedInUser(ctx.app, { first_name: 'Bola' });
  await seedBalance(ctx.database.db, buyer.id, 'wallet', 700.25);
  const networks = await catalogue(CATEGORY_IDS.airtime);
  expect(networks.map((network) => network.title)).toContain('MTN');
  const response = await open('/dashboard/purchase-airtime', `accessToken=${buyer.token}`);
  const view = firstView(response.body) ?? '';
  // the customer, the page's title under its breadcrumb, the balance, and the networks in order
  expect(textOf(view)).toBe(
    `Sandbox: no real money moves N Get the app Bola Obi Logout Dashboard / Buy Airtime Buy Airtime Wallet balance: ₦700.25 Fund wallet Network ${networks
      .map((network) => network.title)
      .join(' ')}`,
  );
  expect(tilesOf(view)).toEqual(
    networks.map((network) => ({ image: network.image, title: network.title })),
  );
  // a picture of the page: nothing in it is read out or can be chosen (the app's tiles are)
  expect(view).toMatch(/^<div id="[^"]+" aria-busy="true" aria-hidden="true">/);
  expect(view).not.toMatch(/<(button|input|a)\b|role="radio/);
  expect(response.body).not.toContain('id=preloader');
  expect(response.body).toContain('<div id=root></div>');
});

it.each(
  SERVICES.filter((service) => packageChoiceOf(service.key)).map((service) => [
    service.path,
    service,
  ]),
)("draws %s's own title, choice label and tiles", async (_path, service) => {
  const choice = packageChoiceOf(service.key);
  if (!choice) throw new Error(`${service.key} opens with no package choice`);
  const tiles = choice.tiles(await catalogue(service.categoryId));
  const view = firstView((await open(`/dashboard/${service.path}`, `accessToken=${token}`)).body);
  expect(view).toContain(`<h1 class="fv-title">${service.pageTitle}</h1>`);
  expect(view).toContain(`<span class="fv-choice-label">${choice.label}</span>`);
  expect(tilesOf(view ?? '').map((tile) => tile.title)).toEqual(tiles.map((tile) => tile.title));
});

it('draws each data network once, and a disco without its short code', async () => {
  const dataView = firstView((await open('/dashboard/purchase-data', `accessToken=${token}`)).body);
  const dataTiles = tilesOf(dataView ?? '').map((tile) => tile.title);
  expect(dataTiles).toContain('MTN');
  expect(new Set(dataTiles).size).toBe(dataTiles.length);
  expect((await catalogue(CATEGORY_IDS.data)).length).toBeGreaterThan(dataTiles.length);
  const discos = firstView(
    (await open('/dashboard/pay-for-electricity', `accessToken=${token}`)).body,
  );
  expect(tilesOf(discos ?? '').map((tile) => tile.title)).toContain('Ikeja Electric');
});

it("escapes the customer's name in the first view", async () => {
  const named = await signedInUser(ctx.app, { first_name: '<img src=x onerror=alert(1)>' });
  const response = await open('/dashboard', `accessToken=${named.token}`);
  const view = firstView(response.body) ?? '';
  expect(view).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(view).not.toContain('<img src=x');
});

it('leaves out the notice the customer dismissed in this browser session, and only that one', async () => {
  const withCookie = async (key: string) =>
    textOf(
      firstView(
        (await open('/dashboard', `accessToken=${token}; ${NOTICE_DISMISSED_COOKIE}=${key}`)).body,
      ) ?? '',
    );
  expect(await withCookie(noticeKey(seedNotice))).toMatch(/Dashboard Wallet Balance ₦[\d,.]+$/);
  // a notice dismissed before was another text: this one shows
  expect(await withCookie(noticeKey('Old news.'))).toContain(
    `Dashboard ${seedNotice} Wallet Balance`,
  );
});

it('escapes the notice and draws none when it is empty', async () => {
  const { db } = ctx.database;
  const [active] = await db.select().from(notices).where(eq(notices.active, true));
  if (!active) throw new Error('no active notice seeded');
  try {
    await db
      .update(notices)
      .set({ body: 'Data <b>50% off</b> & more' })
      .where(eq(notices.id, active.id));
    const view = firstView((await open('/dashboard', `accessToken=${token}`)).body) ?? '';
    expect(view).toContain('Data &lt;b&gt;50% off&lt;/b&gt; &amp; more');
    await db.update(notices).set({ body: '  ' }).where(eq(notices.id, active.id));
    const empty = firstView((await open('/dashboard', `accessToken=${token}`)).body) ?? '';
    expect(textOf(empty)).toMatch(/Dashboard Wallet Balance ₦[\d,.]+$/);
  } finally {
    await db.update(notices).set({ body: active.body }).where(eq(notices.id, active.id));
  }
});

it("draws the history's first page as a phone's cards, newest first, with the count", async () => {
  const buyer = await signedInUser(ctx.app, { first_name: 'Chidi' });
  await seedBalance(ctx.database.db, buyer.id, 'wallet', 5_000);
  const mtn = await packageId(ctx.database.db, 'mtn-airtime');
  for (const [amount, phone] of [
    [100, SANDBOX.success],
    [250, SANDBOX.failed],
  ] as const) {
    const bought = await buy(ctx.app, buyer.token, 'purchase-airtime', {
      network: 'MTN',
      phone_number: phone,
      amount,
      package_id: mtn,
    });
    expect(bought.statusCode).toBeLessThan(500);
  }
  const response = await open('/dashboard/transactions', `accessToken=${buyer.token}`);
  expect(response.statusCode).toBe(200);
  const reads = firstReads(response.body);
  expect(Object.keys(reads)).toContain(firstTransactionsRead);
  const history = reads[firstTransactionsRead] as unknown as {
    data: { tx_ref: string }[];
    meta: { count: number };
  };
  expect(history.meta.count).toBe(2);

  const view = firstView(response.body) ?? '';
  const text = textOf(view);
  expect(text).toMatch(/Chidi Obi Logout Dashboard \/ Transactions Transactions /);
  // the phone's Sort by box shows the order the list is in, as the app's does
  expect(text).toContain(
    'Search ref, plan, phone, token... Sort by Newest first 2 transactions Export',
  );
  // newest first: the failed ₦250 (with why, and its refund), then the confirmed ₦100
  const cards = [...view.matchAll(/<li class="fv-tx">(.*?)<\/li>/g)].map(([, card]) =>
    textOf(card ?? ''),
  );
  expect(cards).toHaveLength(2);
  expect(cards[0]).toMatch(/^MTN Airtime ₦250\.00 ₦247\.50 Failed \d+\w\w \w{3}, \d{4}, /);
  expect(cards[0]).toContain(
    'Transaction failed (the provider did not deliver it): MTN airtime of ₦250.00 for',
  );
  expect(cards[0]).toContain('Refunded ₦247.50 to your wallet. Balance after refund: ₦4,901.00');
  expect(cards[0]).toContain(`Phone: ${SANDBOX.failed} View receipt Buy again`);
  expect(cards[1]).toMatch(/^MTN Airtime ₦100\.00 ₦99\.00 Confirmed \d/);
  expect(cards[1]).toContain(`Phone: ${SANDBOX.success} View receipt Buy again`);
  expect(view).toContain('<img class="fv-tx-logo" src="/media/');
  // a picture: nothing in it can be pressed or typed in
  expect(view).not.toMatch(/<(button|input|a|select)\b/);
  expect(response.body).not.toContain('id=preloader');
});

it('says the history is empty, and draws it only for the first page the history opens on', async () => {
  const newcomer = await signedInUser(ctx.app);
  const empty = firstView(
    (await open('/dashboard/transactions/', `accessToken=${newcomer.token}`)).body,
  );
  expect(textOf(empty ?? '')).toMatch(
    /Sort by Newest first 0 transactions Export No transactions yet\.$/,
  );
  // another page, order or search: the app reads that list itself, and the page carries none
  for (const query of ['?page=2', '?ordering=amount', '?search=MTN']) {
    const other = await open(`/dashboard/transactions${query}`, `accessToken=${newcomer.token}`);
    expect(Object.keys(firstReads(other.body))).not.toContain(firstTransactionsRead);
    expect(firstView(other.body)).toBeUndefined();
  }
});
