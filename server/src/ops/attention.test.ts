import { and, eq, sql } from 'drizzle-orm';
import type { AttentionList, ConsoleTransactionActionResponse } from '@contract/api/console';
import { REASON_MESSAGES } from '@contract/rules';
import { staffAudit, transactions, users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { reconcileDue } from '../modules/purchases/reconciler';
import { settleByOperator } from '../modules/purchases/settle';
import { ledgerSums } from '../modules/wallet/ledger';
import { enqueueTransactionWebhook } from '../modules/webhooks';
import { webhookDeliveries } from '../modules/webhooks/tables';
import { json, startTestApp, type TestContext } from '../../test/harness';
import { signedInUser, type ErrorBody } from '../../test/accounts';
import { buy, packageId, SANDBOX, transactionByRef } from '../../test/purchases';
import { entriesOf, seedBalance, snapshot } from '../../test/wallet';
import { ACTION_MESSAGES } from '../modules/console/transactions/actions';
import { OPS_AS_HEADER, OPS_TOKEN_HEADER } from '../modules/console/ops-command';
import { signedInStaff } from '../../test/console';
import { runOps, type OpsIo } from './cli';

let ctx: TestContext;
let url: string;
beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  url = `http://127.0.0.1:${address.port}`;
  for (const name of ['alice', 'bob', 'carol', 'dan'] as const)
    staff[name] = await signedInStaff(ctx.app, 'support');
}, 120_000);

/** Support staff the operators act as (--as). */
const staff = {} as Record<'alice' | 'bob' | 'carol' | 'dan', { id: number; email: string }>;
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;
const ops = (as = staff.alice.email) => ({
  [OPS_TOKEN_HEADER]: ctx.config.opsToken,
  [OPS_AS_HEADER]: encodeURIComponent(as),
});
/** ₦1,000 of MTN airtime at the 1% discount */
const CHARGE_KOBO = 99_000;
const SEED_NAIRA = 10_000;

