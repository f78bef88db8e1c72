import type { ConsoleOverview, Trends } from '@contract/api/console';
import { desc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import { ledgerEntries, transactions } from '../../../db/schema';
import { signedInUser } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { packageId } from '../../../../test/purchases';
import { seedBalance } from '../../../../test/wallet';

let ctx: TestContext;
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInStaff(ctx.app, 'owner');
});
afterAll(() => ctx.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
let counter = 0;

interface Sale {
  status: 'confirmed' | 'failed' | 'reversed' | 'pending';
  chargeKobo: number;
  faceKobo: number;
  at: Date;
  provider: string;
  serviceId: string;
}

async function purchase(userId: number, pkg: number, sale: Sale) {
  counter += 1;
  await ctx.database.db.insert(transactions).values({
    userId,
    txRef: `trends-${counter}-${Date.now()}`,
    categoryId: 2,
    packageId: pkg,
    kind: 'purchase',
    description: 'data',
    amountKobo: sale.chargeKobo,
    upstreamAmountKobo: sale.faceKobo,
    status: sale.status,
    createdAt: sale.at,
    provider: sale.provider,
    serviceId: sale.serviceId,
  });
}

async function get<T>(url: string, headers = owner.headers) {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: json<{ data: T; error?: unknown }>(response) };
}

async function trendsOf(query: string) {
  const { status, body } = await get<Trends>(`/api/v1/console/overview/trends?${query}`);
  expect(status).toBe(200);
  return body.data;
}

const sum = (values: readonly (number | null)[]) =>
  Math.round(values.reduce<number>((total, value) => total + (value ?? 0), 0) * 100) / 100;

/** Delivered sales and provider cost straight from the tables, Lagos days from `from` to `to`. */
async function tableFigures(from: string, to: string) {
  const [row] = rowsOf<Record<string, unknown>>(
    await ctx.database.db.execute(sql`
      SELECT count(*) FILTER (WHERE t.status = 'confirmed')::int AS delivered,
        coalesce(sum(t.amount_kobo) FILTER (WHERE t.status = 'confirmed'), 0)::float8 AS sales_kobo,
        coalesce(sum(t.upstream_amount_kobo
          - round(t.upstream_amount_kobo * p.provider_commission_bp / 10000.0))
          FILTER (WHERE t.status = 'confirmed' AND t.provider = 'clubkonnect'), 0)::float8
          AS clubkonnect_cost_kobo
      FROM transactions t LEFT JOIN packages p ON p.id = t.package_id
      WHERE t.kind IN ('purchase', 'sms')
        AND t.created_at >= (${from}::date)::timestamp AT TIME ZONE 'Africa/Lagos'
        AND t.created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'Africa/Lagos'`),
  );
  return {
    delivered: Number(row?.delivered),
    sales: Number(row?.sales_kobo) / 100,
    clubkonnectCost: Number(row?.clubkonnect_cost_kobo) / 100,
  };
}

