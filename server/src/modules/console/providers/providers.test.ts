import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ConsoleBillsProvider, ProviderFloat } from '@contract/api/console';
import { staffAudit, transactions } from '../../../db/schema';
import type { ErrorBody } from '../../../../test/accounts';
import { signedInUser } from '../../../../test/accounts';
import {
  addProviderLikeVtpass,
  faultyProvider,
  withoutSeededClubKonnect,
} from '../../../../test/bills-providers';
import { signedInStaff } from '../../../../test/console';
import { testConfig } from '../../../config';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { packageId, SANDBOX } from '../../../../test/purchases';
import { seedBalance } from '../../../../test/wallet';
import { billsProviders } from '../../purchases/bills-providers';
import { placePurchase } from '../../purchases/engine';
import { quoteAirtime } from '../../../services/airtime/quote';
import { providerBalances } from '../../reconciliation/provider-balances';
import { recordBillsBalancesIfDue } from '../../reconciliation/provider-balances';
import { lagosDayStart, readProviders } from './list';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;
const db = () => ctx.database.db;
const LOW_KOBO = 50_000 * 100;

beforeAll(async () => {
  ctx = await startTestApp({
    clubkonnect: { ...testConfig().clubkonnect, enabled: false },
  });
  await withoutSeededClubKonnect(db());
  owner = await signedInStaff(ctx.app, 'owner');
  support = await signedInStaff(ctx.app, 'support');
  // a second provider selling everything VTpass sells, dearer: VTpass is routed first
  await addProviderLikeVtpass(db(), 'second', {
    priority: 20,
    planCostPercent: 105,
    extraCommissionBp: -50,
  });
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url: `/api/v1/console${url}`, headers, payload });
const list = async (headers = owner.headers) =>
  json<{ data: ConsoleBillsProvider[] }>(await call('GET', '/providers', headers)).data;
const byName = async (name: string) => (await list()).find((row) => row.name === name)!;
const auditOf = (action: string) =>
  db().select().from(staffAudit).where(eq(staffAudit.action, action));

/** A purchase row to hang upstream calls on. */
async function purchaseId(): Promise<number> {
  const user = await signedInUser(ctx.app);
  const [row] = await db()
    .insert(transactions)
    .values({
      userId: user.id,
      txRef: `T-${randomUUID()}`,
      kind: 'purchase',
      amountKobo: 10_000,
      initialBalanceKobo: 10_000,
      newBalanceKobo: 0,
      status: 'confirmed',
    } as typeof transactions.$inferInsert)
    .returning({ id: transactions.id });
  return row!.id;
}

