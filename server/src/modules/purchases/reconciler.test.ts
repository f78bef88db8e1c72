import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { transactions, upstreamCalls } from '../../db/schema';
import { startJobs } from '../../jobs/scheduler';
import type { BillsOutcome, BillsProvider, PayRequest } from '../../ports/bills';
import { billsProviders } from './bills-providers';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { signedInUser } from '../../../test/accounts';
import { packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance, snapshot } from '../../../test/wallet';
import { classifyAnswer } from '../../../test/vendors';
import { ledgerSums } from '../wallet/ledger';
import type { EngineDeps } from './engine';
import { placePurchase } from './engine';
import { quoteAirtime } from '../../services/airtime/quote';
import { createRequeryWorker, reconcileDue } from './reconciler';
import { NEEDS_ATTENTION_AFTER } from './settle';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** Resolves `until()` or fails after `ms`: waits for a state, never for a time. */
async function waitFor(what: string, until: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await until())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const answer = (code: string, status: string, description: string): BillsOutcome =>
  classifyAnswer('requery', {
    kind: 'http',
    status: 200,
    body: JSON.stringify({
      code,
      response_description: description,
      content: { transactions: { status } },
    }),
  });
const DELIVERED = answer('000', 'delivered', 'TRANSACTION SUCCESSFUL');
const PROCESSING = answer('099', 'pending', 'TRANSACTION IS PROCESSING');
const RESOLVED = answer('044', 'resolved', 'TRANSACTION RESOLVED');
const BAD_GATEWAY = classifyAnswer('requery', {
  kind: 'http',
  status: 502,
  body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
});
const NOT_FOUND = answer('015', '', 'INVALID REQUEST ID');

/** A call the test answers when it chooses. */
interface HeldCall {
  requestId: string;
  release(outcome: BillsOutcome): void;
}

/**
 * A bills provider whose pay answers "processing" at once (so purchases start pending), and whose
 * requeries (and resends, once `holdPays` is on) wait until the test releases them, unless an
 * automatic answer is set for the request.
 */
class FakeBills implements BillsProvider {
  held: HeldCall[] = [];
  heldPays: HeldCall[] = [];
  requeried: string[] = [];
  running = 0;
  mostAtOnce = 0;
  holdPays = false;
  automatic = new Map<string, BillsOutcome>();
  /** requeries that throw this error once (a dropped connection, a broken adapter) */
  throwing = new Map<string, Error>();
  /** answers every requery not in `automatic` at once, when set */
  answerAll: BillsOutcome | undefined;

  resend = ctx.app.bills.resend;
  variations = () => Promise.resolve([]);
  verify = () => Promise.resolve({ ok: false as const, error: 'no', unavailable: true });
  balance = () => Promise.resolve(1_000_000);
  dayStatement = () => Promise.resolve({ lines: [], wholeDay: false });
  newRequestId = () => ctx.app.bills.newRequestId();
  isOurFault = (code: string) => ctx.app.bills.isOurFault(code);

  async pay(request: PayRequest): Promise<BillsOutcome> {
    if (!this.holdPays) return PROCESSING;
    return new Promise((resolve) =>
      this.heldPays.push({ requestId: request.requestId, release: resolve }),
    );
  }

  async requery(requestId: string): Promise<BillsOutcome> {
    this.requeried.push(requestId);
    const failure = this.throwing.get(requestId);
    if (failure) {
      this.throwing.delete(requestId);
      throw failure;
    }
    this.running += 1;
    this.mostAtOnce = Math.max(this.mostAtOnce, this.running);
    try {
      const automatic = this.automatic.get(requestId) ?? this.answerAll;
      if (automatic) return automatic;
      return await new Promise<BillsOutcome>((resolve) =>
        this.held.push({ requestId, release: resolve }),
      );
    } finally {
      this.running -= 1;
    }
  }

  /** Answers every held requery with `outcome`. */
  releaseAll(outcome: BillsOutcome) {
    for (const call of this.held.splice(0)) call.release(outcome);
  }
}

/** `count` pending airtime purchases of one funded user, made through the engine with `bills`. */
async function pendingPurchases(bills: FakeBills, count: number) {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', 100_000);
  const quote = await quoteAirtime(
    { db: db(), providers: ctx.app.billsProviders },
    { userId: user.id },
    {
      phone_number: SANDBOX.pending,
      amount: 100,
      package_id: await packageId(db(), 'mtn-airtime'),
    },
  );
  const deps = depsWith(bills);
  const refs: { id: number; requestId: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const { data } = await placePurchase(
      deps,
      user.id,
      { ...quote, dedupeKey: `reconciler:${randomUUID()}`, requestHash: randomUUID() },
      randomUUID(),
    );
    const [row] = await db()
      .select({ id: transactions.id, requestId: transactions.requestId })
      .from(transactions)
      .where(eq(transactions.txRef, data.transaction.tx_ref));
    if (!row?.requestId) throw new Error('no purchase row');
    refs.push({ id: row.id, requestId: row.requestId });
  }
  return { user, refs, ids: refs.map((ref) => ref.id) };
}

