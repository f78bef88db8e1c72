import type { LedgerCheckResult, ProviderFloat, ReconciliationDay } from '@contract/api/console';
import { eq } from 'drizzle-orm';
import { transactions, users } from '../../../db/schema';
import { signedInUser } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { packageId } from '../../../../test/purchases';
import { DEFAULT_CONSOLE_CONFIG } from '../../../console-config';
import {
  lagosDay,
  providerBalances,
  recordProviderBalanceIfDue,
} from '../../reconciliation/provider-balances';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;
const LOW_NAIRA = 20_000;

beforeAll(async () => {
  ctx = await startTestApp({
    console: { ...DEFAULT_CONSOLE_CONFIG, providerLowBalanceKobo: LOW_NAIRA * 100 },
  });
  owner = await signedInStaff(ctx.app, 'owner');
  support = await signedInStaff(ctx.app, 'support');
});
afterAll(() => ctx.close());

const db = () => ctx.app.db;
const get = (url: string, staff = owner) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/console${url}`, headers: staff.headers });

/** A Lagos day long past, so nothing else a test does lands in it. */
const DAY = '2026-03-10';
const at = (time: string) => new Date(`${DAY}T${time}+01:00`);

describe('reconciliation of a day', () => {
  it("sets our delivered cost against the provider's balance movement, and our funding against the simulator's", async () => {
    const customer = await signedInUser(ctx.app);
    const sme = await packageId(db(), 'mtn-data-sme');
    const values = (status: 'confirmed' | 'failed', createdAt: Date, n: number) => ({
      userId: customer.id,
      txRef: `recon-${n}-${Date.now()}`,
      categoryId: 2,
      packageId: sme,
      kind: 'purchase',
      description: 'data',
      amountKobo: 38_600,
      upstreamAmountKobo: 40_000,
      status,
      createdAt,
    });
    // two delivered ₦400 plans (cost ₦388 each with the 3% commission), one failed, one the day after
    await db()
      .insert(transactions)
      .values([
        values('confirmed', at('09:00:00'), 1),
        values('confirmed', at('15:00:00'), 2),
        values('failed', at('16:00:00'), 3),
        values('confirmed', new Date(at('23:30:00').getTime() + 3_600_000), 4),
      ]);
    await db()
      .insert(transactions)
      .values({
        userId: customer.id,
        txRef: `recon-card-${Date.now()}`,
        kind: 'card_funding',
        description: 'card',
        amountKobo: 250_000,
        status: 'confirmed',
        createdAt: at('10:00:00'),
      });
    // the balance job's records: at the day's start, during it, and at the next day's start
    await db()
      .insert(providerBalances)
      .values([
        { provider: 'vtpass', balanceKobo: 10_000_000, recordedAt: at('00:00:05') },
        { provider: 'vtpass', balanceKobo: 9_800_000, recordedAt: at('12:00:00') },
        {
          provider: 'vtpass',
          balanceKobo: 9_922_400,
          recordedAt: new Date(at('00:00:05').getTime() + 86_400_000),
        },
      ]);

    const response = await get(`/reconciliation?day=${DAY}`);
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: ReconciliationDay }>(response);
    expect(data.day).toBe(DAY);
    expect(data.providers).toEqual([
      {
        provider: 'VTpass',
        delivered_count: 2,
        delivered_cost: 776,
        opening: { balance: 100_000, recorded_at: at('00:00:05').toISOString() },
        closing: {
          balance: 99_224,
          recorded_at: new Date(at('00:00:05').getTime() + 86_400_000).toISOString(),
        },
        balance_movement: 776,
        difference: 0,
      },
    ]);
    expect(data.funding.card).toEqual({ count: 1, credited: 2_500, provider: 0 });
    expect(data.funding.provider_source).toMatch(/simulator/);
  });

  it('is for owners only', async () => {
    const response = await get(`/reconciliation?day=${DAY}`, support);
    expect(response.statusCode).toBe(403);
  });

  it('runs the ledger check on demand and reports a balance that does not match its entries', async () => {
    const clean = json<{ data: LedgerCheckResult }>(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/console/reconciliation/ledger-check',
        headers: owner.headers,
      }),
    ).data;
    expect(clean.mismatches).toEqual([]);
    expect(clean.users_checked).toBeGreaterThanOrEqual(2);

    const broken = await signedInUser(ctx.app);
    await db().update(users).set({ walletBalanceKobo: 12_345 }).where(eq(users.id, broken.id));
    const found = json<{ data: LedgerCheckResult }>(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/console/reconciliation/ledger-check',
        headers: owner.headers,
      }),
    ).data;
    expect(found.mismatches).toEqual([
      { user_id: broken.id, wallet_balance: 123.45, wallet_entries: 0, bonus: 0, bonus_entries: 0 },
    ]);
  });
});

describe('the provider balance job and the low-float flag', () => {
  it('records the balance when due (15 minutes, or a new Lagos day) and flags a float below PROVIDER_LOW_BALANCE', async () => {
    const balance = { naira: 25_000, balance: async () => balance.naira };
    const noon = new Date('2026-05-01T11:00:00Z');
    await db().delete(providerBalances);
    expect(await recordProviderBalanceIfDue(db(), balance, noon)).toBe(1);
    expect(await recordProviderBalanceIfDue(db(), balance, new Date(noon.getTime() + 60_000))).toBe(
      0,
    );
    // 22:59:59 UTC is 23:59:59 in Lagos; a minute later it is the next Lagos day
    const beforeMidnight = new Date('2026-05-01T22:59:00Z');
    expect(await recordProviderBalanceIfDue(db(), balance, beforeMidnight)).toBe(1);
    const afterMidnight = new Date('2026-05-01T23:00:30Z');
    expect(lagosDay(afterMidnight)).toBe('2026-05-02');
    balance.naira = 19_999.5;
    expect(await recordProviderBalanceIfDue(db(), balance, afterMidnight)).toBe(1);

    const forOwner = json<{ data: ProviderFloat }>(await get('/provider-float')).data;
    expect(forOwner).toEqual({
      low: true,
      balance: 19_999.5,
      threshold: LOW_NAIRA,
      recorded_at: afterMidnight.toISOString(),
      low_providers: ['vtpass'],
    });
    // support is warned, without the figure
    expect(json<{ data: ProviderFloat }>(await get('/provider-float', support)).data).toEqual({
      low: true,
    });

    balance.naira = 20_000;
    expect(
      await recordProviderBalanceIfDue(db(), balance, new Date(afterMidnight.getTime() + 900_000)),
    ).toBe(1);
    expect(json<{ data: ProviderFloat }>(await get('/provider-float', support)).data).toEqual({
      low: false,
    });
  });

  it("reads the VTpass simulator's balance through the client", async () => {
    await db().delete(providerBalances);
    expect(await recordProviderBalanceIfDue(db(), ctx.app.bills)).toBe(1);
    const [row] = await db().select().from(providerBalances);
    expect(row?.balanceKobo).toBeGreaterThan(0);
  });
});