describe('console providers: the list', () => {
  it("shows each provider's last balance, health, and today's success rate and p95 from its pay calls", async () => {
    const now = new Date('2026-06-10T12:00:00Z');
    const today = lagosDayStart(now);
    expect(today.toISOString()).toBe('2026-06-09T23:00:00.000Z');
    const tx = await purchaseId();
    const calls: Array<[string, string, string, number, Date]> = [];
    // vtpass today: 20 pay calls, 18 delivered, durations 100..2000 ms; p95 is the 19th: 1900
    for (let i = 1; i <= 20; i += 1)
      calls.push(['vtpass', 'pay', i <= 18 ? 'delivered' : 'failed', i * 100, today]);
    // not today's (yesterday in Lagos), and not pay calls: left out
    calls.push(['vtpass', 'pay', 'failed', 9_000, new Date(today.getTime() - 1000)]);
    calls.push(['vtpass', 'requery', 'failed', 9_000, today]);
    // second: one pay-resend delivered
    calls.push(['second', 'pay-resend', 'delivered', 700, now]);
    for (const [provider, operation, state, ms, at] of calls)
      await db().execute(sql`
        INSERT INTO upstream_calls (transaction_id, operation, state, duration_ms, created_at, provider)
        VALUES (${tx}, ${operation}, ${state}, ${ms}, ${at.toISOString()}::timestamptz, ${provider})`);

    await db().delete(providerBalances);
    const answers: Record<string, number> = { vtpass: 80_000, second: 49_999.99 };
    const registry = billsProviders({
      vtpass: { ...ctx.app.bills, balance: async () => answers.vtpass! },
      second: { ...ctx.app.bills, balance: async () => answers.second! },
    });
    expect(await recordBillsBalancesIfDue(db(), registry, () => {}, now)).toBe(2);
    // the breaker of second's data service is open
    await db().execute(sql`
      INSERT INTO bills_breakers (provider, service_id, failures, window_started_at, opened_at)
      VALUES ('second', 'mtn-data', 5, now(), now())`);

    // the low-float alert: support is told one is low, the owner which
    const float = async (headers: Record<string, string>) =>
      json<{ data: ProviderFloat }>(await call('GET', '/provider-float', headers)).data;
    expect(await float(support.headers)).toEqual({ low: true });
    expect(await float(owner.headers)).toMatchObject({ low: true, low_providers: ['second'] });

    const rows = await readProviders(db(), ['vtpass', 'second'], LOW_KOBO, now);
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'vtpass',
        status: 'up',
        balance: 80_000,
        balance_recorded_at: now.toISOString(),
        low_float: false,
        calls_today: 20,
        success_rate_today: 90,
        p95_ms_today: 1900,
      }),
      expect.objectContaining({
        name: 'second',
        status: 'degraded',
        open_breakers: ['mtn-data'],
        balance: 49_999.99,
        low_float: true,
        calls_today: 1,
        success_rate_today: 100,
        p95_ms_today: 700,
      }),
    ]);
    await db().execute(sql`DELETE FROM bills_breakers`);
  });

  it('records the other balances when one provider does not answer, and says which failed', async () => {
    await db().delete(providerBalances);
    const failed: string[] = [];
    const registry = billsProviders({
      vtpass: {
        ...ctx.app.bills,
        balance: async () => {
          throw new Error('down');
        },
      },
      second: { ...ctx.app.bills, balance: async () => 1_000 },
    });
    expect(await recordBillsBalancesIfDue(db(), registry, (name) => failed.push(name))).toBe(1);
    expect(failed).toEqual(['vtpass']);
  });

  it('lets support see the providers but change nothing (403, audited as refused)', async () => {
    expect((await list(support.headers)).map((row) => row.name)).toEqual(['vtpass', 'second']);
    const tries = [
      ['/providers/vtpass/enabled', { enabled: false, reason: 'testing' }],
      ['/providers/vtpass/priority', { priority: 1, reason: 'testing' }],
      ['/providers/vtpass/forced-down', { forced_down: true, reason: 'testing' }],
    ] as const;
    for (const [url, body] of tries) {
      const refused = await call('PUT', url, support.headers, body);
      expect(refused.statusCode).toBe(403);
      expect(json<ErrorBody>(refused).message).toMatch(/owner/i);
    }
    expect(await byName('vtpass')).toMatchObject({
      enabled: true,
      priority: 10,
      forced_down: false,
    });
    expect(await auditOf('refused.consoleSetProviderForcedDown')).toHaveLength(1);
  });
});