const depsWith = (bills: BillsProvider): EngineDeps => ({
  ...ctx.app.purchases,
  providers: billsProviders({ vtpass: bills }),
});

async function statuses(ids: number[]) {
  const rows = await db()
    .select({ id: transactions.id, status: transactions.status })
    .from(transactions)
    .where(inArray(transactions.id, ids));
  return new Map(rows.map((row) => [row.id, row.status]));
}

const allConfirmed = async (ids: number[]) =>
  [...(await statuses(ids)).values()].every((status) => status === 'confirmed') &&
  (await statuses(ids)).size === ids.length;

const noop = () => undefined;

describe('requery with bounded concurrency', () => {
  it('starts min(N, bound) requeries at once and claims the rest as slots free up', async () => {
    const bills = new FakeBills();
    const { ids, user } = await pendingPurchases(bills, 12);
    const worker = createRequeryWorker(depsWith(bills), { concurrency: 8, onError: noop });

    expect(await worker.pass()).toBe(8);
    await waitFor('8 requeries in flight', () => bills.held.length === 8);
    expect(bills.running).toBe(8);
    // With every slot busy, the next pass waits for one to free instead of claiming more.
    let secondClaimed: number | undefined;
    const second = worker.pass().then((claimed) => (secondClaimed = claimed));
    await new Promise((resolve) => setImmediate(resolve));
    expect(secondClaimed).toBeUndefined();

    bills.answerAll = DELIVERED;
    bills.releaseAll(DELIVERED);
    await second;
    expect(secondClaimed).toBeGreaterThan(0);
    while ((await worker.pass()) > 0);
    await worker.drain();

    expect(bills.mostAtOnce).toBe(8);
    expect(await allConfirmed(ids)).toBe(true);
    expect(new Set(bills.requeried).size).toBe(12);
    expect(bills.requeried).toHaveLength(12);
    expect((await ledgerSums(db(), [user.id])).mismatches).toEqual([]);
  });

  it('a one-off pass (reconcileDue) requeries what it claimed at once, not one by one', async () => {
    const bills = new FakeBills();
    const { ids } = await pendingPurchases(bills, 3);
    const pass = reconcileDue(depsWith(bills), 3);
    await waitFor('3 requeries in flight', () => bills.held.length === 3);
    bills.releaseAll(DELIVERED);
    expect(await pass).toBe(3);
    expect(await allConfirmed(ids)).toBe(true);
  });

  it('never lets two workers (two processes) requery one purchase at once', async () => {
    const bills = new FakeBills();
    const { ids } = await pendingPurchases(bills, 10);
    const workers = [1, 2].map(() =>
      createRequeryWorker(depsWith(bills), { concurrency: 4, onError: noop }),
    );
    const claimed = await Promise.all(workers.map((worker) => worker.pass()));
    expect(claimed).toEqual([4, 4]);
    await waitFor('8 requeries in flight', () => bills.held.length === 8);
    expect(new Set(bills.held.map((call) => call.requestId)).size).toBe(8);
    bills.releaseAll(DELIVERED);
    await Promise.all(workers.map((worker) => worker.pass()));
    await waitFor('the last 2 requeries in flight', () => bills.held.length === 2);
    bills.releaseAll(DELIVERED);
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(bills.requeried).toHaveLength(10);
    expect(new Set(bills.requeried).size).toBe(10);
    expect(await allConfirmed(ids)).toBe(true);
  });

  it('lets the others settle while one resend to a slow provider is still out', async () => {
    const bills = new FakeBills();
    const { ids, refs } = await pendingPurchases(bills, 5);
    const [slow, ...others] = refs;
    if (!slow) throw new Error('no purchases');
    // The slow one is due first; the provider never got it, so it is sent again, and that hangs.
    await db()
      .update(transactions)
      .set({ nextRequeryAt: sql`now() - interval '1 minute'` })
      .where(eq(transactions.id, slow.id));
    bills.automatic.set(slow.requestId, NOT_FOUND);
    for (const other of others) bills.automatic.set(other.requestId, DELIVERED);
    bills.holdPays = true;

    const worker = createRequeryWorker(depsWith(bills), { concurrency: 2, onError: noop });
    const jobs = startJobs(
      [{ name: 'requery', batchSize: 1, run: () => worker.pass(), drain: () => worker.drain() }],
      20,
      ctx.app.log,
    );
    try {
      await waitFor('the resend to be out', () => bills.heldPays.length === 1);
      expect(bills.heldPays[0]?.requestId).toBe(slow.requestId);
      await waitFor('the other four confirmed', () => allConfirmed(others.map((o) => o.id)));
      expect((await statuses([slow.id])).get(slow.id)).toBe('pending');
      expect(bills.heldPays).toHaveLength(1);
      bills.heldPays[0]?.release(DELIVERED);
      await waitFor('the slow one confirmed', () => allConfirmed(ids));
    } finally {
      for (const call of bills.heldPays.splice(0)) call.release(PROCESSING);
      await jobs.stop();
    }
    const operations = await db()
      .select({ operation: upstreamCalls.operation })
      .from(upstreamCalls)
      .where(eq(upstreamCalls.transactionId, slow.id))
      .orderBy(upstreamCalls.id);
    expect(operations.map((call) => call.operation)).toEqual(['pay', 'requery', 'pay-resend']);
  });
});

