import { and, count, eq } from 'drizzle-orm';
import type {
  ConsoleTransactionActionResponse,
  ConsoleTransactionDetail,
  ConsoleTransactionsPage,
} from '@contract/api/console';
import { staffAudit, transactions } from '../../../db/schema';
import { webhookDeliveries } from '../../webhooks/tables';
import type { ErrorBody } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import { simulatorResolves, transactionByRef } from '../../../../test/purchases';
import { entriesOf, snapshot } from '../../../../test/wallet';
import { ACTION_MESSAGES } from './actions';
import {
  CHARGE_KOBO,
  pendingPurchase,
  purchaseNeedingAttention,
  SEED_NAIRA,
} from '../../../../test/console-transactions';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInStaff(ctx.app, 'owner');
  support = await signedInStaff(ctx.app, 'support');
});
afterAll(() => ctx.close());

const db = () => ctx.app.db;
const SEED_KOBO = SEED_NAIRA * 100;

const get = (url: string, staff = owner) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/console${url}`, headers: staff.headers });

const act = (ref: string, action: string, reason: string, key?: string, staff = owner) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/transactions/${ref}/${action}`,
    headers: { ...staff.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { reason },
  });

const auditCount = async (ref: string, action: string) => {
  const [row] = await db()
    .select({ n: count() })
    .from(staffAudit)
    .where(and(eq(staffAudit.subjectId, ref), eq(staffAudit.action, action)));
  return row?.n ?? 0;
};

describe('the transaction list', () => {
  it("lists every customer's transactions newest first, filtered by e-mail, status and amount", async () => {
    const first = await pendingPurchase(ctx.app);
    const second = await pendingPurchase(ctx.app);
    const all = json<ConsoleTransactionsPage>(await get('/transactions?page_size=100'));
    const refs = all.data.map((row) => row.tx_ref);
    expect(refs.indexOf(second.ref)).toBeLessThan(refs.indexOf(first.ref));

    const mine = json<ConsoleTransactionsPage>(
      await get(`/transactions?email=${encodeURIComponent(first.user.email.toUpperCase())}`),
    );
    // the seed credit is a ledger entry, not a transaction: the purchase is theirs alone
    expect(mine.data.map((row) => row.tx_ref)).toEqual([first.ref]);
    expect(mine.meta).toMatchObject({ count: 1, page: 1 });

    const pricey = json<ConsoleTransactionsPage>(
      await get(`/transactions?status=pending&min_amount=990&max_amount=990&tx_ref=${second.ref}`),
    );
    expect(pricey.data).toEqual([
      expect.objectContaining({
        tx_ref: second.ref,
        amount: 990,
        status: 'pending',
        email: second.user.email,
      }),
    ]);
    const none = json<ConsoleTransactionsPage>(
      await get(`/transactions?min_amount=991&tx_ref=${second.ref}`),
    );
    expect(none.data).toEqual([]);
  });

  it('pages with the count, page after page without repeats', async () => {
    const made = await pendingPurchase(ctx.app);
    await pendingPurchase(ctx.app);
    const page1 = json<ConsoleTransactionsPage>(await get('/transactions?page_size=2&page=1'));
    const page2 = json<ConsoleTransactionsPage>(await get('/transactions?page_size=2&page=2'));
    expect(page1.data).toHaveLength(2);
    expect(page1.meta.count).toBeGreaterThanOrEqual(4);
    const seen = [...page1.data, ...page2.data].map((row) => row.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(made.ref).toBeTruthy();
  });

  it('refuses a day that does not exist and a range upside down with 400, not 500', async () => {
    const bad = await get('/transactions?from=2026-02-31');
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).data.from).toBe('Give a day as YYYY-MM-DD.');
    const upsideDown = await get('/transactions?min_amount=50&max_amount=10');
    expect(upsideDown.statusCode).toBe(400);
  });
});