describe('console providers: the owner’s switches', () => {
  async function airtimeOrder() {
    const user = await signedInUser(ctx.app);
    await seedBalance(db(), user.id, 'wallet', 1_000);
    const quote = await quoteAirtime(
      { db: db(), providers: ctx.app.billsProviders },
      { userId: user.id },
      {
        phone_number: SANDBOX.success,
        amount: 100,
        package_id: await packageId(db(), 'mtn-airtime'),
      },
    );
    const vtpass = faultyProvider(ctx.app.bills);
    const second = faultyProvider(ctx.app.bills);
    const deps = { ...ctx.app.purchases, providers: billsProviders({ vtpass, second }) };
    await placePurchase(deps, user.id, { ...quote, dedupeKey: randomUUID() }, randomUUID());
    return { vtpass: vtpass.pays.length, second: second.pays.length };
  }

  it('forcing VTpass down with a reason sends the next order to the other provider; releasing it brings it back', async () => {
    expect(await airtimeOrder()).toEqual({ vtpass: 1, second: 0 });
    const forced = await call('PUT', '/providers/vtpass/forced-down', owner.headers, {
      forced_down: true,
      reason: '  VTpass outage notice  ',
    });
    expect(forced.statusCode).toBe(200);
    expect(json<{ data: ConsoleBillsProvider[] }>(forced).data[0]).toMatchObject({
      name: 'vtpass',
      forced_down: true,
      status: 'down',
    });
    expect(await airtimeOrder()).toEqual({ vtpass: 0, second: 1 });

    // asking again changes nothing and writes no second audit row
    await call('PUT', '/providers/vtpass/forced-down', owner.headers, {
      forced_down: true,
      reason: 'again',
    });
    const audits = await auditOf('provider.force_down');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      staffUserId: owner.id,
      subjectType: 'provider',
      subjectId: 'vtpass',
      reason: 'VTpass outage notice',
      before: { forced_down: false },
      after: { forced_down: true },
    });

    await call('PUT', '/providers/vtpass/forced-down', owner.headers, {
      forced_down: false,
      reason: 'VTpass is back',
    });
    expect(await byName('vtpass')).toMatchObject({ status: 'up', forced_down: false });
    expect(await auditOf('provider.release')).toHaveLength(1);
    expect(await airtimeOrder()).toEqual({ vtpass: 1, second: 0 });
  });

  it('a priority change decides ties: equal costs go to the lower priority', async () => {
    // second sells airtime at VTpass's commission: a tie, broken by priority
    await db().execute(sql`
      UPDATE bills_offers o SET commission_bp = v.commission_bp FROM bills_offers v
      WHERE o.provider = 'second' AND v.provider = 'vtpass' AND o.plan_id IS NULL
        AND v.plan_id IS NULL AND v.package_id = o.package_id`);
    expect(await airtimeOrder()).toEqual({ vtpass: 1, second: 0 });
    const changed = await call('PUT', '/providers/second/priority', owner.headers, {
      priority: 5,
      reason: 'Cheaper support',
    });
    expect(changed.statusCode).toBe(200);
    expect(await airtimeOrder()).toEqual({ vtpass: 0, second: 1 });
    expect(await auditOf('provider.priority')).toEqual([
      expect.objectContaining({ before: { priority: 20 }, after: { priority: 5 } }),
    ]);
    await call('PUT', '/providers/second/priority', owner.headers, {
      priority: 20,
      reason: 'back',
    });
  });

  it('refuses to disable the only enabled provider of products on sale (409), and disables one that is not', async () => {
    // second disabled: VTpass alone sells everything
    const secondOff = await call('PUT', '/providers/second/enabled', owner.headers, {
      enabled: false,
      reason: 'Contract ended',
    });
    expect(secondOff.statusCode).toBe(200);
    expect(await airtimeOrder()).toEqual({ vtpass: 1, second: 0 });

    const refused = await call('PUT', '/providers/vtpass/enabled', owner.headers, {
      enabled: false,
      reason: 'Testing',
    });
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).message).toMatch(
      /^vtpass is the only enabled provider of \d+ products on sale \(.+ and \d+ more\)\. Enable another provider's offers/,
    );
    expect(await byName('vtpass')).toMatchObject({ enabled: true });
    expect(await auditOf('provider.disable')).toHaveLength(1);

    // with second enabled again, VTpass may go: orders go to second
    await call('PUT', '/providers/second/enabled', owner.headers, {
      enabled: true,
      reason: 'Back',
    });
    const vtpassOff = await call('PUT', '/providers/vtpass/enabled', owner.headers, {
      enabled: false,
      reason: 'Moving to second',
    });
    expect(vtpassOff.statusCode).toBe(200);
    expect(await byName('vtpass')).toMatchObject({ enabled: false, status: 'down' });
    expect(await airtimeOrder()).toEqual({ vtpass: 0, second: 1 });
    await call('PUT', '/providers/vtpass/enabled', owner.headers, {
      enabled: true,
      reason: 'Back',
    });
  });

  it('asks a reason of every change', async () => {
    const noReason = await call('PUT', '/providers/vtpass/forced-down', owner.headers, {
      forced_down: true,
    });
    expect(noReason.statusCode).toBe(400);
    const blank = await call('PUT', '/providers/vtpass/forced-down', owner.headers, {
      forced_down: true,
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(await byName('vtpass')).toMatchObject({ forced_down: false });
    const unknown = await call('PUT', '/providers/nobody/enabled', owner.headers, {
      enabled: true,
      reason: 'Testing',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
