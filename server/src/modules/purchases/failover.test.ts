import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { rowsOf } from '../../db/rows';
import { plans, transactions, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { signedInUser } from '../../../test/accounts';
import {
  addProviderLikeVtpass,
  faultyProvider,
  type FaultyProvider,
} from '../../../test/bills-providers';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { buy, packageId, SANDBOX, transactionByRef } from '../../../test/purchases';
import { entriesOf, seedBalance } from '../../../test/wallet';
import { billsProviders } from './bills-providers';
import { BREAKER } from './breaker';
import { settleProviderCallback } from './callbacks';
import { placePurchase, type EngineDeps, type PurchaseReply } from './engine';
import { quoteAirtime } from '../../services/airtime/quote';
import { quoteData } from '../../services/data/quote';
import type { Quote } from './quote';
import { reconcileDue } from './reconciler';

/*
 * Routing between two bills providers and the failover rule: an order moves to the next provider
 * only after a definite provider-side refusal before vending; anything else keeps it with its
 * provider, requeried and settled there. 'vtpass' is the cheaper (first) provider for airtime,
 * 'second' the dearer one; both answer through the VTpass simulator unless a fault is switched on
 * (test/bills-providers.ts).
 */

let ctx: TestContext;
let vtpass: FaultyProvider;
let second: FaultyProvider;
let deps: EngineDeps;
/** how often the engine said a breaker may have changed (the alerts then look at once) */
let breakerNews = 0;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await startTestApp();
  vtpass = faultyProvider(ctx.app.bills);
  second = faultyProvider(ctx.app.bills);
  // 0.5% less commission on every package than VTpass, 5% dearer on every plan: VTpass first.
  await addProviderLikeVtpass(db(), 'second', {
    priority: 20,
    planCostPercent: 105,
    extraCommissionBp: -50,
  });
  deps = {
    ...ctx.app.purchases,
    providers: billsProviders({ vtpass, second }),
    onBreakerHealth: () => (breakerNews += 1),
  };
});
afterAll(() => ctx.close());

beforeEach(async () => {
  for (const provider of [vtpass, second]) {
    provider.mode = 'ok';
    provider.pays = [];
    provider.requeries = [];
  }
  await db().execute(sql`DELETE FROM bills_breakers`);
});

const WALLET_NAIRA = 10_000;

async function customer() {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', WALLET_NAIRA);
  return user;
}

async function airtimeQuote(userId: number, phone: string, amount = 100): Promise<Quote> {
  const quote = await quoteAirtime(
    { db: db(), providers: ctx.app.billsProviders },
    { userId },
    { phone_number: phone, amount, package_id: await packageId(db(), 'mtn-airtime') },
  );
  // Many orders of one number in a test: not the duplicates the 30-second rule is for.
  return { ...quote, dedupeKey: `failover:${randomUUID()}`, requestHash: randomUUID() };
}

/** Places an order through the engine; answers the reply (or the HttpError) and the row. */
async function order(userId: number, quote: Quote) {
  const key = randomUUID();
  let reply: PurchaseReply | HttpError;
  try {
    reply = await placePurchase(deps, userId, quote, key);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    reply = error;
  }
  const [row] = await db().select().from(transactions).where(eq(transactions.idempotencyKey, key));
  if (!row) throw new Error('no transaction');
  return { reply, row };
}

interface Attempt {
  provider: string;
  request_id: string;
  state: string;
}
const attemptsOf = async (transactionId: number) =>
  rowsOf<Attempt>(
    await db().execute(sql`
      SELECT provider, request_id, state FROM purchase_attempts
      WHERE transaction_id = ${transactionId} ORDER BY id`),
  );

const walletKobo = async (userId: number) => {
  const [row] = await db()
    .select({ kobo: users.walletBalanceKobo })
    .from(users)
    .where(eq(users.id, userId));
  return row?.kobo;
};

