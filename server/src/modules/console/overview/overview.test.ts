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

describe('console overview', () => {
  it('sums sales, margin, failures and liabilities per period, for owner and support alike', async () => {
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

    const support = await signedInStaff(ctx.app, 'support');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/console/overview',
      headers: support.headers,
    });
    expect(response.statusCode).toBe(200);
    const overview = json<{ data: ConsoleOverview }>(response).data;
    const [today, week, month] = overview.periods;
    expect(today).toMatchObject({
      period: 'today',
      sales: { count: 2, value: 772 },
      margin: -4,
      failure_rate: 33.33,
    });
    expect(today?.by_status).toEqual(
      expect.arrayContaining([
        { key: 'confirmed', count: 2, value: 772 },
        { key: 'failed', count: 1, value: 386 },
        { key: 'pending', count: 1, value: 386 },
      ]),
    );
    expect(today?.by_service).toEqual([{ key: 'Data', count: 4, value: 1544 }]);
    expect(week).toMatchObject({ sales: { count: 3, value: 1772 }, margin: 26 });
    expect(month?.sales.count).toBe(3);
    expect(today?.new_users).toBeGreaterThanOrEqual(2);
    expect(overview.pending).toBe(1);
    expect(overview.wallet_liabilities).toEqual({ wallets: 1_234.5, bonuses: 0 });
    expect(overview.provider_balance).toEqual(expect.any(Number));
    expect(overview.daily_sales).toHaveLength(30);
    expect(overview.daily_sales.at(-1)?.sales).toBe(772);
    expect(overview.daily_sales.reduce((sum, day) => sum + day.sales, 0)).toBe(1772);
  });
});