/** A pending ₦1,000 airtime purchase (the sandbox's pending number), charged ₦990. */
async function pendingPurchase(options: { referredBy?: string } = {}) {
  const user = await signedInUser(
    ctx.app,
    options.referredBy ? { referred_by: options.referredBy } : {},
  );
  await db()
    .update(users)
    .set({ webhookUrl: 'https://example.com/hook' })
    .where(eq(users.id, user.id));
  await seedBalance(db(), user.id, 'wallet', SEED_NAIRA);
  const response = await buy(ctx.app, user.token, 'purchase-airtime', {
    network: 'MTN',
    phone_number: SANDBOX.pending,
    amount: 1000,
    package_id: await packageId(db(), 'mtn-airtime'),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const ref = json<{ data: { transaction: { tx_ref: string } } }>(response).data.transaction.tx_ref;
  return { user, ref };
}

/**
 * A purchase that needs attention, the way it gets there: a day old with 23 answers that did not
 * settle it, then one more requery that the provider (the simulator) answers "pending".
 */
async function purchaseNeedingAttention(options: { referredBy?: string } = {}) {
  const made = await pendingPurchase(options);
  await db()
    .update(transactions)
    .set({
      createdAt: sql`now() - interval '25 hours'`,
      requeryAttempts: 23,
      nextRequeryAt: sql`now() - interval '1 second'`,
    })
    .where(eq(transactions.txRef, made.ref));
  await reconcileDue(ctx.app.purchases);
  const row = await transactionByRef(db(), made.ref);
  if (!row.needsAttentionAt) throw new Error(`${made.ref} does not need attention`);
  return made;
}

// What `npm run ops -- attention` calls: the console's queue and its settle actions, with the
// operator token and the staff member it acts as (--as).
const list = () =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/console/attention', headers: ops() });
const settle = (
  ref: string,
  decision: { as: 'delivered' | 'refunded'; by: string; reason: string },
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/console/transactions/${ref}/${decision.as === 'delivered' ? 'mark-delivered' : 'refund'}`,
    headers: decision.by ? ops(decision.by) : { [OPS_TOKEN_HEADER]: ctx.config.opsToken },
    payload: { reason: decision.reason },
  });

const quiet = (): OpsIo => ({ fetch, out: () => undefined, err: () => undefined });

async function webhookEvents(ref: string) {
  const row = await transactionByRef(db(), ref);
  const hooks = await db()
    .select({ event: webhookDeliveries.event })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.transactionId, row.id));
  return hooks.map((hook) => hook.event);
}

describe('the needs-attention endpoints', () => {
  it('list what an operator screen shows, and only purchases that need attention', async () => {
    const { user, ref } = await purchaseNeedingAttention();
    const stillRequeried = await pendingPurchase();
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = json<AttentionList>(response);
    expect(body.data.map((item) => item.tx_ref)).toContain(ref);
    expect(body.data.map((item) => item.tx_ref)).not.toContain(stillRequeried.ref);
    const item = body.data.find((entry) => entry.tx_ref === ref);
    expect(item).toMatchObject({
      email: user.email,
      service: 'Airtime',
      package: 'MTN',
      service_id: 'mtn',
      amount: 990,
      attempts: 24,
      upstream_code: '000',
      upstream_status: 'pending',
      last_answer: { operation: 'requery', state: 'pending', code: '000' },
    });
    expect(item?.reason).toMatch(
      /^Still pending after 24 answers over 25 h; the provider last said code 000, status pending/,
    );
    expect(Date.parse(item?.created_at ?? '')).toBeLessThan(Date.now() - 24 * 3_600_000);
    expect(Date.parse(item?.needs_attention_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(body.meta.total).toBeGreaterThanOrEqual(1);

    // The customer still reads "pending".
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/get-transaction-by-id/${(await transactionByRef(db(), ref)).id}/`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(json<{ data: { status: string }[] }>(view).data[0]?.status).toBe('pending');
  });

  it('refund once on the operator word, record who, when and why, and refuse a second decision', async () => {
    const { user, ref } = await purchaseNeedingAttention();
    expect((await snapshot(db(), user.id)).wallet).toBe(SEED_NAIRA * 100 - CHARGE_KOBO);

    const first = await settle(ref, {
      as: 'refunded',
      by: staff.alice.email,
      reason: 'VTpass support: never delivered',
    });
    expect(first.statusCode).toBe(200);
    const body = json<ConsoleTransactionActionResponse>(first);
    expect(body.message).toBe(`Refunded ₦990.00 of ${ref} to the customer's wallet.`);
    expect(body.data.transaction).toMatchObject({
      tx_ref: ref,
      status: 'failed',
      amount: 990,
      reviewed_by: staff.alice.email,
      review_note: 'VTpass support: never delivered',
    });
    expect(body.data.customer).toMatchObject({ email: user.email, wallet_balance: SEED_NAIRA });
    const audit = await db()
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'transaction.refund'), eq(staffAudit.subjectId, ref)));
    expect(audit).toEqual([
      expect.objectContaining({
        staffUserId: staff.alice.id,
        staffEmail: staff.alice.email,
        reason: 'VTpass support: never delivered',
      }),
    ]);

    const second = await settle(ref, {
      as: 'delivered',
      by: staff.bob.email,
      reason: 'it arrived',
    });
    expect(second.statusCode).toBe(409);
    expect(json<ErrorBody>(second).message).toMatch(
      new RegExp(`^${ref} was already failed by ${staff.alice.email} at \\d{4}-`),
    );

    const row = await transactionByRef(db(), ref);
    expect(row).toMatchObject({
      status: 'failed',
      reviewedBy: staff.alice.email,
      reviewNote: 'VTpass support: never delivered',
    });
    expect(row.reviewedAt).toBeInstanceOf(Date);
    expect(row.response).toMatch(/₦990\.00 has been refunded to your wallet\.$/);
    expect((await snapshot(db(), user.id)).wallet).toBe(SEED_NAIRA * 100);
    const refunds = await entriesOf(db(), user.id, 'purchase_refund');
    expect(refunds.map((entry) => [entry.amountKobo, entry.reference])).toEqual([
      [CHARGE_KOBO, ref],
    ]);
    expect((await ledgerSums(db(), [user.id])).mismatches).toEqual([]);
    expect(await webhookEvents(ref)).toEqual(['transaction.failed']);
    expect(json<AttentionList>(await list()).data.map((item) => item.tx_ref)).not.toContain(ref);
  });

  it('moves the money once when two operators decide at the same moment', async () => {
    const { user, ref } = await purchaseNeedingAttention();
    const deps = { db: db(), onFinal: enqueueTransactionWebhook };
    const results = await Promise.allSettled([
      settleByOperator(deps, ref, { as: 'refunded', by: 'alice', reason: 'failed upstream' }),
      settleByOperator(deps, ref, { as: 'refunded', by: 'bob', reason: 'failed upstream' }),
    ]);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const reason: unknown = refused[0]?.status === 'rejected' ? refused[0].reason : undefined;
    expect(reason).toBeInstanceOf(HttpError);
    expect((reason as HttpError).statusCode).toBe(409);
    expect(await entriesOf(db(), user.id, 'purchase_refund')).toHaveLength(1);
    expect((await snapshot(db(), user.id)).wallet).toBe(SEED_NAIRA * 100);
    expect((await ledgerSums(db(), [user.id])).mismatches).toEqual([]);
    expect(await webhookEvents(ref)).toEqual(['transaction.failed']);
  });

  it("confirm on the operator's word and pay the referrer's commission", async () => {
    const referrer = await signedInUser(ctx.app);
    const { user, ref } = await purchaseNeedingAttention({ referredBy: referrer.username });
    const response = await settle(ref, {
      as: 'delivered',
      by: staff.carol.email,
      reason: 'MTN confirmed',
    });
    expect(response.statusCode).toBe(200);
    expect(json<ConsoleTransactionActionResponse>(response).message).toBe(
      `${ref} is marked delivered (₦990.00).`,
    );
    const row = await transactionByRef(db(), ref);
    expect(row).toMatchObject({ status: 'confirmed', reviewedBy: staff.carol.email });
    expect(row.response).toMatch(/^Transaction successful: /);
    // The airtime rate is 0.5% of the ₦990 paid.
    expect((await snapshot(db(), referrer.id)).bonus).toBe(495);
    expect((await snapshot(db(), user.id)).wallet).toBe(SEED_NAIRA * 100 - CHARGE_KOBO);
    expect((await ledgerSums(db(), [user.id, referrer.id])).mismatches).toEqual([]);
    expect(await webhookEvents(ref)).toEqual(['transaction.confirmed']);
  });

  it('refuse what they cannot decide, in the error envelope, moving no money', async () => {
    // Before it needs attention only an owner settles; the ops command has the powers of the
    // member it names (support here).
    const stillRequeried = await pendingPurchase();
    const early = await settle(stillRequeried.ref, {
      as: 'refunded',
      by: staff.dan.email,
      reason: 'why',
    });
    expect(early.statusCode).toBe(403);
    expect(json<ErrorBody>(early).message).toBe(ACTION_MESSAGES.earlyOwnerOnly);
    expect((await snapshot(db(), stillRequeried.user.id)).wallet).toBe(
      SEED_NAIRA * 100 - CHARGE_KOBO,
    );

    const dan = staff.dan.email;
    expect((await settle('NT0', { as: 'refunded', by: dan, reason: 'why' })).statusCode).toBe(404);
    const { ref } = await purchaseNeedingAttention();
    const noReason = await settle(ref, { as: 'refunded', by: dan, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(json<ErrorBody>(noReason).message).toBe(REASON_MESSAGES.tooShort);
    const noOperator = await settle(ref, { as: 'refunded', by: '', reason: 'checked it' });
    expect(noOperator.statusCode).toBe(403);
    expect(json<ErrorBody>(noOperator).message).toMatch(/--as <e-mail>/);
    expect(
      await runOps(
        ['attention', 'settle', ref, '--outcome', 'maybe', '--as', dan, '--reason', 'r'],
        {},
        quiet(),
      ),
    ).toBe(2);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/console/attention',
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await transactionByRef(db(), ref)).status).toBe('pending');
  });
});

