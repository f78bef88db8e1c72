import { eq, like, sql } from 'drizzle-orm';
import type { CreatedApiKey, NetworkStatus, NetworkStatusEntry } from '@contract/api';
import { CATEGORY_IDS } from '@contract/constants';
import { networkState, networkStatusSentence } from '@contract/rules/network-status';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { bearer, signedInUser } from '../../../test/accounts';
import { packageId } from '../../../test/purchases';
import { billsProviders, packages, transactions } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { OPERATION_EXAMPLES } from '../../openapi-examples';
import { cachedNetworkStatus, networkStatusEntries, networkStatusQuery } from './service';

let ctx: TestContext;
let userId: number;
beforeAll(async () => {
  ctx = await startTestApp();
  userId = (await signedInUser(ctx.app)).id;
});
afterAll(() => ctx.close());

const REF_PREFIX = 'NSTEST';
let refs = 0;
beforeEach(async () => {
  await ctx.database.db.delete(transactions).where(like(transactions.txRef, `${REF_PREFIX}%`));
});

type Status = 'pending' | 'confirmed' | 'failed' | 'reversed' | 'expired';

interface Order {
  status: Status;
  /** seconds since it was made */
  age: number;
  /** seconds from made to settled */
  took?: number;
  kind?: string;
}

/** Purchases of a package as the engine leaves them, made and settled at the times given. */
async function ordersOf(slug: string, orders: Order[]) {
  const id = await packageId(ctx.database.db, slug);
  const [pkg] = await ctx.database.db
    .select({ categoryId: packages.categoryId })
    .from(packages)
    .where(eq(packages.id, id));
  for (const { status, age, took, kind = 'purchase' } of orders) {
    refs += 1;
    await ctx.database.db.insert(transactions).values({
      userId,
      txRef: `${REF_PREFIX}${refs}`,
      categoryId: pkg?.categoryId,
      packageId: id,
      kind,
      description: `${slug} order`,
      amountKobo: 50_000,
      status,
      provider: 'vtpass',
      createdAt: sql`now() - make_interval(secs => ${age})`,
      settledAt: took === undefined ? null : sql`now() - make_interval(secs => ${age - took})`,
    });
  }
  return id;
}

const delivered = (took: number, age = 600): Order => ({ status: 'confirmed', age, took });
const failed = (age = 600): Order => ({ status: 'failed', age, took: 3 });

async function entryOf(id: number): Promise<NetworkStatusEntry> {
  const entry = (await networkStatusEntries(ctx.database.db)).find((e) => e.package_id === id);
  if (!entry) throw new Error(`no entry for package ${id}`);
  return entry;
}

describe('the figures of the last hour', () => {
  it('counts orders, delivered, failed and pending, the success rate and the median delivery time', async () => {
    const id = await ordersOf('mtn-data-sme', [
      delivered(4),
      delivered(8),
      delivered(10),
      delivered(12),
      delivered(20),
      failed(),
      { status: 'reversed', age: 900, took: 60 },
      { status: 'pending', age: 30 },
    ]);
    expect(await entryOf(id)).toMatchObject({
      category_id: CATEGORY_IDS.data,
      service: 'data',
      title: 'MTN SME',
      network: 'MTN',
      label: 'MTN SME',
      orders: 8,
      delivered: 5,
      failed: 2,
      pending: 1,
      late: 0,
      success_rate: 0.7143,
      median_seconds: 10,
      state: 'failing',
      summary: 'MTN SME: failing now, 71% delivered in the last hour',
    });
  });

  it('leaves out orders older than an hour and other kinds of transaction', async () => {
    const id = await ordersOf('mtn-data-sme', [
      delivered(6),
      { status: 'failed', age: 3_601, took: 2 },
      { status: 'failed', age: 7_200, took: 2 },
      { status: 'pending', age: 5_000 },
      { ...delivered(90), kind: 'airtime_to_cash' },
    ]);
    expect(await entryOf(id)).toMatchObject({
      orders: 1,
      delivered: 1,
      failed: 0,
      pending: 0,
      success_rate: 1,
      median_seconds: 6,
      state: 'good',
      summary: 'MTN SME: working normally',
    });
  });

  it('says nothing of a package nobody bought in the hour', async () => {
    const id = await packageId(ctx.database.db, 'ikeja-electric');
    expect(await entryOf(id)).toMatchObject({
      service: 'electricity',
      network: null,
      orders: 0,
      success_rate: null,
      median_seconds: null,
      state: 'no_recent_orders',
      summary: null,
    });
  });
});

describe('the state words', () => {
  it('is slow when the median delivery is above 30 s', async () => {
    const slow = await ordersOf('mtn-data-gifting', [delivered(35), delivered(40), delivered(50)]);
    expect(await entryOf(slow)).toMatchObject({
      median_seconds: 40,
      state: 'slow',
      summary: 'MTN Gifting: slow now, median 40 s',
    });
    const atThirty = await ordersOf('glo-data-gifting', [
      delivered(20),
      delivered(30),
      delivered(40),
    ]);
    expect(await entryOf(atThirty)).toMatchObject({ median_seconds: 30, state: 'good' });
  });

  it('is slow when more than a third of the orders are still pending after 2 minutes', async () => {
    const slow = await ordersOf('mtn-airtime', [
      { status: 'pending', age: 300 },
      { status: 'pending', age: 121 },
      delivered(5),
    ]);
    expect(await entryOf(slow)).toMatchObject({
      service: 'airtime',
      network: 'MTN',
      label: 'MTN airtime',
      pending: 2,
      late: 2,
      state: 'slow',
      summary: 'MTN airtime: slow now, 2 of 3 orders in the last hour still pending',
    });
    // a third exactly, and orders pending for less than 2 minutes, are not slow
    const third = await ordersOf('glo-airtime', [
      { status: 'pending', age: 300 },
      { status: 'pending', age: 100 },
      delivered(5),
    ]);
    expect(await entryOf(third)).toMatchObject({ pending: 2, late: 1, state: 'good' });
  });

  it('is failing under 80% delivered with at least 5 settled, and failing before slow', async () => {
    const failing = await ordersOf('glo-data-sme', [
      delivered(40),
      delivered(45),
      delivered(50),
      failed(),
      failed(),
    ]);
    expect(await entryOf(failing)).toMatchObject({
      success_rate: 0.6,
      median_seconds: 45,
      state: 'failing',
      summary: 'GLO SME: failing now, 60% delivered in the last hour',
    });
    const eighty = await ordersOf(
      'airtel-data-sme',
      [...Array(4)].map(() => delivered(5)).concat(failed()),
    );
    expect(await entryOf(eighty)).toMatchObject({ success_rate: 0.8, state: 'good' });
    const fewSettled = await ordersOf('dstv', [delivered(5), failed(), failed(), failed()]);
    expect(await entryOf(fewSettled)).toMatchObject({ success_rate: 0.25, state: 'good' });
  });
});