describe('a requery that ends in an error', () => {
  it('gives its purchase back, due after the first requery delay, not at the end of its lease', async () => {
    const bills = new FakeBills();
    const { refs } = await pendingPurchases(bills, 1);
    const [purchase] = refs;
    if (!purchase) throw new Error('no purchase');
    await db()
      .update(transactions)
      .set({ nextRequeryAt: sql`now() - interval '1 second'` })
      .where(eq(transactions.id, purchase.id));
    bills.throwing.set(purchase.requestId, new Error('Connection terminated unexpectedly'));
    const errors: number[] = [];
    const firstDelayMs = 5_000;
    const worker = createRequeryWorker(
      { ...depsWith(bills), requeryFirstDelayMs: firstDelayMs },
      { concurrency: 2, onError: (_error, id) => errors.push(id) },
    );

    expect(await worker.pass()).toBe(1);
    await worker.drain();
    expect(errors).toEqual([purchase.id]);
    const [row] = await db()
      .select({
        status: transactions.status,
        dueInMs: sql<number>`(extract(epoch from next_requery_at - now()) * 1000)::float8`,
      })
      .from(transactions)
      .where(eq(transactions.id, purchase.id));
    expect(row?.status).toBe('pending');
    // Claimed for two minutes; given back, it is due again within the first delay.
    expect(row?.dueInMs).toBeGreaterThan(firstDelayMs - 2_000);
    expect(row?.dueInMs).toBeLessThanOrEqual(firstDelayMs);

    // Due again, the next requery settles it.
    await db()
      .update(transactions)
      .set({ nextRequeryAt: sql`now() - interval '1 second'` })
      .where(eq(transactions.id, purchase.id));
    bills.automatic.set(purchase.requestId, DELIVERED);
    expect(await worker.pass()).toBe(1);
    await worker.drain();
    expect(await allConfirmed([purchase.id])).toBe(true);
  });
});

describe('a purchase the provider never settles needs attention', () => {
  it.each([
    ['099 (processing)', PROCESSING, /code 099, status pending/],
    ['044 (resolved)', RESOLVED, /code 044, status resolved/],
    ['HTTP 502', BAD_GATEWAY, /no readable code/],
  ])(
    'after %s for 24 answers and 24 hours: off the schedule, still pending to the customer',
    async (_name, forever, reason) => {
      const bills = new FakeBills();
      const { refs, user } = await pendingPurchases(bills, 1);
      const [purchase] = refs;
      if (!purchase) throw new Error('no purchase');
      bills.automatic.set(purchase.requestId, forever);
      const deps = depsWith(bills);
      const customerView = async () => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/get-transaction-by-id/${purchase.id}/`,
          headers: { authorization: `Bearer ${user.token}` },
        });
        return json<{ data: { status: string; response: string }[] }>(response).data[0];
      };
      const before = await customerView();
      const row = async () => {
        const [found] = await db()
          .select()
          .from(transactions)
          .where(eq(transactions.id, purchase.id));
        if (!found) throw new Error('row vanished');
        return found;
      };

      // Each round: an hour older and due again, then one requery pass.
      let rounds = 0;
      while ((await row()).needsAttentionAt === null) {
        rounds += 1;
        if (rounds > 40) throw new Error('never needed attention');
        await db()
          .update(transactions)
          .set({
            createdAt: sql`${transactions.createdAt} - interval '1 hour'`,
            nextRequeryAt: sql`${transactions.nextRequeryAt} - interval '2 hours'`,
          })
          .where(eq(transactions.id, purchase.id));
        expect(await reconcileDue(deps)).toBe(1);
      }
      // 24 hours old, and 25 answers: the pay's and 24 requeries'.
      expect(rounds).toBe(NEEDS_ATTENTION_AFTER.ageMs / 3_600_000);
      const flagged = await row();
      expect(flagged).toMatchObject({
        status: 'pending',
        nextRequeryAt: null,
        requeryAttempts: 25,
      });
      expect(flagged.attentionReason).toMatch(/^Still pending after 25 answers over 24 h; /);
      expect(flagged.attentionReason).toMatch(reason);
      expect(bills.requeried).toHaveLength(24);

      // No longer requeried, however much time passes.
      await db()
        .update(transactions)
        .set({ createdAt: sql`${transactions.createdAt} - interval '7 days'` })
        .where(eq(transactions.id, purchase.id));
      expect(await reconcileDue(deps)).toBe(0);
      expect(bills.requeried).toHaveLength(24);

      // The customer sees what they saw before: pending, the same message, the charge kept.
      const after = await customerView();
      expect(after).toMatchObject({ status: 'pending', response: before?.response });
      expect(before?.status).toBe('pending');
      expect((await snapshot(db(), user.id)).wallet).toBe(100_000 * 100 - 9_900);
    },
  );
});