/** The package offer's cost of a ₦`naira` order with `provider`. */
async function packageCostKobo(provider: string, naira: number) {
  const [offer] = rowsOf<{ commission_bp: number }>(
    await db().execute(sql`
      SELECT commission_bp FROM bills_offers o JOIN packages p ON p.id = o.package_id
      WHERE p.slug = 'mtn-airtime' AND o.provider = ${provider} AND o.plan_id IS NULL`),
  );
  const face = naira * 100;
  return face - Math.round((face * Number(offer?.commission_bp)) / 10_000);
}

it('sends an order to the cheapest provider and records it and our margin', async () => {
  const user = await customer();
  const { reply, row } = await order(user.id, await airtimeQuote(user.id, SANDBOX.success));
  expect(reply).toMatchObject({ statusCode: 200 });
  expect(row).toMatchObject({ status: 'confirmed', provider: 'vtpass' });
  expect(row.providerCostKobo).toBe(await packageCostKobo('vtpass', 100));
  expect(row.marginKobo).toBe(row.amountKobo - (row.providerCostKobo ?? 0));
  expect(second.pays).toHaveLength(0);
});

it('first provider down: delivered once by the second, one debit, both attempts recorded', async () => {
  vtpass.mode = 'down';
  const user = await customer();
  const { reply, row } = await order(user.id, await airtimeQuote(user.id, SANDBOX.success));

  expect(reply).toMatchObject({ statusCode: 200 });
  expect(row).toMatchObject({ status: 'confirmed', provider: 'second' });
  // Customers never see provider names.
  expect(JSON.stringify((reply as PurchaseReply).data)).not.toMatch(/vtpass|second/i);
  const attempts = await attemptsOf(row.id);
  expect(attempts).toEqual([
    { provider: 'vtpass', request_id: vtpass.pays[0]?.requestId, state: 'failed' },
    { provider: 'second', request_id: row.requestId, state: 'delivered' },
  ]);
  expect(attempts[0]?.request_id).not.toBe(attempts[1]?.request_id);
  expect(second.pays).toHaveLength(1);
  expect(await entriesOf(db(), user.id, 'purchase')).toHaveLength(1);
  expect(await walletKobo(user.id)).toBe(WALLET_NAIRA * 100 - row.amountKobo);
  expect(row.providerCostKobo).toBe(await packageCostKobo('second', 100));
  expect(row.marginKobo).toBe(row.amountKobo - (row.providerCostKobo ?? 0));
});

it('no float at the first provider (our account): fails over to the second', async () => {
  vtpass.mode = 'no-float';
  const user = await customer();
  const { reply, row } = await order(user.id, await airtimeQuote(user.id, SANDBOX.success));
  expect(reply).toMatchObject({ statusCode: 200 });
  expect(row).toMatchObject({ status: 'confirmed', provider: 'second' });
  expect((await attemptsOf(row.id)).map((a) => [a.provider, a.state])).toEqual([
    ['vtpass', 'failed'],
    ['second', 'delivered'],
  ]);
  expect(await entriesOf(db(), user.id, 'purchase')).toHaveLength(1);
});

