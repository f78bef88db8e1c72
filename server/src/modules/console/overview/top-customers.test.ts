import type { ConsoleOverview, TopCustomers } from '@contract/api/console';
import { eq } from 'drizzle-orm';
import { apiKeys, packages, transactions } from '../../../db/schema';
import { signedInUser } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { packageId } from '../../../../test/purchases';

/*
 * The owner's top customers, on purchases written with known charges and costs: ranked by sales,
 * margin or failures over a period, counted as the overview counts them, for owners only.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
let counter = 0;

type Status = 'confirmed' | 'failed' | 'reversed' | 'pending';

/** A purchase charged `chargeNaira` that cost us `costNaira` (the package takes no commission). */
async function purchase(
  userId: number,
  status: Status,
  chargeNaira: number,
  costNaira: number,
  createdAt = new Date(),
) {
  counter += 1;
  await db()
    .insert(transactions)
    .values({
      userId,
      txRef: `top-${counter}-${Date.now()}`,
      categoryId: 2,
      packageId: await packageId(db(), 'mtn-data-sme'),
      kind: 'purchase',
      description: 'data',
      amountKobo: chargeNaira * 100,
      upstreamAmountKobo: costNaira * 100,
      status,
      createdAt,
    });
}

async function topCustomers(headers: Record<string, string>, query = '') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1/console/overview/top-customers${query}`,
    headers,
  });
}

const ranking = async (headers: Record<string, string>, query: string) => {
  const response = await topCustomers(headers, query);
  expect(response.statusCode).toBe(200);
  return json<{ data: TopCustomers }>(response).data;
};

test('ranks customers by sales, margin and failures over a period, as the overview counts them', async () => {
  await db()
    .update(packages)
    .set({ providerCommissionBp: 0 })
    .where(eq(packages.id, await packageId(db(), 'mtn-data-sme')));
  const [thin, wide, unlucky, former] = await Promise.all([
    signedInUser(ctx.app),
    signedInUser(ctx.app),
    signedInUser(ctx.app),
    signedInUser(ctx.app),
  ]);
  if (!thin || !wide || !unlucky || !former) throw new Error('customers not made');
  // "thin" sells most at a thin margin and holds a live API key; "wide" sells less at a wide one
  await purchase(thin.id, 'confirmed', 5_000, 4_950);
  await purchase(thin.id, 'confirmed', 1_000, 990, daysAgo(3));
  await purchase(thin.id, 'failed', 1_000, 990);
  await purchase(thin.id, 'pending', 9_000, 8_000);
  await db()
    .insert(apiKeys)
    .values({
      userId: thin.id,
      name: 'my site',
      prefix: `top${Date.now()}`,
      secretHash: 'not-a-real-hash',
    });
  await purchase(wide.id, 'confirmed', 1_000, 800);
  await purchase(wide.id, 'confirmed', 1_000, 800);
  // "unlucky" only meets failures (a reversal is one)
  for (const status of ['failed', 'failed', 'reversed'] as const)
    await purchase(unlucky.id, status, 500, 490);
  // "former" bought a lot, 40 days ago
  await purchase(former.id, 'confirmed', 90_000, 80_000, daysAgo(40));

  const owner = await signedInStaff(ctx.app, 'owner');
  const bySales = await ranking(owner.headers, '?by=sales&period=30d');
  expect(bySales.customers.map((customer) => [customer.id, customer.sales])).toEqual([
    [thin.id, 6_000],
    [wide.id, 2_000],
  ]);
  expect(bySales.customers[0]).toMatchObject({
    email: thin.email,
    reseller: true,
    purchases: 2,
    margin: 60,
    failures: 1,
  });
  expect(bySales.customers[1]).toMatchObject({ reseller: false, margin: 400 });

  const byMargin = await ranking(owner.headers, '?by=margin&period=30d');
  expect(byMargin.customers.map((customer) => customer.id)).toEqual([wide.id, thin.id]);
  const byFailures = await ranking(owner.headers, '?by=failures&period=30d');
  expect(byFailures.customers.map((customer) => [customer.id, customer.failures])).toEqual([
    [unlucky.id, 3],
    [thin.id, 1],
  ]);
  const today = await ranking(owner.headers, '?by=sales&period=today');
  expect(today.customers.map((customer) => [customer.id, customer.sales])).toEqual([
    [thin.id, 5_000],
    [wide.id, 2_000],
  ]);
  const quarter = await ranking(owner.headers, '?by=sales&period=90d');
  expect(quarter.customers[0]?.id).toBe(former.id);

  // the list adds up to the overview's sales and margin for the same period
  const overview = json<{ data: ConsoleOverview }>(
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/console/overview',
      headers: owner.headers,
    }),
  ).data;
  const month = overview.business?.periods.find((period) => period.period === '30d');
  const sum = (key: 'sales' | 'margin') =>
    bySales.customers.reduce((total, customer) => total + customer[key], 0);
  expect(sum('sales')).toBe(month?.sales.value);
  expect(sum('margin')).toBe(month?.margin);
  expect(bySales.from).toBe(month?.from);
});

test('is for owners only, and a measure or period it does not know is a 400', async () => {
  const support = await signedInStaff(ctx.app, 'support');
  expect((await topCustomers(support.headers)).statusCode).toBe(403);
  const owner = await signedInStaff(ctx.app, 'owner');
  expect((await topCustomers(owner.headers, '?by=cheapest')).statusCode).toBe(400);
  expect((await topCustomers(owner.headers, '?period=1y')).statusCode).toBe(400);
  const defaults = await ranking(owner.headers, '');
  expect([defaults.by, defaults.period]).toEqual(['sales', '30d']);
});
