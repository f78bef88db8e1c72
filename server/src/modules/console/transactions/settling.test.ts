import { and, count, eq, sql } from 'drizzle-orm';
import type {
  ConflictList,
  ConsoleTransactionActionResponse,
  ConsoleTransactionDetail,
} from '@contract/api/console';
import { ledgerEntries, staffAudit, transactions, upstreamCalls, users } from '../../../db/schema';
import { checkDecisionsDue } from '../../purchases/decision-checks';
import { settlementChecks } from '../../purchases/decision-tables';
import { reconcileDue } from '../../purchases/reconciler';
import { webhookDeliveries } from '../../webhooks/tables';
import { signedInUser, type ErrorBody } from '../../../../test/accounts';
import { signedInStaff } from '../../../../test/console';
import { json, startTestApp, type TestContext } from '../../../../test/harness';
import {
  buy,
  packageId,
  SANDBOX,
  simulatorResolves,
  transactionByRef,
} from '../../../../test/purchases';
import { entriesOf, seedBalance, snapshot } from '../../../../test/wallet';
import { ACTION_MESSAGES } from './actions';
import { CHARGE_KOBO, pendingPurchase, SEED_NAIRA } from '../../../../test/console-transactions';
import { csvRecords } from '../../../../test/csv';

/*
 * Settling on evidence: an owner settles a pending purchase before it needs attention, with a
 * reason; a later provider answer that contradicts a person's decision moves no money and is listed
 * as a conflict; a delivered purchase is refunded once after a dispute.
 */

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
const REASON = 'VTpass support confirmed failure, ticket 1234';

