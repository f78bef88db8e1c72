import type { ConsoleOverview, Trends } from '@contract/api/console';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import { ledgerEntries, transactions } from '../../../db/schema';
import { AIRTIME_TO_CASH_KIND, reviewAirtimeToCash } from '../../airtime-to-cash/review';
import { signedInUser } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { createVirtualAccount, newPaymentLink, submitCheckout } from '../../../../test/payments';
import { verifyUser } from '../../../../test/kyc';
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
  status: 'confirmed' | 'failed' | 'reversed' | 'pending',
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

/** A confirmed airtime-to-cash request whose payout was credited at `at`. */
async function airtimeToCashPaid(userId: number, payoutKobo: number, at: Date) {
  counter += 1;
  const [row] = await ctx.database.db
    .insert(transactions)
    .values({
      userId,
      txRef: `overview-a2c-${counter}-${Date.now()}`,
      kind: AIRTIME_TO_CASH_KIND,
      description: 'airtime to cash',
      amountKobo: payoutKobo,
      status: 'pending',
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('no request');
  await reviewAirtimeToCash({ db: ctx.database.db }, row.txRef, 'owner@test', {
    action: 'confirm',
  });
  await ctx.database.db
    .update(ledgerEntries)
    .set({ createdAt: at })
    .where(eq(ledgerEntries.transactionId, row.id));
}

/** The same figures read straight from the tables, for the Lagos days from `from` to today. */
async function tablesSince(from: string) {
  const since = sql`(${from}::date)::timestamp AT TIME ZONE 'Africa/Lagos'`;
  const [sales] = rowsOf<Record<string, unknown>>(
    await ctx.database.db.execute(sql`
      SELECT count(*) FILTER (WHERE status IN ('failed', 'reversed'))::int AS failed,
        coalesce(sum(amount_kobo) FILTER (WHERE status IN ('failed', 'reversed')), 0)::float8
          AS failed_kobo,
        count(*) FILTER (WHERE status = 'reversed')::int AS reversed,
        count(*) FILTER (WHERE status = 'confirmed')::int AS delivered,
        count(*)::int AS purchases
      FROM transactions WHERE kind IN ('purchase', 'sms') AND created_at >= ${since}`),
  );
  const [payouts] = rowsOf<Record<string, unknown>>(
    await ctx.database.db.execute(sql`
      SELECT count(*)::int AS count, coalesce(sum(amount_kobo), 0)::float8 AS kobo
      FROM ledger_entries WHERE kind = 'airtime_to_cash' AND created_at >= ${since}`),
  );
  return {
    failed: Number(sales?.failed),
    failedValue: Number(sales?.failed_kobo) / 100,
    reversed: Number(sales?.reversed),
    delivered: Number(sales?.delivered),
    purchases: Number(sales?.purchases),
    payouts: Number(payouts?.count),
    payoutValue: Number(payouts?.kobo) / 100,
  };
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
      not_delivered: {
        failed: { count: 1, value: 386, reversed: 0 },
        pending: { count: 1, value: 386 },
      },
      money_in: {
        card: { count: 1, value: 5_000 },
        transfers: { count: 1, value: 10_000 },
        bank_charges: { count: 1, value: 30 },
      },
      manual_credits: { count: 1, value: 200 },
      airtime_to_cash: { count: 0, value: 0 },
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

  it('uses one definition of failed on every card and breakdown, shows airtime-to-cash payouts, and adds up to the tables', async () => {
    const customer = await signedInUser(ctx.app);
    const sme = await packageId(ctx.database.db, 'mtn-data-sme');
    // a purchase refused before delivery and one reversed after it: both failed, both refunded
    await purchase(customer.id, sme, 'failed', 38_600, 40_000, new Date());
    await purchase(customer.id, sme, 'reversed', 38_600, 40_000, new Date());
    await purchase(customer.id, sme, 'reversed', 38_600, 40_000, daysAgo(3));
    // an airtime-to-cash payout of ₦8,000 credited today, and one of ₦4,000 six days ago
    await airtimeToCashPaid(customer.id, 800_000, new Date());
    await airtimeToCashPaid(customer.id, 400_000, daysAgo(6));

    const owner = await signedInStaff(ctx.app, 'owner');
    const business = (await overviewOf(owner.headers)).business;
    if (!business) throw new Error('an owner gets the money figures');
    for (const period of business.periods) {
      const truth = await tablesSince(period.from);
      // the failed card, the failed row of the breakdown and the rate count the same purchases
      expect(period.not_delivered.failed).toEqual({
        count: truth.failed,
        value: truth.failedValue,
        reversed: truth.reversed,
      });
      const failedRow = period.by_status.find((row) => row.key === 'failed');
      expect(failedRow?.count ?? 0).toBe(truth.failed);
      expect(period.by_status.some((row) => row.key === 'reversed')).toBe(false);
      expect(period.by_status.reduce((sum, row) => sum + row.count, 0)).toBe(truth.purchases);
      expect(period.failure_rate).toBe(
        Math.round((truth.failed / (truth.failed + truth.delivered)) * 10_000) / 100,
      );
      expect(period.sales.count).toBe(truth.delivered);
      expect(period.airtime_to_cash).toEqual({ count: truth.payouts, value: truth.payoutValue });
    }
    const [today, week] = business.periods;
    expect(today?.airtime_to_cash.value).toBeGreaterThanOrEqual(8_000);
    expect(week?.airtime_to_cash.value).toBeGreaterThanOrEqual(12_000);
    expect(today?.not_delivered.failed.reversed).toBeGreaterThanOrEqual(1);
  });

  it('shows card funding, transfers and bank charges per payments provider, adding up to the totals and to the tables', async () => {
    const customer = await signedInUser(ctx.app);
    const prefer = (provider: 'monnify' | 'paystack') =>
      ctx.database.db.execute(
        sql`UPDATE payment_provider_settings SET preferred = (provider = ${provider})`,
      );
    // ₦1,000 by card through Paystack, ₦2,000 through Monnify
    await prefer('paystack');
    const byPaystack = await newPaymentLink(ctx.app, customer.token, 1000);
    await submitCheckout(ctx.app, byPaystack.checkoutUrl, 'pay');
    await prefer('monnify');
    const byMonnify = await newPaymentLink(ctx.app, customer.token, 2000);
    await submitCheckout(ctx.app, byMonnify.checkoutUrl, 'pay');
    // ₦50,000 into a Paystack dedicated account (issued to a verified customer): 1% capped at
    // ₦300 kept
    await verifyUser(ctx.app, customer.token);
    const opened = await createVirtualAccount(ctx.app, customer.token, {
      bank_name: 'paystack',
      account_name: 'Ada Obi',
    });
    expect(opened.statusCode).toBe(200);
    const [account] = rowsOf<{ account_number: string }>(
      await ctx.database.db.execute(
        sql`SELECT account_number FROM virtual_accounts WHERE user_id = ${customer.id}`,
      ),
    );
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/simulator/paystack/bank-transfer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        account_number: account?.account_number ?? '',
        amount: '50000',
      }).toString(),
    });
    expect(sent.statusCode).toBe(303);

    const owner = await signedInStaff(ctx.app, 'owner');
    const business = (await overviewOf(owner.headers)).business;
    if (!business) throw new Error('an owner gets the money figures');
    for (const period of business.periods) {
      const { money_in: moneyIn } = period;
      expect(moneyIn.by_provider.map((row) => row.provider)).toEqual(['monnify', 'paystack']);
      for (const kind of ['card', 'transfers', 'bank_charges'] as const) {
        const count = moneyIn.by_provider.reduce((sum, row) => sum + row[kind].count, 0);
        const value = moneyIn.by_provider.reduce((sum, row) => sum + row[kind].value, 0);
        expect({ kind, count, value }).toEqual({
          kind,
          count: moneyIn[kind].count,
          value: moneyIn[kind].value,
        });
      }
    }
    const today = business.periods[0];
    // Paystack's today, read another way: the wallet entries that carry its reference prefix
    const [ledger] = rowsOf<Record<string, unknown>>(
      await ctx.database.db.execute(sql`
        SELECT
          count(*) FILTER (WHERE kind = 'card_funding')::int AS cards,
          coalesce(sum(amount_kobo) FILTER (WHERE kind = 'card_funding'), 0)::float8 AS card_kobo,
          coalesce(sum(amount_kobo) FILTER (WHERE kind = 'bank_funding'), 0)::float8 AS transfer_kobo,
          coalesce(-sum(amount_kobo) FILTER (WHERE kind = 'bank_charge'), 0)::float8 AS charge_kobo
        FROM ledger_entries
        WHERE account = 'wallet' AND reference LIKE 'paystack:%'
          AND created_at >= date_trunc('day', now() AT TIME ZONE 'Africa/Lagos')
            AT TIME ZONE 'Africa/Lagos'`),
    );
    const paystack = today?.money_in.by_provider.find((row) => row.provider === 'paystack');
    expect(paystack).toEqual({
      provider: 'paystack',
      card: { count: Number(ledger?.cards), value: Number(ledger?.card_kobo) / 100 },
      transfers: { count: 1, value: Number(ledger?.transfer_kobo) / 100 },
      bank_charges: { count: 1, value: Number(ledger?.charge_kobo) / 100 },
    });
    expect(paystack).toMatchObject({
      card: { count: 1, value: 1_000 },
      transfers: { value: 50_000 },
      bank_charges: { value: 300 },
    });
    // the card payments by the provider the payments table records
    const cards = rowsOf<{ provider: string; count: number; kobo: number }>(
      await ctx.database.db.execute(sql`
        SELECT p.provider, count(*)::int AS count, sum(t.amount_kobo)::float8 AS kobo
        FROM payments p JOIN transactions t ON t.id = p.transaction_id
        WHERE t.status = 'confirmed' AND t.user_id = ${customer.id}
        GROUP BY 1 ORDER BY 1`),
    );
    expect(cards.map((row) => [row.provider, Number(row.count), Number(row.kobo)])).toEqual([
      ['monnify', 1, 200_000],
      ['paystack', 1, 100_000],
    ]);

    // the chart's day: the same split, adding up to the day's card and transfer funding
    const trends = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/console/overview/trends?range=today',
      headers: owner.headers,
    });
    const [day] = json<{ data: Trends }>(trends).data.days;
    expect(day?.funding_by_provider.find((row) => row.provider === 'paystack')).toEqual({
      provider: 'paystack',
      card: paystack?.card.value,
      transfers: paystack?.transfers.value,
    });
    const sum = (kind: 'card' | 'transfers') =>
      day?.funding_by_provider.reduce((total, row) => total + row[kind], 0);
    expect(sum('card')).toBe(day?.card_funding);
    expect(sum('transfers')).toBe(day?.transfers);
    expect(day?.card_funding).toBe(today?.money_in.card.value);
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
      'problem_reports',
      'problem_reports_overdue',
      'webhook_backlog',
      'webhook_failed',
    ]);
    expect(response.body).not.toMatch(/margin|sales|cost|provider_balance|wallet_liabilities/);
  });
});