it.each([
  ['times out', 'timeout' as const, SANDBOX.success],
  ['answers processing', 'ok' as const, SANDBOX.pending],
])(
  'first provider %s: never sent to the second, pending, settled by the first requery',
  async (_name, mode, phone) => {
    vtpass.mode = mode;
    const user = await customer();
    const { reply, row } = await order(user.id, await airtimeQuote(user.id, phone));
    expect(reply).toMatchObject({ statusCode: 201 });
    expect(row).toMatchObject({ status: 'pending', provider: 'vtpass' });
    expect(second.pays).toHaveLength(0);

    vtpass.mode = 'ok';
    if (phone === SANDBOX.pending)
      await ctx.app.inject({
        method: 'POST',
        url: '/simulator/vtpass/control/resolve',
        payload: { request_id: row.requestId, status: 'delivered' },
      });
    await db()
      .update(transactions)
      .set({ nextRequeryAt: new Date(Date.now() - 1000) })
      .where(eq(transactions.id, row.id));
    await reconcileDue(deps);
    const settled = await transactionByRef(db(), row.txRef);
    expect(settled).toMatchObject({ status: 'confirmed', provider: 'vtpass' });
    // (the processing one was settled by the simulator's callback, through the app's VTpass)
    if (mode === 'timeout') expect(vtpass.requeries).toEqual([row.requestId]);
    expect(second.requeries).toEqual([]);
    expect(settled.requestId).toBe(row.requestId);
    expect(second.pays).toHaveLength(0);
    expect(await attemptsOf(row.id)).toHaveLength(1);
    expect(await entriesOf(db(), user.id, 'purchase')).toHaveLength(1);
    expect(await walletKobo(user.id)).toBe(WALLET_NAIRA * 100 - row.amountKobo);
  },
);

it('a customer-side failure does not fail over: failed and refunded at the first provider', async () => {
  const user = await customer();
  const { reply, row } = await order(user.id, await airtimeQuote(user.id, SANDBOX.failed));
  expect(reply).toBeInstanceOf(HttpError);
  expect((reply as HttpError).statusCode).toBe(400);
  expect(row).toMatchObject({ status: 'failed', provider: 'vtpass' });
  expect(second.pays).toHaveLength(0);
  expect(await walletKobo(user.id)).toBe(WALLET_NAIRA * 100);
});

it('refused by every provider: failed, refunded once, 503 when the last refusal was our account', async () => {
  vtpass.mode = 'down';
  second.mode = 'no-float';
  const user = await customer();
  const { reply, row } = await order(user.id, await airtimeQuote(user.id, SANDBOX.success));
  expect((reply as HttpError).statusCode).toBe(503);
  expect(row).toMatchObject({ status: 'failed', provider: 'second' });
  expect(await walletKobo(user.id)).toBe(WALLET_NAIRA * 100);
  expect(await entriesOf(db(), user.id, 'purchase_refund')).toHaveLength(1);
});

it(`opens the breaker after ${BREAKER.failures} failures, routes around it, probes it after the cool-down`, async () => {
  vtpass.mode = 'down';
  breakerNews = 0;
  const user = await customer();
  const quote = () => airtimeQuote(user.id, SANDBOX.success);
  for (let i = 0; i < BREAKER.failures; i += 1) {
    const { row } = await order(user.id, await quote());
    expect(row.provider).toBe('second');
  }
  expect(vtpass.pays).toHaveLength(BREAKER.failures);
  expect(breakerNews).toBeGreaterThanOrEqual(BREAKER.failures);
  const health = async () =>
    json<{ data: { providers: { name: string; status: string }[] } }>(
      await ctx.app.inject({ method: 'GET', url: '/api/v1/health/' }),
    ).data.providers;
  expect(await health()).toContainEqual({
    name: 'vtpass',
    kind: 'bills',
    status: 'degraded',
    simulated: true,
  });

  // Open: straight to the second, the first not asked.
  const { row: routedAround } = await order(user.id, await quote());
  expect(routedAround.provider).toBe('second');
  expect(vtpass.pays).toHaveLength(BREAKER.failures);
  expect(await attemptsOf(routedAround.id)).toHaveLength(1);

  // After the cool-down one probe goes to the first; its success closes the breaker.
  vtpass.mode = 'ok';
  await db().execute(
    sql`UPDATE bills_breakers SET opened_at = now() - make_interval(secs => ${BREAKER.coolDownMs / 1000 + 1})`,
  );
  const { row: probe } = await order(user.id, await quote());
  expect(probe).toMatchObject({ status: 'confirmed', provider: 'vtpass' });
  expect(await health()).toContainEqual({
    name: 'vtpass',
    kind: 'bills',
    status: 'up',
    simulated: true,
  });
  const { row: after } = await order(user.id, await quote());
  expect(after.provider).toBe('vtpass');
});