const act = (ref: string, action: string, reason: string, staff = owner) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/transactions/${ref}/${action}`,
    headers: staff.headers,
    payload: { reason },
  });

const conflicts = async (staff = support) =>
  json<ConflictList>(
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/console/conflicts',
      headers: staff.headers,
    }),
  );

const auditCount = async (ref: string, action: string) => {
  const [row] = await db()
    .select({ n: count() })
    .from(staffAudit)
    .where(and(eq(staffAudit.subjectId, ref), eq(staffAudit.action, action)));
  return row?.n ?? 0;
};

/** A referred customer's delivered ₦1,000 airtime purchase (the referrer earned commission). */
async function deliveredReferredPurchase() {
  const referrer = await signedInUser(ctx.app);
  const buyer = await signedInUser(ctx.app);
  await db()
    .update(users)
    .set({ referredById: referrer.id, webhookUrl: 'https://example.com/hook' })
    .where(eq(users.id, buyer.id));
  await seedBalance(db(), buyer.id, 'wallet', SEED_NAIRA);
  const response = await buy(ctx.app, buyer.token, 'purchase-airtime', {
    network: 'MTN',
    phone_number: SANDBOX.success,
    amount: 1000,
    package_id: await packageId(db(), 'mtn-airtime'),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  const ref = json<{ data: { transaction: { tx_ref: string } } }>(response).data.transaction.tx_ref;
  return { referrer, buyer, ref };
}

describe('settling a pending purchase before it needs attention', () => {
  it('lets an owner refund it with a reason: the charge back once, in the ledger, audited', async () => {
    const { user, ref } = await pendingPurchase(ctx.app);
    expect((await snapshot(db(), user.id)).wallet).toBe(SEED_KOBO - CHARGE_KOBO);

    const detail = json<{ data: ConsoleTransactionDetail }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/console/transactions/${ref}`,
        headers: owner.headers,
      }),
    ).data;
    expect(detail.actions.refund).toEqual({ allowed: true, reason: '' });

    const response = await act(ref, 'refund', REASON);
    expect(response.statusCode).toBe(200);
    const body = json<ConsoleTransactionActionResponse>(response);
    expect(body.data.transaction).toMatchObject({
      status: 'failed',
      reviewed_by: owner.email,
      review_note: REASON,
    });
    expect((await snapshot(db(), user.id)).wallet).toBe(SEED_KOBO);
    const refunds = await entriesOf(db(), user.id, 'purchase_refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountKobo: CHARGE_KOBO, reference: ref });
    expect(await auditCount(ref, 'transaction.refund')).toBe(1);

    const again = await act(ref, 'refund', REASON);
    expect(again.statusCode).toBe(409);
    expect(await entriesOf(db(), user.id, 'purchase_refund')).toHaveLength(1);
  });

  it('lets an owner mark it delivered with a reason; the customer keeps being charged', async () => {
    const { user, ref } = await pendingPurchase(ctx.app);
    const response = await act(ref, 'mark-delivered', 'MTN confirmed receipt, ticket 88');
    expect(response.statusCode).toBe(200);
    expect((await transactionByRef(db(), ref)).status).toBe('confirmed');
    expect((await snapshot(db(), user.id)).wallet).toBe(SEED_KOBO - CHARGE_KOBO);
  });

  it('refuses support with 403 and a plain reason, and moves no money', async () => {
    const { user, ref } = await pendingPurchase(ctx.app);
    const detail = json<{ data: ConsoleTransactionDetail }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/console/transactions/${ref}`,
        headers: support.headers,
      }),
    ).data;
    expect(detail.actions.refund.allowed).toBe(false);
    expect(detail.actions.refund.reason).toMatch(/an owner at any time/);

    for (const action of ['refund', 'mark-delivered']) {
      const response = await act(ref, action, REASON, support);
      expect(response.statusCode).toBe(403);
      expect(json<ErrorBody>(response).message).toBe(ACTION_MESSAGES.earlyOwnerOnly);
    }
    expect((await transactionByRef(db(), ref)).status).toBe('pending');
    expect((await snapshot(db(), user.id)).wallet).toBe(SEED_KOBO - CHARGE_KOBO);
  });
});

describe('a later provider answer against the decision', () => {
  it('a callback saying failed after an early "delivered": no money moves, the conflict is listed', async () => {
    const { user, ref } = await pendingPurchase(ctx.app);
    await act(ref, 'mark-delivered', 'customer says the airtime arrived');
    const row = await transactionByRef(db(), ref);
    await simulatorResolves(ctx.app, row.requestId ?? '', 'failed');

    const listed = (await conflicts()).data.find((item) => item.tx_ref === ref);
    expect(listed).toMatchObject({
      decided_status: 'confirmed',
      decided_by: owner.email,
      decision_note: 'customer says the airtime arrived',
      provider_state: 'failed',
      status: 'confirmed',
      email: user.email,
      source: 'callback-requery',
    });
    expect((await transactionByRef(db(), ref)).status).toBe('confirmed');
    expect((await snapshot(db(), user.id)).wallet).toBe(SEED_KOBO - CHARGE_KOBO);
    expect(await entriesOf(db(), user.id, 'purchase_refund')).toHaveLength(0);

    const file = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/console/conflicts',
      headers: { ...owner.headers, accept: 'text/csv' },
    });
    expect(csvRecords(file.body)).toContainEqual(
      expect.objectContaining({
        Reference: ref,
        'Customer e-mail': user.email,
        'Our decision': 'confirmed',
        'Decided by': owner.email,
        Reason: 'customer says the airtime arrived',
        'Provider says': 'failed',
      }),
    );
  });

  it("the reconciler's check finding it delivered after an early refund: listed, the refund stands once", async () => {
    const { user, ref } = await pendingPurchase(ctx.app);
    await act(ref, 'refund', REASON);
    const row = await transactionByRef(db(), ref);
    // the provider delivers it after all (the sandbox number is due), and the check is due now
    await db().execute(
      sql`UPDATE sim_vtpass_transactions SET created_at = now() - interval '1 hour'
          WHERE request_id = ${row.requestId}`,
    );
    await db()
      .update(settlementChecks)
      .set({ nextCheckAt: sql`now() - interval '1 second'` })
      .where(eq(settlementChecks.transactionId, row.id));
    // the reconciler's requeries of pending purchases leave a settled one alone
    await reconcileDue(ctx.app.purchases);
    expect(await checkDecisionsDue(ctx.app.purchases)).toBeGreaterThanOrEqual(1);

    const calls = await db()
      .select()
      .from(upstreamCalls)
      .where(
        and(eq(upstreamCalls.transactionId, row.id), eq(upstreamCalls.operation, 'decision-check')),
      );
    expect(calls).toHaveLength(1);
    const listed = (await conflicts(owner)).data.find((item) => item.tx_ref === ref);
    expect(listed).toMatchObject({ decided_status: 'failed', provider_state: 'delivered' });
    expect((await transactionByRef(db(), ref)).status).toBe('failed');
    expect((await snapshot(db(), user.id)).wallet).toBe(SEED_KOBO);
    expect(await entriesOf(db(), user.id, 'purchase_refund')).toHaveLength(1);
    const [left] = await db()
      .select({ n: count() })
      .from(settlementChecks)
      .where(eq(settlementChecks.transactionId, row.id));
    expect(left?.n).toBe(0);
  });

  it('an answer agreeing with the decision lists nothing', async () => {
    const { ref } = await pendingPurchase(ctx.app);
    await act(ref, 'mark-delivered', 'MTN confirmed receipt');
    const row = await transactionByRef(db(), ref);
    await simulatorResolves(ctx.app, row.requestId ?? '', 'delivered');
    await db()
      .update(settlementChecks)
      .set({ nextCheckAt: sql`now() - interval '1 second'` })
      .where(eq(settlementChecks.transactionId, row.id));
    await checkDecisionsDue(ctx.app.purchases);
    expect((await conflicts()).data.map((item) => item.tx_ref)).not.toContain(ref);
  });
});

describe('refunding a delivered purchase after a dispute', () => {
  it('refunds once, takes the commission back, queues the webhook; a second is 409', async () => {
    const { referrer, buyer, ref } = await deliveredReferredPurchase();
    expect((await snapshot(db(), referrer.id)).bonus).toBeGreaterThan(0);

    const response = await act(
      ref,
      'dispute-refund',
      'Customer showed MTN never credited the line',
    );
    expect(response.statusCode).toBe(200);
    const body = json<ConsoleTransactionActionResponse>(response);
    expect(body.data.transaction.status).toBe('reversed');
    expect(body.data.transaction.response).toBe(
      'Refunded after your dispute: ₦1,000 MTN airtime for 08011111111. ₦990.00 has been refunded to your wallet.'.replace(
        /₦1,000 MTN airtime for 08011111111/,
        (await transactionByRef(db(), ref)).description,
      ),
    );
    expect(body.data.actions.dispute_refund.allowed).toBe(false);

    expect((await snapshot(db(), buyer.id)).wallet).toBe(SEED_KOBO);
    expect(await entriesOf(db(), buyer.id, 'purchase_refund')).toHaveLength(1);
    expect((await snapshot(db(), referrer.id)).bonus).toBe(0);
    const deliveries = await db()
      .select()
      .from(webhookDeliveries)
      .innerJoin(transactions, eq(transactions.id, webhookDeliveries.transactionId))
      .where(and(eq(transactions.txRef, ref), eq(webhookDeliveries.event, 'transaction.reversed')));
    expect(deliveries).toHaveLength(1);

    // the customer's own history shows the purchase refunded
    const mine = json<{ data: { tx_ref: string; status: string; response: string }[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/get-transactions/',
        headers: { authorization: `Bearer ${buyer.token}` },
      }),
    ).data.find((row) => row.tx_ref === ref);
    expect(mine).toMatchObject({ status: 'reversed' });
    expect(mine?.response).toMatch(/^Refunded after your dispute: /);

    const second = await act(ref, 'dispute-refund', 'again');
    expect(second.statusCode).toBe(409);
    expect(json<ErrorBody>(second).message).toMatch(/already refunded after a dispute by/);
    expect(await entriesOf(db(), buyer.id, 'purchase_refund')).toHaveLength(1);
    const [entries] = await db()
      .select({ n: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'referral_commission_reversal'));
    expect(entries?.n).toBeGreaterThanOrEqual(1);
  });

  it('refuses support (403) and a purchase that is not delivered (409)', async () => {
    const { ref } = await deliveredReferredPurchase();
    const bySupport = await act(ref, 'dispute-refund', 'customer complained', support);
    expect(bySupport.statusCode).toBe(403);
    expect((await transactionByRef(db(), ref)).status).toBe('confirmed');
    const pending = await pendingPurchase(ctx.app);
    const refused = await act(pending.ref, 'dispute-refund', 'customer complained');
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).message).toMatch(/Only a delivered purchase/);
  });
});
