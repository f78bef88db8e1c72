import type { ConsoleOverview } from '@contract/api/console';
import { transactions } from '../../../db/schema';
import { signedInUser } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { packageId } from '../../../../test/purchases';
import { seedBalance } from '../../../../test/wallet';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
let counter = 0;

async function purchase(
  userId: number,
  pkg: number,
  status: 'confirmed' | 'failed' | 'pending',
  chargeKobo: number,
  faceKobo: number,
  createdAt: Date,
) {
  counter += 1;
  await ctx.database.db.insert(transactions).values({
    userId,
    txRef: `overview-${counter}-${Date.now()}`,
    categoryId: 2,
    packageId: pkg,
    kind: 'purchase',
    description: 'data',
    amountKobo: chargeKobo,
    upstreamAmountKobo: faceKobo,
    status,
    createdAt,
  });
}

/** today's money in and out by hand, in kobo */
const CARD_KOBO = 5_000_00;
const TRANSFER_KOBO = 10_000_00;
const BANK_CHARGE_KOBO = 30_00;
const MANUAL_CREDIT_KOBO = 200_00;

async function walletTransaction(userId: number, kind: string, amountKobo: number) {
  counter += 1;
  await ctx.database.db.insert(transactions).values({
    userId,
    txRef: `overview-money-${counter}-${Date.now()}`,
    kind,
    description: kind,
    amountKobo,
    status: 'confirmed',
  });
}

const overviewOf = async (headers: Record<string, string>) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/console/overview',
    headers,
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: ConsoleOverview }>(response).data;
};

describe('console overview', () => {
  it('sums sales and margin of delivered purchases only, failures and pending apart, money in and out per period', async () => {
    const customer = await signedInUser(ctx.app);
    await seedBalance(ctx.database.db, customer.id, 'wallet', 1_234.5);
    const sme = await packageId(ctx.database.db, 'mtn-data-sme');
    // today: two sales of ₦386 for a ₦400 plan (cost ₦388 with the 3% commission), one failure
    await purchase(customer.id, sme, 'confirmed', 38_600, 40_000, new Date());
    await purchase(customer.id, sme, 'confirmed', 38_600, 40_000, new Date());
    await purchase(customer.id, sme, 'failed', 38_600, 40_000, new Date());
    await purchase(customer.id, sme, 'pending', 38_600, 40_000, new Date());
    // five days ago: one sale of ₦1,000 for a ₦1,000 plan (cost ₦970)
    await purchase(customer.id, sme, 'confirmed', 100_000, 100_000, daysAgo(5));
    // forty days ago: outside every period
    await purchase(customer.id, sme, 'confirmed', 100_000, 100_000, daysAgo(40));
    // today: ₦5,000 by card, ₦10,000 by transfer with a ₦30 charge, a ₦200 manual credit
    await walletTransaction(customer.id, 'card_funding', CARD_KOBO);
    await walletTransaction(customer.id, 'bank_funding', TRANSFER_KOBO);
    await walletTransaction(customer.id, 'bank_charge', BANK_CHARGE_KOBO);
    await walletTransaction(customer.id, 'manual_credit', MANUAL_CREDIT_KOBO);

    const owner = await signedInStaff(ctx.app, 'owner');
    const overview = await overviewOf(owner.headers);
    const business = overview.business;
    if (!business) throw new Error('an owner gets the money figures');
    const [today, week, month] = business.periods;
    expect(today).toMatchObject({
      period: 'today',
      sales: { count: 2, value: 772 },
      margin: -4,
      failure_rate: 33.33,
      not_delivered: { failed: { count: 1, value: 386 }, pending: { count: 1, value: 386 } },
      money_in: {
        card: { count: 1, value: 5_000 },
        transfers: { count: 1, value: 10_000 },
        bank_charges: { count: 1, value: 30 },
      },
      manual_credits: { count: 1, value: 200 },
      referral_commissions: 0,
    });
    // by service adds up to sales: the failed and pending purchases are not in it
    expect(today?.by_service).toEqual([{ key: 'Data', count: 2, value: 772 }]);
    expect(today?.by_status).toEqual(
      expect.arrayContaining([
        { key: 'confirmed', count: 2, value: 772 },
        { key: 'failed', count: 1, value: 386 },
        { key: 'pending', count: 1, value: 386 },
      ]),
    );
    expect(week).toMatchObject({ sales: { count: 3, value: 1772 }, margin: 26 });
    expect(week?.by_service).toEqual([{ key: 'Data', count: 3, value: 1772 }]);
    expect(month?.sales.count).toBe(3);
    expect(today?.new_users).toBeGreaterThanOrEqual(2);
    expect(business.pending).toBe(1);
    expect(business.wallet_liabilities).toEqual({ wallets: 1_234.5, bonuses: 0 });
    expect(business.provider_balance).toEqual(expect.any(Number));
    expect(business.daily_sales).toHaveLength(30);
    expect(business.daily_sales.at(-1)?.sales).toBe(772);
    expect(business.daily_sales.reduce((sum, day) => sum + day.sales, 0)).toBe(1772);
    expect(overview.queues).toMatchObject({ needs_attention: 0, conflicts: 0 });
  });

  it('answers support the queues only: no sales, margin, cost or provider balance', async () => {
    const support = await signedInStaff(ctx.app, 'support');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/console/overview',
      headers: support.headers,
    });
    expect(response.statusCode).toBe(200);
    const overview = json<{ data: ConsoleOverview }>(response).data;
    expect(Object.keys(overview)).toEqual(['queues']);
    expect(Object.keys(overview.queues).sort()).toEqual([
      'airtime_to_cash',
      'conflicts',
      'needs_attention',
      'webhook_backlog',
      'webhook_failed',
    ]);
    expect(response.body).not.toMatch(/margin|sales|cost|provider_balance|wallet_liabilities/);
  });
});
