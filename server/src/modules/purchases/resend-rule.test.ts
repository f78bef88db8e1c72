import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ConflictItem, OverviewQueues } from '@contract/api/console';
import { rowsOf } from '../../db/rows';
import { ledgerEntries, transactions, upstreamCalls, users } from '../../db/schema';
import type { BillsOutcome, BillsProvider, PayRequest, ResendGuarantee } from '../../ports/bills';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { signedInUser } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';
import { quoteAirtime } from '../../services/airtime/quote';
import { AUTOMATIC_DECISION } from '../console/conflicts/list';
import { billsProviders } from './bills-providers';
import { placePurchase, type EngineDeps } from './engine';
import { requeryPurchase } from './reconciler';

/*
 * The resend rule and late answers, with a provider whose answers the test writes: an order whose
 * pay answer was lost is sent again only to a provider that documents a reused request id is never
 * sold twice, a refused resend never fails an order, and an answer contradicting how an order was
 * settled (by the engine, not only by a person) is a conflict the owners hear about, never a
 * silent change or a second movement of money.
 */

let ctx: TestContext;
/** each adapter's own declaration, as the composition root wired it */
let CLUBKONNECT_RESEND: ResendGuarantee;
let VTPASS_RESEND: ResendGuarantee;
beforeAll(async () => {
  ctx = await startTestApp();
  const resendOf = (name: string) => {
    const provider = ctx.app.billsProviders.get(name);
    if (!provider) throw new Error(`${name} is not wired`);
    return provider.resend;
  };
  CLUBKONNECT_RESEND = resendOf('clubkonnect');
  VTPASS_RESEND = resendOf('vtpass');
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

const outcome = (state: BillsOutcome['state'], code: string, description: string) =>
  ({
    state,
    code,
    description,
    ourFault: false,
    providerSide: state === 'failed',
    result: {},
    raw: JSON.stringify({ code, description }),
  }) satisfies BillsOutcome;

const LOST = outcome('pending', '', 'The provider did not answer in time.');
const NOT_FOUND = outcome('not_found', 'ORDER_NOT_FOUND', 'No such order');
const DELIVERED = outcome('delivered', '200', 'Transaction Successful');
const REFUSED = outcome('failed', 'INSUFFICIENT_BALANCE', 'Insufficient balance');
const FAILED = outcome('failed', '514', 'Transaction rejected');
const REVERSED = outcome('reversed', '040', 'Transaction reversed');

/** A provider that answers each pay and requery with the next scripted answer (the last repeats). */
class ScriptedProvider implements BillsProvider {
  pays: PayRequest[] = [];
  requeries: string[] = [];
  constructor(
    readonly resend: ResendGuarantee,
    private payAnswers: BillsOutcome[],
    private requeryAnswers: BillsOutcome[] = [NOT_FOUND],
  ) {}

  variations = () => Promise.resolve([]);
  verify = () => Promise.resolve({ ok: false as const, error: 'no', unavailable: true });
  balance = () => Promise.resolve(1_000_000);
  dayStatement = () => Promise.resolve({ lines: [], wholeDay: false });
  newRequestId = () => ctx.app.bills.newRequestId();
  isOurFault = () => false;

  answerRequeries(...answers: BillsOutcome[]) {
    this.requeryAnswers = answers;
  }

  private next(answers: BillsOutcome[]) {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (!answer) throw new Error('no scripted answer');
    return answer;
  }

  async pay(request: PayRequest) {
    this.pays.push(request);
    return this.next(this.payAnswers);
  }

  async requery(requestId: string) {
    this.requeries.push(requestId);
    return this.next(this.requeryAnswers);
  }
}

const WALLET_KOBO = 100_000;

/** One airtime order of a funded customer, through the engine, sold by `provider`. */
async function order(provider: ScriptedProvider) {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', WALLET_KOBO / 100);
  const deps: EngineDeps = {
    ...ctx.app.purchases,
    providers: billsProviders({ vtpass: provider }),
  };
  const quote = await quoteAirtime(
    { db: db(), providers: ctx.app.billsProviders },
    { userId: user.id },
    {
      phone_number: SANDBOX.success,
      amount: 100,
      package_id: await packageId(db(), 'mtn-airtime'),
    },
  );
  const placed = await placePurchase(
    deps,
    user.id,
    { ...quote, dedupeKey: `resend:${randomUUID()}`, requestHash: randomUUID() },
    randomUUID(),
  ).catch((error: unknown) => error);
  const [row] = await db().select().from(transactions).where(eq(transactions.userId, user.id));
  if (!row) throw new Error(`no order: ${String(placed)}`);
  return { user, deps, row, placed };
}

const rowOf = async (id: number) => {
  const [row] = await db().select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw new Error(`no transaction ${id}`);
  return row;
};

const walletOf = async (userId: number) =>
  (await db().select().from(users).where(eq(users.id, userId)))[0]?.walletBalanceKobo;

/** The order made `minutes` ago (its age is what the resend rule reads). */
const age = (id: number, minutes: number) =>
  db()
    .update(transactions)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(transactions.id, id));

const operationsOf = async (id: number) =>
  (
    await db()
      .select({ operation: upstreamCalls.operation, state: upstreamCalls.state })
      .from(upstreamCalls)
      .where(eq(upstreamCalls.transactionId, id))
      .orderBy(upstreamCalls.id)
  ).map((call) => `${call.operation}:${call.state}`);

const refundsOf = async (ref: string) =>
  db().select().from(ledgerEntries).where(eq(ledgerEntries.reference, ref));

describe('the resend rule', () => {
  it('never sends again to a provider without the guarantee: pending, then a person looks', async () => {
    const provider = new ScriptedProvider(CLUBKONNECT_RESEND, [LOST]);
    const { user, deps, row } = await order(provider);
    expect(row.status).toBe('pending');

    for (let i = 0; i < 3; i += 1) await requeryPurchase(deps, await rowOf(row.id));
    let now = await rowOf(row.id);
    expect(provider.pays).toHaveLength(1);
    expect(now).toMatchObject({ status: 'pending', needsAttentionAt: null });
    expect(now.nextRequeryAt).not.toBeNull();
    expect(await walletOf(user.id)).toBe(WALLET_KOBO - row.amountKobo);

    // still unknown after the provider's own window: off the schedule, for a person
    await age(row.id, CLUBKONNECT_RESEND.notFoundAttentionAfterMs / 60_000 + 1);
    await requeryPurchase(deps, await rowOf(row.id));
    now = await rowOf(row.id);
    expect(provider.pays).toHaveLength(1);
    expect(now.status).toBe('pending');
    expect(now.needsAttentionAt).not.toBeNull();
    expect(now.nextRequeryAt).toBeNull();
    expect(now.attentionReason).toMatch(/no record of request .* It was not sent again/);
    expect(await walletOf(user.id)).toBe(WALLET_KOBO - row.amountKobo);
    expect(await operationsOf(row.id)).not.toContain('pay-resend:delivered');

    // the provider's late "delivered" still settles it, once
    provider.answerRequeries(DELIVERED);
    expect(await requeryPurchase(deps, now, 'callback-requery')).toMatchObject({
      status: 'confirmed',
    });
    expect(await walletOf(user.id)).toBe(WALLET_KOBO - row.amountKobo);
  });

  it('sends again to a provider with the guarantee; a refused resend leaves the order pending', async () => {
    const provider = new ScriptedProvider(VTPASS_RESEND, [LOST, REFUSED]);
    const { user, deps, row } = await order(provider);

    const after = await requeryPurchase(deps, row);
    expect(provider.pays).toHaveLength(2);
    expect(provider.pays[1]?.requestId).toBe(row.requestId);
    expect(after).toMatchObject({ status: 'pending' });
    expect(after.nextRequeryAt).not.toBeNull();
    expect(await walletOf(user.id)).toBe(WALLET_KOBO - row.amountKobo);
    expect(await operationsOf(row.id)).toEqual([
      'pay:pending',
      'requery:not_found',
      'pay-resend:failed',
    ]);

    // the first call had arrived after all: delivered, and nothing was ever refunded
    provider.answerRequeries(DELIVERED);
    expect(await requeryPurchase(deps, await rowOf(row.id))).toMatchObject({
      status: 'confirmed',
    });
    expect((await refundsOf(row.txRef)).filter((entry) => entry.amountKobo > 0)).toEqual([]);
    expect(await walletOf(user.id)).toBe(WALLET_KOBO - row.amountKobo);
  });

  it("declares each adapter's guarantee with its source", () => {
    expect(VTPASS_RESEND).toMatchObject({ reusedIdAnsweredWithFirstOrder: true });
    expect(VTPASS_RESEND.source).toMatch(/014/);
    expect(CLUBKONNECT_RESEND).toMatchObject({ reusedIdAnsweredWithFirstOrder: false });
    expect(CLUBKONNECT_RESEND.notFoundAttentionAfterMs).toBeGreaterThan(0);
  });
});

describe('a late answer that contradicts how the engine settled an order', () => {
  const conflictsNow = async (headers: Record<string, string>) =>
    json<{ data: OverviewQueues }>(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/console/queues', headers }),
    ).data.conflicts;

  it('"delivered" on a refunded order: a conflict listed for the owners (their alert: console/alerts), no money moved', async () => {
    const owner = await signedInStaff(ctx.app, 'owner');
    const support = await signedInStaff(ctx.app, 'support');
    const before = await conflictsNow(support.headers);
    const provider = new ScriptedProvider(CLUBKONNECT_RESEND, [FAILED]);
    const { user, deps, row } = await order(provider);
    expect(row.status).toBe('failed');
    expect(await walletOf(user.id)).toBe(WALLET_KOBO);

    provider.answerRequeries(DELIVERED);
    expect(await requeryPurchase(deps, row, 'callback-requery')).toMatchObject({
      status: 'failed',
    });
    expect(await walletOf(user.id)).toBe(WALLET_KOBO);
    expect(await conflictsNow(support.headers)).toBe(before + 1);

    const listed = json<{ data: ConflictItem[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/console/conflicts',
        headers: owner.headers,
      }),
    ).data.find((item) => item.tx_ref === row.txRef);
    expect(listed).toMatchObject({
      decided_status: 'failed',
      decided_by: AUTOMATIC_DECISION,
      provider_state: 'delivered',
      source: 'callback-requery',
      loss: expect.any(Number),
    });
  });

  it('"failed" on a delivered order: a conflict, not a refund', async () => {
    const provider = new ScriptedProvider(VTPASS_RESEND, [DELIVERED]);
    const { user, deps, row } = await order(provider);
    expect(row.status).toBe('confirmed');
    provider.answerRequeries(FAILED);
    expect(await requeryPurchase(deps, row, 'callback-requery')).toMatchObject({
      status: 'confirmed',
    });
    expect(await walletOf(user.id)).toBe(WALLET_KOBO - row.amountKobo);
    const [found] = rowsOf<{ provider_state: string; decided_by: string }>(
      await db().execute(
        sql`SELECT provider_state, decided_by FROM settlement_conflicts WHERE transaction_id = ${row.id}`,
      ),
    );
    expect(found).toMatchObject({ provider_state: 'failed', decided_by: '' });
  });

  it('"reversed" on a delivered order is the provider\'s reversal: refunded once, no conflict', async () => {
    const provider = new ScriptedProvider(VTPASS_RESEND, [DELIVERED]);
    const { user, deps, row } = await order(provider);
    provider.answerRequeries(REVERSED);
    expect(await requeryPurchase(deps, row, 'callback-requery')).toMatchObject({
      status: 'reversed',
    });
    await requeryPurchase(deps, await rowOf(row.id), 'callback-requery');
    expect(await walletOf(user.id)).toBe(WALLET_KOBO);
    const conflicts = rowsOf(
      await db().execute(sql`SELECT 1 FROM settlement_conflicts WHERE transaction_id = ${row.id}`),
    );
    expect(conflicts).toEqual([]);
  });

  it('"delivered" after a reversal: a conflict an owner resolves by charging again, once', async () => {
    const owner = await signedInStaff(ctx.app, 'owner');
    const provider = new ScriptedProvider(VTPASS_RESEND, [DELIVERED]);
    const { user, deps, row } = await order(provider);
    provider.answerRequeries(REVERSED);
    await requeryPurchase(deps, row, 'callback-requery');
    provider.answerRequeries(DELIVERED);
    expect(await requeryPurchase(deps, await rowOf(row.id), 'callback-requery')).toMatchObject({
      status: 'reversed',
    });
    expect(await walletOf(user.id)).toBe(WALLET_KOBO);

    const resolve = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/console/conflicts/${row.txRef}/resolve`,
        headers: owner.headers,
        payload: {
          outcome: 'provider_delivered',
          evidence: 'Provider statement line 42: delivered',
          reason: 'The provider delivered it after the reversal',
        },
      });
    const first = await resolve();
    expect(first.statusCode).toBe(200);
    expect(await rowOf(row.id)).toMatchObject({ status: 'confirmed' });
    expect(await walletOf(user.id)).toBe(WALLET_KOBO - row.amountKobo);
    expect((await resolve()).statusCode).toBe(409);
    expect(await walletOf(user.id)).toBe(WALLET_KOBO - row.amountKobo);
  });
});