it('a pinned plan goes to its provider only, even when another is cheaper', async () => {
  const user = await customer();
  const mtn = await packageId(db(), 'mtn-airtime');
  await db().execute(sql`UPDATE packages SET pinned_provider = 'second' WHERE id = ${mtn}`);
  try {
    const { row } = await order(user.id, await airtimeQuote(user.id, SANDBOX.success));
    expect(row.provider).toBe('second');
    expect(vtpass.pays).toHaveLength(0);
  } finally {
    await db().execute(sql`UPDATE packages SET pinned_provider = NULL WHERE id = ${mtn}`);
  }
});

it("sends a plan to the provider whose offer for it is cheapest, with that provider's code", async () => {
  const user = await customer();
  const sme = await packageId(db(), 'mtn-data-sme');
  const [plan] = await db().select().from(plans).where(eq(plans.packageId, sme)).limit(1);
  if (!plan) throw new Error('no plan');
  await db().execute(sql`
    UPDATE bills_offers SET cost_kobo = 1, provider_code = ${plan.variationCode}
    WHERE plan_id = ${plan.id} AND provider = 'second'`);
  const quote = await quoteData(
    { db: db(), providers: ctx.app.billsProviders },
    { userId: user.id },
    { package_id: sme, variation_code: plan.variationCode, phone_number: SANDBOX.success },
  );
  const { row } = await order(user.id, { ...quote, dedupeKey: randomUUID() });
  expect(row).toMatchObject({ status: 'confirmed', provider: 'second', providerCostKobo: 1 });
  expect(row.marginKobo).toBe(row.amountKobo - 1);
  expect(second.pays[0]?.variationCode).toBe(plan.variationCode);
});

describe('callbacks settle only their own provider', () => {
  it("the VTpass callback leaves another provider's order alone; that provider's settles it", async () => {
    vtpass.mode = 'down';
    second.mode = 'timeout';
    const user = await customer();
    const { row } = await order(user.id, await airtimeQuote(user.id, SANDBOX.success));
    expect(row).toMatchObject({ status: 'pending', provider: 'second' });

    const callback = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/vtpass/',
      payload: { type: 'transaction-update', data: { requestId: row.requestId } },
    });
    expect(callback.statusCode).toBe(200);
    expect((await transactionByRef(db(), row.txRef)).status).toBe('pending');
    // The refused first attempt's id is no longer the order's: VTpass is asked about that
    // attempt only (it never had it), and nothing is settled.
    const [first] = await attemptsOf(row.id);
    expect(await settleProviderCallback(deps, 'vtpass', first?.request_id ?? '')).toEqual({
      kind: 'earlier_attempt',
      transactionId: row.id,
      state: 'not_found',
    });
    expect(vtpass.requeries).toEqual([first?.request_id]);
    vtpass.requeries.length = 0;
    expect(await settleProviderCallback(deps, 'vtpass', row.requestId ?? '')).toEqual({
      kind: 'other_provider',
      provider: 'second',
    });
    expect((await transactionByRef(db(), row.txRef)).status).toBe('pending');

    const answer = await settleProviderCallback(deps, 'second', row.requestId ?? '');
    expect(answer).toMatchObject({ kind: 'settled', row: { status: 'confirmed' } });
    // Asked of its own provider only.
    expect(second.requeries).toEqual([row.requestId]);
    expect(vtpass.requeries).toEqual([]);
    expect(await entriesOf(db(), user.id, 'purchase')).toHaveLength(1);
  });

  it('an earlier provider saying it delivered an attempt it refused: a conflict, no money moves', async () => {
    vtpass.mode = 'down';
    const user = await customer();
    const { row } = await order(user.id, await airtimeQuote(user.id, SANDBOX.success));
    expect(row).toMatchObject({ status: 'confirmed', provider: 'second' });
    const [first] = await attemptsOf(row.id);
    const delivered = {
      state: 'delivered' as const,
      code: '000',
      status: 'delivered',
      description: 'TRANSACTION SUCCESSFUL',
      ourFault: false,
      providerSide: false,
      result: {},
      raw: '{"code":"000"}',
    };
    expect(
      await settleProviderCallback(deps, 'vtpass', first?.request_id ?? '', delivered),
    ).toMatchObject({ kind: 'earlier_attempt', transactionId: row.id, state: 'delivered' });
    expect((await transactionByRef(db(), row.txRef)).status).toBe('confirmed');
    expect(await entriesOf(db(), user.id, 'purchase')).toHaveLength(1);
    const [conflict] = rowsOf<{ provider_state: string; provider_answer: string; source: string }>(
      await db().execute(sql`
        SELECT provider_state, provider_answer, source FROM settlement_conflicts
        WHERE transaction_id = ${row.id}`),
    );
    expect(conflict).toMatchObject({
      provider_state: 'delivered',
      source: 'callback-earlier-attempt',
      provider_answer: expect.stringContaining(`earlier attempt ${first?.request_id ?? ''}`),
    });
  });

  it("the VTpass callback settles VTpass's own pending order", async () => {
    vtpass.mode = 'timeout';
    const user = await customer();
    const { row } = await order(user.id, await airtimeQuote(user.id, SANDBOX.success));
    expect(row).toMatchObject({ status: 'pending', provider: 'vtpass' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/vtpass/',
      payload: { type: 'transaction-update', data: { requestId: row.requestId } },
    });
    expect((await transactionByRef(db(), row.txRef)).status).toBe('confirmed');
  });
});