describe('one transaction', () => {
  it('shows its history: created, the provider call, the charge; and which actions it allows', async () => {
    const { ref } = await pendingPurchase(ctx.app);
    const response = await get(`/transactions/${ref}`, support);
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: ConsoleTransactionDetail }>(response);
    expect(data.transaction).toMatchObject({
      tx_ref: ref,
      status: 'pending',
      needs_attention: false,
    });
    const titles = data.history.map((event) => event.title);
    expect(titles[0]).toMatch(/^Created: /);
    expect(titles).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Provider pay: pending/),
        'Wallet −₦990.00 (purchase)',
      ]),
    );
    expect(data.actions.requery.allowed).toBe(true);
    // support settles once it needs attention; an owner may at any time (settling.test.ts)
    expect(data.actions.refund).toEqual({
      allowed: false,
      reason:
        'It is still being requeried; support can settle it once it needs attention (24 hours), an owner at any time.',
    });
  });

  it('answers 404 for an unknown reference', async () => {
    expect((await get('/transactions/NT-NOPE')).statusCode).toBe(404);
  });
});

describe('refund from the console', () => {
  it('refunds once when two clicks race with different keys: one 200, one 409', async () => {
    const { user, ref } = await purchaseNeedingAttention(ctx.app);
    const [a, b] = await Promise.all([
      act(ref, 'refund', 'VTpass says it never arrived', 'key-aaaaaaaa'),
      act(ref, 'refund', 'VTpass says it never arrived', 'key-bbbbbbbb'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(json<ErrorBody>(refused).message).toMatch(
      new RegExp(`^${ref} was already failed by ${owner.email}`),
    );
    const done = json<ConsoleTransactionActionResponse>(a.statusCode === 200 ? a : b);
    expect(done.message).toBe(`Refunded ₦990.00 of ${ref} to the customer's wallet.`);
    expect(done.data.transaction.status).toBe('failed');
    expect(done.data.customer.wallet_balance).toBe(SEED_NAIRA);
    expect(done.data.history.map((event) => event.title)).toEqual(
      expect.arrayContaining([
        `transaction.refund by ${owner.email}`,
        'Wallet +₦990.00 (purchase refund)',
      ]),
    );

    expect((await snapshot(db(), user.id)).wallet).toBe(SEED_KOBO);
    expect(await entriesOf(db(), user.id, 'purchase_refund')).toHaveLength(1);
    expect(await auditCount(ref, 'transaction.refund')).toBe(1);
    const [audit] = await db().select().from(staffAudit).where(eq(staffAudit.subjectId, ref));
    expect(audit).toMatchObject({
      staffUserId: owner.id,
      reason: 'VTpass says it never arrived',
      before: { status: 'pending', needs_attention: true },
      after: { status: 'failed', wallet_balance_kobo: SEED_KOBO },
    });
    // the customer's webhook is queued with the refund, as when the reconciler settles
    const deliveries = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.event, 'transaction.failed'));
    expect(deliveries.some((delivery) => delivery.userId === user.id)).toBe(true);
  });

  it('refunds once when the same key is sent twice at once: both answer the refund', async () => {
    const { user, ref } = await purchaseNeedingAttention(ctx.app);
    const [a, b] = await Promise.all([
      act(ref, 'refund', 'double click', 'same-key-123'),
      act(ref, 'refund', 'double click', 'same-key-123'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(json<ConsoleTransactionActionResponse>(b).message).toBe(
      json<ConsoleTransactionActionResponse>(a).message,
    );
    expect((await snapshot(db(), user.id)).wallet).toBe(SEED_KOBO);
    expect(await entriesOf(db(), user.id, 'purchase_refund')).toHaveLength(1);
    expect(await auditCount(ref, 'transaction.refund')).toBe(1);
  });

  it('refuses a second action with 409 and a clear message, and the key reused for another with 422', async () => {
    const { user, ref } = await purchaseNeedingAttention(ctx.app);
    expect((await act(ref, 'mark-delivered', 'customer got it', 'deliver-key-1')).statusCode).toBe(
      200,
    );
    const refund = await act(ref, 'refund', 'changed my mind', 'refund-key-1');
    expect(refund.statusCode).toBe(409);
    expect(json<ErrorBody>(refund).message).toMatch(/was already confirmed by/);
    const reused = await act(ref, 'refund', 'changed my mind', 'deliver-key-1');
    expect(reused.statusCode).toBe(422);
    expect((await snapshot(db(), user.id)).wallet).toBe(SEED_KOBO - CHARGE_KOBO);
    expect(await auditCount(ref, 'transaction.mark_delivered')).toBe(1);
    expect(await auditCount(ref, 'transaction.refund')).toBe(0);
  });

  it('refuses support on a purchase still being requeried (403) and an action without a reason (400)', async () => {
    const { ref } = await pendingPurchase(ctx.app);
    const early = await act(ref, 'refund', 'impatient', undefined, support);
    expect(early.statusCode).toBe(403);
    expect(json<ErrorBody>(early).message).toBe(ACTION_MESSAGES.earlyOwnerOnly);
    const stuck = await purchaseNeedingAttention(ctx.app);
    const silent = await act(stuck.ref, 'refund', '   ');
    expect(silent.statusCode).toBe(400);
    expect(json<ErrorBody>(silent).data.reason).toBe(ACTION_MESSAGES.reasonRequired);
    expect((await transactionByRef(db(), stuck.ref)).status).toBe('pending');
  });
});

describe('requery now', () => {
  it('asks the provider now and records its answer, audited', async () => {
    const { ref } = await pendingPurchase(ctx.app);
    const before = await transactionByRef(db(), ref);
    const response = await act(ref, 'requery', 'customer called', undefined, support);
    expect(response.statusCode).toBe(200);
    const body = json<ConsoleTransactionActionResponse>(response);
    expect(body.message).toMatch(new RegExp(`^Requeried ${ref}: still pending`));
    expect(body.data.history.map((event) => event.title)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Provider requery by staff: pending/)]),
    );
    expect((await transactionByRef(db(), ref)).requeryAttempts).toBe(before.requeryAttempts + 1);
    expect(await auditCount(ref, 'transaction.requery')).toBe(1);
  });

  it('refuses a purchase that is already settled (409)', async () => {
    const { ref } = await pendingPurchase(ctx.app);
    const row = await transactionByRef(db(), ref);
    // the simulator's callback settles it
    await simulatorResolves(ctx.app, row.requestId ?? '', 'failed');
    const response = await act(ref, 'requery', 'customer called', undefined, support);
    expect(response.statusCode).toBe(409);
    expect(json<ErrorBody>(response).message).toBe(ACTION_MESSAGES.notRequeryable(ref, 'failed'));
  });
});

describe('resend the webhook', () => {
  it('queues the delivery again once; a second resend while it waits is a 409', async () => {
    const { ref } = await purchaseNeedingAttention(ctx.app);
    await act(ref, 'refund', 'never arrived');
    const [delivery] = await db()
      .select()
      .from(webhookDeliveries)
      .innerJoin(transactions, eq(transactions.id, webhookDeliveries.transactionId))
      .where(eq(transactions.txRef, ref));
    if (!delivery) throw new Error('no delivery');
    await db()
      .update(webhookDeliveries)
      .set({ status: 'failed', attempts: 9, nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, delivery.webhook_deliveries.id));
    const first = await act(ref, 'resend-webhook', 'they fixed their endpoint');
    expect(first.statusCode).toBe(200);
    const [queued] = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery.webhook_deliveries.id));
    expect(queued).toMatchObject({ status: 'pending', attempts: 0 });
    const second = await act(ref, 'resend-webhook', 'again');
    expect(second.statusCode).toBe(409);
    expect(json<ErrorBody>(second).message).toBe(ACTION_MESSAGES.alreadyQueued(ref));
  });
});