describe('the console trends', () => {
  beforeAll(async () => {
    const customer = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const sme = await packageId(ctx.database.db, 'mtn-data-sme');
    const mtn = { serviceId: 'mtn-data', faceKobo: 40_000, chargeKobo: 38_600 };
    const glo = { serviceId: 'glo-data', faceKobo: 100_000, chargeKobo: 100_000 };
    // today: two MTN sales through VTpass, one MTN failure through ClubKonnect, one pending
    await purchase(customer.id, sme, {
      ...mtn,
      status: 'confirmed',
      at: new Date(),
      provider: 'vtpass',
    });
    await purchase(other.id, sme, {
      ...mtn,
      status: 'confirmed',
      at: new Date(),
      provider: 'vtpass',
    });
    await purchase(customer.id, sme, {
      ...mtn,
      status: 'failed',
      at: new Date(),
      provider: 'clubkonnect',
    });
    await purchase(customer.id, sme, {
      ...mtn,
      status: 'pending',
      at: new Date(),
      provider: 'vtpass',
    });
    // five days ago: a GLO sale and a reversed GLO sale through ClubKonnect
    await purchase(customer.id, sme, {
      ...glo,
      status: 'confirmed',
      at: daysAgo(5),
      provider: 'clubkonnect',
    });
    await purchase(customer.id, sme, {
      ...glo,
      status: 'reversed',
      at: daysAgo(5),
      provider: 'clubkonnect',
    });
    // sixty days ago: in 90 days, not in 30
    await purchase(customer.id, sme, {
      ...glo,
      status: 'confirmed',
      at: daysAgo(60),
      provider: 'clubkonnect',
    });
    await seedBalance(ctx.database.db, customer.id, 'wallet', 2_500);
  });

  it('adds up to the overview cards for the same days, and to the tables', async () => {
    const overview = (await get<ConsoleOverview>('/api/v1/console/overview')).body.data;
    const business = overview.business;
    if (!business) throw new Error('an owner gets the money figures');
    for (const [range, period] of [
      ['today', 'today'],
      ['7d', '7d'],
      ['30d', '30d'],
    ] as const) {
      const trends = await trendsOf(`range=${range}`);
      const card = business.periods.find((item) => item.period === period);
      if (!card) throw new Error(`no ${period} card`);
      expect(trends.from).toBe(card.from);
      expect(sum(trends.days.map((day) => day.sales))).toBe(card.sales.value);
      expect(sum(trends.days.map((day) => day.margin))).toBe(card.margin);
      expect(sum(trends.days.map((day) => day.delivered))).toBe(card.sales.count);
      expect(sum(trends.days.map((day) => day.failed))).toBe(card.not_delivered.failed.count);
      expect(sum(trends.days.map((day) => day.new_customers))).toBe(card.new_users);
      expect(sum(trends.days.map((day) => day.card_funding))).toBe(card.money_in.card.value);
      expect(sum(trends.days.map((day) => day.transfers))).toBe(card.money_in.transfers.value);
      expect(trends.services.map(({ key, total }) => ({ key, total }))).toEqual(
        card.by_service.map(({ key, value }) => ({ key, total: value })),
      );
      for (const service of trends.services) expect(sum(service.values)).toBe(service.total);

      const truth = await tableFigures(trends.from, trends.to);
      expect(sum(trends.days.map((day) => day.sales))).toBe(truth.sales);
      expect(sum(trends.days.map((day) => day.delivered))).toBe(truth.delivered);
      const clubkonnect = trends.providers.find((item) => item.provider === 'clubkonnect');
      expect(clubkonnect?.spend ?? 0).toBe(truth.clubkonnectCost);
    }
    const month = await trendsOf('range=30d');
    expect(month.days.map((day) => day.date)).toEqual(business.daily_sales.map((day) => day.date));
    expect(month.days.map((day) => day.sales)).toEqual(
      business.daily_sales.map((day) => day.sales),
    );
  });

  it('rates each provider and network, and counts active customers once over the range', async () => {
    const week = await trendsOf('range=7d');
    expect(week.days).toHaveLength(7);
    const today = week.days.at(-1);
    // two delivered, one failed today (the pending one is neither)
    expect(today).toMatchObject({ delivered: 2, failed: 1, failure_rate: 33.33 });
    expect(today?.active_customers).toBe(2);
    const vtpass = week.providers.find((item) => item.provider === 'vtpass');
    expect(vtpass).toMatchObject({ delivered: 2, failed: 0, success_rate: 100 });
    // ₦400 face value less VTpass's 3% commission, twice
    expect(vtpass?.spend).toBe(776);
    expect(vtpass?.spend_by_day.at(-1)).toBe(776);
    const clubkonnect = week.providers.find((item) => item.provider === 'clubkonnect');
    expect(clubkonnect).toMatchObject({ delivered: 1, failed: 2, success_rate: 33.33 });
    expect(clubkonnect?.success_by_day.at(-1)).toBe(0);
    expect(clubkonnect?.success_by_day.at(-6)).toBe(50);
    expect(week.networks).toEqual([
      expect.objectContaining({ network: 'MTN', delivered: 2, failed: 1, failure_rate: 33.33 }),
      expect.objectContaining({ network: 'GLO', delivered: 1, failed: 1, failure_rate: 50 }),
    ]);
    expect(week.networks[0]?.failure_by_day.slice(0, 6)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    // two customers bought today, one of them five days ago too
    expect(week.active_customers).toBe(2);

    const quarter = await trendsOf('range=90d');
    expect(quarter.days).toHaveLength(90);
    expect(sum(quarter.days.map((day) => day.delivered))).toBe(4);
  });

  it("draws liabilities as each day's closing balances: today's are the wallets and bonuses now", async () => {
    const customer = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, customer.id, 'wallet', 1_000);
    const [entry] = await ctx.database.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, customer.id))
      .orderBy(desc(ledgerEntries.id))
      .limit(1);
    if (!entry) throw new Error('no entry');
    await ctx.database.db
      .update(ledgerEntries)
      .set({ createdAt: daysAgo(2) })
      .where(eq(ledgerEntries.id, entry.id));

    const week = await trendsOf('range=7d');
    const [now] = rowsOf<{ kobo: number }>(
      await ctx.database.db.execute(
        sql`SELECT sum(wallet_balance_kobo + bonus_kobo)::float8 AS kobo FROM users`,
      ),
    );
    expect(week.days.at(-1)?.liabilities).toBe(Number(now?.kobo) / 100);
    const [threeDaysAgo, twoDaysAgo] = week.days.slice(-4, -2);
    expect((twoDaysAgo?.liabilities ?? 0) - (threeDaysAgo?.liabilities ?? 0)).toBe(1_000);
  });

  it('takes a custom range of real days in order, at most a year, and refuses others with the field named', async () => {
    const month = await trendsOf('range=30d');
    const custom = await trendsOf(`range=custom&from=${month.from}&to=${month.to}`);
    expect(custom.days).toEqual(month.days);

    for (const [query, field] of [
      ['range=custom', 'from'],
      ['range=custom&from=2026-02-30&to=2026-03-02', 'from'],
      ['range=custom&from=2026-03-10&to=2026-03-02', 'to'],
      ['range=custom&from=2024-01-01&to=2026-03-02', 'from'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/console/overview/trends?${query}`,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(field);
    }
  });

  it('is for owners only', async () => {
    const support = await signedInStaff(ctx.app, 'support');
    const { status } = await get('/api/v1/console/overview/trends', support.headers);
    expect(status).toBe(403);
  });
});