it('refuses a plan with no usable offer with 503, charging nothing', async () => {
  const user = await customer();
  await db().execute(sql`UPDATE bills_providers SET forced_down = true`);
  try {
    const response = await buy(ctx.app, user.token, 'purchase-airtime', {
      network: 'MTN',
      phone_number: SANDBOX.success,
      amount: 100,
      package_id: await packageId(db(), 'mtn-airtime'),
    });
    expect(response.statusCode).toBe(503);
    expect(json(response)).toMatchObject({ message: PURCHASE_MESSAGES.serviceUnavailable });
    expect(await walletKobo(user.id)).toBe(WALLET_NAIRA * 100);
    expect(await db().select().from(transactions).where(eq(transactions.userId, user.id))).toEqual(
      [],
    );
  } finally {
    await db().execute(sql`UPDATE bills_providers SET forced_down = false`);
  }
});

it('50 parallel orders while the first provider flips: none with two providers after a pending answer, one debit each, the ledger balances', async () => {
  const user = await customer();
  await seedBalance(db(), user.id, 'wallet', 100_000);
  const quotes = await Promise.all(
    Array.from({ length: 50 }, () => airtimeQuote(user.id, SANDBOX.success)),
  );
  // The first provider flips on every pay call it gets: up, down, timing out, out of float.
  const modes = ['ok', 'down', 'timeout', 'no-float'] as const;
  let flips = 0;
  vtpass.onPay = () => {
    vtpass.mode = modes[(flips += 1) % modes.length] ?? 'ok';
  };
  let placed: { row: typeof transactions.$inferSelect }[];
  try {
    placed = await Promise.all(quotes.map((quote) => order(user.id, quote)));
  } finally {
    vtpass.onPay = undefined;
  }

  // What stayed pending is settled where it is, by its own provider's requery.
  vtpass.mode = 'ok';
  await db().execute(sql`
    UPDATE transactions SET next_requery_at = now() - interval '1 second'
    WHERE user_id = ${user.id} AND status = 'pending'`);
  await reconcileDue(deps, 50);

  const moved = { failedOver: 0, keptPending: 0 };
  for (const { row } of placed) {
    const attempts = await attemptsOf(row.id);
    const last = attempts.at(-1);
    // Every attempt but the last was a refusal before vending; the last is the order's provider.
    expect(attempts.slice(0, -1).every((attempt) => attempt.state === 'failed')).toBe(true);
    expect(new Set(attempts.map((attempt) => attempt.request_id)).size).toBe(attempts.length);
    const settled = await transactionByRef(db(), row.txRef);
    expect(last).toMatchObject({ provider: settled.provider, request_id: settled.requestId });
    expect(settled.status).not.toBe('pending');
    if (attempts.length > 1) moved.failedOver += 1;
    if (last?.state === 'pending') moved.keptPending += 1;
  }
  // The run exercised both rules: some orders moved, some were kept by their first provider.
  expect(moved.failedOver).toBeGreaterThan(0);
  expect(moved.keptPending).toBeGreaterThan(0);

  const rows = await db().select().from(transactions).where(eq(transactions.userId, user.id));
  expect(await entriesOf(db(), user.id, 'purchase')).toHaveLength(50);
  const failed = rows.filter((row) => row.status === 'failed');
  expect(await entriesOf(db(), user.id, 'purchase_refund')).toHaveLength(failed.length);
  const spent = rows
    .filter((row) => row.status === 'confirmed')
    .reduce((sum, row) => sum + row.amountKobo, 0);
  const ledger = (await entriesOf(db(), user.id))
    .filter((entry) => entry.account === 'wallet')
    .reduce((sum, entry) => sum + entry.amountKobo, 0);
  expect(await walletKobo(user.id)).toBe(ledger);
  expect(await walletKobo(user.id)).toBe((WALLET_NAIRA + 100_000) * 100 - spent);
});

