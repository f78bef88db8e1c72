import { eq, sql } from 'drizzle-orm';
import type { Package, Plan, PriceListItem } from '@contract/api';
import {
  categories,
  levels,
  notices,
  packageRates,
  packages,
  planPrices,
  plans,
  users,
} from '../../db/schema';
import { bearer, signedInUser } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { seedCatalogue } from './seed';
import { seedNotice } from './seed-data';

let ctx: TestContext;
let user: { id: number; token: string };
beforeAll(async () => {
  ctx = await startTestApp();
  user = await signedInUser(ctx.app);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const packagesOf = async (categoryId: number) =>
  json<{ data: Package[] }>(await get(`/api/v1/get-package/${categoryId}/`, bearer(user.token)))
    .data;
const setLevel = (levelId: number) =>
  ctx.database.db.update(users).set({ levelId }).where(eq(users.id, user.id));

describe('GET get-prices/', () => {
  it('lists airtime with four tier discounts and data with plan rows, without signing in', async () => {
    const response = await get('/api/v1/get-prices/');
    expect(response.statusCode).toBe(200);
    const list = json<{ data: PriceListItem[] }>(response).data;

    const airtime = list.find((item) => item.category.type === 'airtime');
    expect(airtime).toMatchObject({
      title: expect.any(String),
      image: expect.stringMatching(/^\/media\//),
    });
    expect(airtime?.products[0]).toEqual({
      amount1: expect.any(Number),
      amount2: expect.any(Number),
      amount3: expect.any(Number),
      amount4: expect.any(Number),
    });

    const data = list.find((item) => item.category.type === 'data');
    const rows = (data?.products[0] as { data: unknown[] } | undefined)?.data;
    expect(rows?.length).toBeGreaterThan(0);
    expect(rows?.[0]).toEqual({
      plan: expect.any(String),
      amount1: expect.any(Number),
      amount2: expect.any(Number),
      amount3: expect.any(Number),
      amount4: expect.any(Number),
    });
  });
});

describe('GET get-package/{categoryId}/', () => {
  it('needs a signed-in user', async () => {
    expect((await get('/api/v1/get-package/2/')).statusCode).toBe(401);
  });

  it('returns data packages with their network and plans priced for a normal user', async () => {
    const data = await packagesOf(2);
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((p) => p.network_type))).toEqual(
      new Set(['MTN', 'GLO', 'AIRTEL', '9MOBILE']),
    );
    const [first] = data;
    const plansOfFirst = first?.products as Plan[];
    expect(plansOfFirst[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      amount: expect.any(Number),
      code: expect.any(String),
    });

    const [normalPrice] = await ctx.database.db
      .select({ kobo: planPrices.priceKobo })
      .from(planPrices)
      .where(sql`${planPrices.planId} = ${plansOfFirst[0]?.id} and ${planPrices.levelId} = 1`);
    expect(plansOfFirst[0]?.amount).toBe((normalPrice?.kobo ?? 0) / 100);
  });

  it('prices plans lower or equal at the api level', async () => {
    const asNormal = await packagesOf(2);
    await setLevel(4);
    try {
      const asApi = await packagesOf(2);
      const apiAmount = new Map(
        asApi.flatMap((p) => (p.products as Plan[]).map((plan) => [plan.id, plan.amount])),
      );
      let cheaper = 0;
      for (const plan of asNormal.flatMap((p) => p.products as Plan[])) {
        const amount = apiAmount.get(plan.id);
        expect(amount).toBeLessThanOrEqual(plan.amount);
        if ((amount ?? 0) < plan.amount) cheaper += 1;
      }
      expect(cheaper).toBeGreaterThan(0);
    } finally {
      await setLevel(1);
    }
  });

  it('gives airtime a discount percentage, larger at the api level', async () => {
    const normal = await packagesOf(1);
    expect(normal.map((p) => p.title)).toEqual(
      expect.arrayContaining(['MTN', 'GLO', 'AIRTEL', '9MOBILE']),
    );
    for (const pkg of normal) expect(pkg.products).toEqual({ discount: expect.any(Number) });
    await setLevel(4);
    try {
      const api = await packagesOf(1);
      for (const pkg of normal) {
        const mine = api.find((p) => p.id === pkg.id)?.products as { discount: number };
        expect(mine.discount).toBeGreaterThanOrEqual(
          (pkg.products as { discount: number }).discount,
        );
      }
    } finally {
      await setLevel(1);
    }
  });

  it('answers an unknown category with an empty list and a bad id with 400', async () => {
    expect(await packagesOf(999)).toEqual([]);
    expect((await get('/api/v1/get-package/abc/', bearer(user.token))).statusCode).toBe(400);
  });
});

describe('GET get-notification/', () => {
  it('returns the seeded notice to a signed-in user', async () => {
    expect((await get('/api/v1/get-notification/')).statusCode).toBe(401);
    const response = await get('/api/v1/get-notification/', bearer(user.token));
    expect(response.statusCode).toBe(200);
    expect(json<{ data: string }>(response).data).toBe(seedNotice);
  });
});

describe('seedCatalogue', () => {
  it('adds no rows when run again', async () => {
    const db = ctx.database.db;
    const counts = async () => {
      const tables = [levels, categories, packages, packageRates, plans, planPrices, notices];
      return Promise.all(
        tables.map(
          async (table) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n,
        ),
      );
    };
    const before = await counts();
    expect(before.every((n) => (n ?? 0) > 0)).toBe(true);
    await seedCatalogue(db);
    await seedCatalogue(db);
    expect(await counts()).toEqual(before);
  });
});