describe('npm run ops -- attention', () => {
  function io(now = new Date()): OpsIo & { lines: string[]; errors: string[] } {
    const lines: string[] = [];
    const errors: string[] = [];
    return {
      fetch,
      out: (line) => lines.push(line),
      err: (line) => errors.push(line),
      now: () => now,
      lines,
      errors,
    };
  }
  const env = () => ({ OPS_TOKEN: ctx.config.opsToken, PUBLIC_URL: url });

  it('lists, settles as refunded, and refuses a second settle with who and when', async () => {
    const { user, ref } = await purchaseNeedingAttention();
    const listing = io();
    expect(await runOps(['attention', 'list', '--as', staff.dan.email], env(), listing)).toBe(0);
    expect(listing.lines[0]).toMatch(/^REF\s+USER\s+SERVICE\s+AMOUNT\s+AGE\s+TRIES\s+LAST ANSWER$/);
    const line = listing.lines.find((text) => text.startsWith(ref));
    expect(line).toMatch(
      new RegExp(`${user.email}\\s+Airtime MTN\\s+₦990\\.00\\s+1d 1h\\s+24\\s+000/pending$`),
    );

    const dan = staff.dan.email;
    const args = ['attention', 'settle', ref, '--outcome', 'refunded', '--as', dan];
    const first = io();
    expect(await runOps([...args, '--reason', 'not delivered'], env(), first)).toBe(0);
    expect(first.lines).toEqual([`Refunded ${ref}: ₦990.00 back to ${user.email} by ${dan}`]);
    const second = io();
    expect(await runOps([...args, '--reason', 'again'], env(), second)).toBe(1);
    expect(second.errors[0]).toMatch(new RegExp(`^${ref} was already failed by ${dan} at `));
    expect((await snapshot(db(), user.id)).wallet).toBe(SEED_NAIRA * 100);
  });

  it('exits 2 on a settle without --outcome, --as or --reason, and on an unknown command', async () => {
    const as = ['--as', staff.dan.email];
    const missingOutcome = io();
    expect(
      await runOps(['attention', 'settle', 'NT1', ...as, '--reason', 'r'], env(), missingOutcome),
    ).toBe(2);
    expect(missingOutcome.errors[0]).toBe(
      'attention settle needs --outcome delivered or --outcome refunded',
    );
    const missingReason = io();
    expect(
      await runOps(
        ['attention', 'settle', 'NT1', '--outcome', 'delivered', ...as],
        env(),
        missingReason,
      ),
    ).toBe(2);
    expect(missingReason.errors[0]).toBe(
      'attention settle needs --reason <text> (kept in the audit log)',
    );
    const missingAs = io();
    expect(
      await runOps(
        ['attention', 'settle', 'NT1', '--outcome', 'refunded', '--reason', 'r'],
        env(),
        missingAs,
      ),
    ).toBe(2);
    expect(missingAs.errors[0]).toBe('Name the staff account you act as with --as <e-mail>.');
    expect(await runOps(['attention', 'fix', ...as], env(), io())).toBe(2);
  });
});