it('answers a repeated Idempotency-Key with the first outcome even when no provider is usable now', async () => {
  const user = await customer();
  const request = {
    network: 'MTN',
    phone_number: SANDBOX.success,
    amount: 100,
    package_id: await packageId(db(), 'mtn-airtime'),
  };
  const key = randomUUID();
  const first = await buy(ctx.app, user.token, 'purchase-airtime', request, key);
  expect(first.statusCode).toBe(200);
  await db().execute(sql`UPDATE bills_providers SET forced_down = true WHERE name = 'vtpass'`);
  try {
    const again = await buy(ctx.app, user.token, 'purchase-airtime', request, key);
    expect(again.statusCode).toBe(200);
    const ref = (response: typeof first) =>
      json<{ data: { transaction: { tx_ref: string } } }>(response).data.transaction.tx_ref;
    expect(ref(again)).toBe(ref(first));
    expect(await entriesOf(db(), user.id, 'purchase')).toHaveLength(1);
  } finally {
    await db().execute(sql`UPDATE bills_providers SET forced_down = false WHERE name = 'vtpass'`);
  }
});

it('gives the half-open probe back when the probing order is refused before it is charged, so the next order probes at once', async () => {
  // VTpass's airtime breaker, open since before the cool-down: half-open, its probe free
  await db().execute(sql`
    INSERT INTO bills_breakers (provider, service_id, failures, window_started_at, opened_at)
    VALUES ('vtpass', 'mtn', ${BREAKER.failures}, now(),
      now() - make_interval(secs => ${BREAKER.coolDownMs / 1000 + 1}))`);
  const broke = await signedInUser(ctx.app);
  await seedBalance(db(), broke.id, 'wallet', 50);
  await expect(
    placePurchase(deps, broke.id, await airtimeQuote(broke.id, SANDBOX.success), randomUUID()),
  ).rejects.toMatchObject({ statusCode: 400 });
  expect(vtpass.pays).toHaveLength(0);

  const user = await customer();
  const { row } = await order(user.id, await airtimeQuote(user.id, SANDBOX.success));
  expect(row).toMatchObject({ status: 'confirmed', provider: 'vtpass' });
  expect(await attemptsOf(row.id)).toHaveLength(1);
});