describe('the list', () => {
  it('has one entry per active package of airtime, data, cable, electricity and exam, in catalogue order', async () => {
    const wanted = [
      CATEGORY_IDS.airtime,
      CATEGORY_IDS.data,
      CATEGORY_IDS.cable,
      CATEGORY_IDS.electricity,
      CATEGORY_IDS.exam,
    ];
    const active = rowsOf<{ id: number }>(
      await ctx.database.db.execute(
        sql`SELECT id FROM packages WHERE active AND category_id IN (${sql.join(
          wanted.map((id) => sql`${id}`),
          sql`, `,
        )})
            ORDER BY category_id, sort_order, id`,
      ),
    ).map((row) => Number(row.id));
    const entries = await networkStatusEntries(ctx.database.db);
    expect(entries.map((entry) => entry.package_id)).toEqual(active);
    expect(new Set(entries.map((entry) => entry.category_id))).toEqual(new Set(wanted));
    expect(entries.filter((entry) => entry.service === 'data').map((e) => e.title)).toEqual(
      expect.arrayContaining(['MTN SME', 'MTN Gifting', 'MTN Corporate Gifting']),
    );
  });

  it('reads the hour through an index of transactions, in one statement', async () => {
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rowsOf<Record<string, string>>(await tx.execute(sql`EXPLAIN ${networkStatusQuery()}`))
        .map((row) => Object.values(row).join(''))
        .join('\n');
    });
    // e.g. Bitmap Index Scan on transactions_recent_idx, Index Cond: (created_at > ...)
    expect(plan).toMatch(/Index (Only )?Scan (using|on) transactions_\w+_idx/);
    expect(plan).toMatch(/Index Cond: \(.*created_at > /);
    expect(plan).not.toMatch(/Seq Scan on transactions /);
  });
});

describe('GET /api/v1/network-status/', () => {
  const get = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/network-status/', headers });

  it('answers without a sign-in, and the same with a token or an API key', async () => {
    const id = await ordersOf('mtn-data-sme', [delivered(40), delivered(45)]);
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('public, max-age=30');
    const { data } = json<{ data: NetworkStatus }>(anonymous);
    expect(data.window_minutes).toBe(60);
    expect(data.entries.find((entry) => entry.package_id === id)).toMatchObject({
      orders: 2,
      state: 'slow',
      summary: 'MTN SME: slow now, median 43 s',
    });

    const user = await signedInUser(ctx.app);
    const withToken = await get(bearer(user.token));
    expect(withToken.statusCode).toBe(200);
    expect(json<{ data: NetworkStatus }>(withToken).data).toEqual(data);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys/',
      headers: bearer(user.token),
      payload: { name: 'shop server', password: user.password },
    });
    const { key } = json<{ data: CreatedApiKey }>(created).data;
    const withKey = await get({ 'x-api-key': key });
    expect(withKey.statusCode).toBe(200);
    expect(json<{ data: NetworkStatus }>(withKey).data).toEqual(data);
  });

  it('never names a bills provider', async () => {
    await ordersOf('mtn-data-corporate-gifting', [delivered(5), failed()]);
    const body = (await get()).body.toLowerCase();
    const names = await ctx.database.db.select({ name: billsProviders.name }).from(billsProviders);
    expect(names.length).toBeGreaterThan(0);
    for (const { name } of names) expect(body).not.toContain(name.toLowerCase());
    expect(body).not.toContain('provider');
  });

  it('keeps the answer for 30 seconds, then reads the orders again', async () => {
    let clock = 1_000_000;
    const read = cachedNetworkStatus(ctx.database.db, { now: () => clock });
    const id = await packageId(ctx.database.db, 'waec');
    const ordersNow = async () =>
      (await read()).entries.find((entry) => entry.package_id === id)?.orders;
    expect(await ordersNow()).toBe(0);
    await ordersOf('waec', [delivered(5)]);
    clock += 29_999;
    expect(await ordersNow()).toBe(0);
    clock += 1;
    expect(await ordersNow()).toBe(1);
  });

  it('documents an example whose states and sentences follow the rules', () => {
    const example = OPERATION_EXAMPLES.getNetworkStatus?.answers?.[200] as { data: NetworkStatus };
    expect(example.data.entries.map((entry) => entry.state)).toEqual(
      expect.arrayContaining(['good', 'slow', 'failing', 'no_recent_orders']),
    );
    for (const entry of example.data.entries) {
      expect(networkState(entry)).toBe(entry.state);
      expect(networkStatusSentence(entry)).toBe(entry.summary);
    }
  });
});
