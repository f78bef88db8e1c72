import { and, eq, sql } from 'drizzle-orm';
import type { TransactionResult } from '@contract/api';
import { REFUNDED_PURCHASE_STATUSES } from '@contract/rules';
import { resultItemsOf } from '@contract/transactions';
import type { Db, Tx } from '../../db/client';
import { parsedJson, rowFromJson, rowsOf } from '../../db/rows';
import { ledgerEntries, referralRates, transactions, upstreamCalls, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { BillsOutcome } from '../../ports/bills';
import { post } from '../wallet/ledger';
import { PURCHASE_REFUND, refundedShortKobo } from '../wallet/refunds';
import type { NewTransactionRow, TransactionRow } from '../wallet/repository';
import { settlementChecks, settlementConflicts } from './decision-tables';
import { cardsCameOf, cardsResult, refundMissingCards } from './in-part';
import { disputeRefundMessage, pendingMessage, settledMessage } from './messages';

/*
 * The one place a purchase's status changes after it was created (see STATUS.md beside this file).
 * Each change runs in one database transaction under a lock of the transaction row, so the answer,
 * a requery and a callback arriving together settle it once: money moves only on the first
 * transition, and the ledger's unique (account, kind, reference) makes even that at most once.
 */

export interface SettleDeps {
  db: Db;
  /** called inside the settling transaction when the status becomes final (outbound webhooks) */
  onFinal?: (tx: Tx, transactionId: number) => Promise<void>;
  /** the first requery delay; later ones double up to an hour */
  requeryFirstDelayMs: number;
}

const MAX_REQUERY_DELAY_MS = 60 * 60 * 1000;

/**
 * A purchase still pending after this many answers that did not settle it AND this long since it
 * was made is taken off the requery schedule and waits for an operator (needs attention). Both must
 * hold: the count alone would give up early with a short first delay, the age alone after a long
 * outage of ours. With the default backoff, 24 hours bring about 31 requeries.
 */
export const NEEDS_ATTENTION_AFTER = { answers: 24, ageMs: 24 * 60 * 60 * 1000 } as const;

function needsAttention(row: TransactionRow, answers: number, now: Date): boolean {
  return (
    answers >= NEEDS_ATTENTION_AFTER.answers &&
    now.getTime() - row.createdAt.getTime() >= NEEDS_ATTENTION_AFTER.ageMs
  );
}

/** What the provider last said, for the operator: code, status and description. */
function describeAnswer(outcome: Pick<BillsOutcome, 'code' | 'status' | 'description'>) {
  const code = outcome.code ? `code ${outcome.code}` : 'no readable code';
  const status = outcome.status ? `, status ${outcome.status}` : '';
  return `${code}${status}: ${outcome.description}`;
}

export function requeryDelayMs(firstDelayMs: number, attempts: number): number {
  return Math.min(firstDelayMs * 2 ** Math.min(attempts, 20), MAX_REQUERY_DELAY_MS);
}

/** The default grace after a pay call's timeout: enough to record an answer that came last moment. */
const PAY_GRACE_MS = 30_000;

/** When an order whose pay call goes out now may first be requeried. */
export const leftAloneUntil = (timing: { payTimeoutMs: number; payGraceMs?: number }) =>
  new Date(Date.now() + timing.payTimeoutMs + (timing.payGraceMs ?? PAY_GRACE_MS));

export async function lockTransaction(tx: Tx, id: number): Promise<TransactionRow | undefined> {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
  return row;
}

/**
 * The token column, which the list, the receipt and the search show: every code the customer must
 * keep (the items of the result marked as codes: the electricity token, every PIN, each result
 * checker card as serial and PIN, every voucher, a service's declared codes), comma separated.
 * Units, links and other notes stay on the result only.
 */
export function tokenOf(result: TransactionResult): string | null {
  const codes = resultItemsOf(result)
    .filter((item) => item.code)
    .flatMap((item) =>
      item.values.map(
        (value, index) =>
          item.parts?.[index]?.map((part) => `${part.label} ${part.value}`).join(' ') ?? value,
      ),
    );
  return codes.length ? codes.join(', ') : null;
}

/** The referrer's commission on `amountKobo` spent in a category: its rate, rounded down. */
export async function commissionOn(tx: Tx, categoryId: number, amountKobo: number) {
  const [rate] = await tx
    .select({ rateBp: referralRates.rateBp })
    .from(referralRates)
    .where(eq(referralRates.categoryId, categoryId));
  return Math.floor((amountKobo * (rate?.rateBp ?? 0)) / 10_000);
}

/** The commission entry a purchase paid its buyer's referrer, if it paid one. */
export async function commissionPaidOn(tx: Tx, txRef: string) {
  const [paid] = await tx
    .select({ userId: ledgerEntries.userId, amountKobo: ledgerEntries.amountKobo })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, 'bonus'),
        eq(ledgerEntries.kind, 'referral_commission'),
        eq(ledgerEntries.reference, txRef),
      ),
    );
  return paid;
}

/**
 * Credits the referrer's bonus with the category's rate of what the referral paid; returns the
 * buyer's wallet balance as read here (the reply shows it without reading it again).
 */
async function payCommission(tx: Tx, row: TransactionRow): Promise<number | undefined> {
  const [buyer] = await tx
    .select({ referredById: users.referredById, walletKobo: users.walletBalanceKobo })
    .from(users)
    .where(eq(users.id, row.userId));
  const walletKobo = buyer?.walletKobo;
  if (!buyer?.referredById || row.categoryId === null) return walletKobo;
  const commissionKobo = await commissionOn(tx, row.categoryId, row.amountKobo);
  if (commissionKobo <= 0) return walletKobo;
  await post(tx, {
    userId: buyer.referredById,
    account: 'bonus',
    amountKobo: commissionKobo,
    kind: 'referral_commission',
    reference: row.txRef,
    transactionId: row.id,
  });
  return walletKobo;
}

/**
 * Takes back a commission paid on a purchase now refunded: from the referrer's bonus as far as it
 * goes (the referrer may have moved it to the wallet already), then from the wallet; what neither
 * holds is written off rather than driving a balance below zero.
 */
async function takeBackCommission(tx: Tx, row: TransactionRow) {
  const paid = await commissionPaidOn(tx, row.txRef);
  if (!paid) return;
  const [referrer] = await tx
    .select({ bonus: users.bonusKobo, wallet: users.walletBalanceKobo })
    .from(users)
    .where(eq(users.id, paid.userId))
    .for('update');
  if (!referrer) return;
  const fromBonus = Math.min(paid.amountKobo, referrer.bonus);
  const fromWallet = Math.min(paid.amountKobo - fromBonus, referrer.wallet);
  const common = { userId: paid.userId, reference: row.txRef, transactionId: row.id };
  if (fromBonus > 0)
    await post(tx, {
      ...common,
      account: 'bonus',
      amountKobo: -fromBonus,
      kind: 'referral_commission_reversal',
    });
  if (fromWallet > 0)
    await post(tx, {
      ...common,
      account: 'wallet',
      amountKobo: -fromWallet,
      kind: 'referral_commission_reversal',
    });
}

/** What a purchase's refund gives back: its charge less what a short delivery refunded already. */
async function refund(tx: Tx, row: TransactionRow) {
  const leftKobo = row.amountKobo - (await refundedShortKobo(tx, row));
  if (leftKobo <= 0) return;
  await post(tx, {
    userId: row.userId,
    account: 'wallet',
    amountKobo: leftKobo,
    kind: PURCHASE_REFUND,
    reference: row.txRef,
    transactionId: row.id,
  });
}

/** The provider a call went to and the request id it was about (a purchase's own by default). */
export interface CallTarget {
  provider?: string | null;
  requestId?: string | null;
}

export async function recordCall(
  db: Db | Tx,
  transactionId: number,
  operation: string,
  outcome: Pick<BillsOutcome, 'state' | 'code' | 'raw'>,
  durationMs?: number,
  target: CallTarget = {},
) {
  await db.insert(upstreamCalls).values({
    transactionId,
    operation,
    state: outcome.state,
    code: outcome.code ?? null,
    detail: outcome.raw.slice(0, 2000),
    durationMs: durationMs === undefined ? null : Math.round(durationMs),
    provider: target.provider ?? null,
    requestId: target.requestId ?? null,
  });
}

/**
 * Applies a provider answer to a purchase and returns the transaction as it now stands:
 * - delivered: pending becomes confirmed, the results are kept, the referrer earns commission;
 * - failed: pending becomes failed and the charge is refunded;
 * - reversed: pending or confirmed becomes reversed, refunded, and any commission taken back;
 * - pending (or not_found): still pending, the next requery is scheduled with backoff.
 * Final statuses never change again except confirmed to reversed; an answer contradicting how a
 * purchase was settled is kept as a conflict (contradictsSettlement) and moves no money.
 */
export async function settle(
  deps: SettleDeps,
  transactionId: number,
  outcome: BillsOutcome,
  call?: ProviderCall,
): Promise<TransactionRow> {
  return (await settleAndRead(deps, transactionId, outcome, call)).row;
}

/** The provider call that brought the outcome, recorded in upstream_calls. */
export interface ProviderCall extends CallTarget {
  operation: string;
  durationMs?: number;
}

export interface Settled {
  row: TransactionRow;
  /** the buyer's wallet balance when this transaction read it (not read on every path) */
  walletKobo?: number;
}

/**
 * A provider answer that contradicts how a purchase was settled, by the engine on an earlier answer
 * or by a person: delivered on a refunded purchase (failed, or reversed on the provider's word),
 * failed on a delivered one, reversed on one a person marked delivered. Money never moves on such
 * an answer; the purchase goes to the conflicts list for an owner instead. A provider's reversal
 * of a purchase it delivered is not a contradiction (it is settled as reversed), nor is "delivered"
 * on one an owner refunded after a dispute (refunded knowing it was delivered).
 */
function contradictsSettlement(row: TransactionRow, said: BillsOutcome['state']): boolean {
  if (row.kind !== 'purchase') return false;
  const byPerson = row.reviewedBy !== null;
  switch (row.status) {
    case 'confirmed':
      return said === 'failed' || (said === 'reversed' && byPerson);
    case 'failed':
      return said === 'delivered';
    case 'reversed':
      return said === 'delivered' && !byPerson;
    default:
      return false;
  }
}

/**
 * Keeps the first contradicting answer of a purchase, with the call that brought it and how the
 * purchase had been settled (a person's name and reason, or empty for the engine's own settling).
 */
export async function recordConflict(tx: Tx, row: TransactionRow, outcome: BillsOutcome) {
  const [lastCall] = rowsOf<{ operation: string }>(
    await tx.execute(sql`
      SELECT operation FROM upstream_calls WHERE transaction_id = ${row.id}
      ORDER BY id DESC LIMIT 1`),
  );
  await keepConflict(tx, row, outcome, {
    answer: describeAnswer(outcome),
    source: lastCall?.operation ?? 'provider answer',
  });
}

/**
 * Keeps a purchase's conflict: how it was settled (by whom, when, why) beside the provider's
 * contradicting answer and the call that brought it. The first conflict of a purchase is kept.
 */
async function keepConflict(
  tx: Tx,
  row: TransactionRow,
  outcome: BillsOutcome,
  provider: { answer: string; source: string },
) {
  await tx
    .insert(settlementConflicts)
    .values({
      transactionId: row.id,
      decidedStatus: row.status,
      decidedBy: row.reviewedBy ?? '',
      decidedAt: row.reviewedAt ?? row.settledAt,
      decisionNote: row.reviewNote ?? row.response,
      providerState: outcome.state,
      providerAnswer: provider.answer,
      source: provider.source,
    })
    .onConflictDoNothing({ target: settlementConflicts.transactionId });
}

/**
 * A provider says it delivered an order it had refused before the order moved on to another
 * provider (failover.ts): the customer may have it twice, and we may have paid twice. Money never
 * moves on it; it is kept as the purchase's conflict, naming the earlier attempt, for an owner.
 */
export async function recordEarlierAttemptDelivered(
  deps: Pick<SettleDeps, 'db'>,
  transactionId: number,
  attempt: { provider: string; requestId: string },
  outcome: BillsOutcome,
) {
  await deps.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, transactionId);
    if (!row) return;
    await keepConflict(tx, row, outcome, {
      answer:
        `${attempt.provider}, about its earlier attempt ${attempt.requestId} that it refused: ` +
        describeAnswer(outcome),
      source: 'callback-earlier-attempt',
    });
  });
}

/**
 * Takes a pending purchase off the requery schedule for a person now (an order its provider does
 * not know and that cannot be sent again, reconciler.ts), keeping the provider's answer and why. A
 * purchase already settled or already waiting for a person is left as it is.
 */
export async function needsAttentionNow(
  deps: SettleDeps,
  transactionId: number,
  outcome: BillsOutcome,
  reason: string,
): Promise<TransactionRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, transactionId);
    if (!row) throw new Error(`transaction ${transactionId} does not exist`);
    if (row.status !== 'pending' || row.needsAttentionAt !== null) return row;
    const now = new Date();
    const [updated] = await tx
      .update(transactions)
      .set({
        ...upstreamChanges(row, outcome, now),
        nextRequeryAt: null,
        needsAttentionAt: now,
        attentionReason: reason,
        requeryAttempts: row.requeryAttempts + 1,
        response: pendingMessage(),
      })
      .where(eq(transactions.id, row.id))
      .returning();
    return updated ?? row;
  });
}

/**
 * settle, also answering the buyer's wallet balance where it was read anyway. With `call`, the
 * upstream_calls audit row is written in the same database transaction.
 */
export async function settleAndRead(
  deps: SettleDeps,
  transactionId: number,
  outcome: BillsOutcome,
  call?: ProviderCall,
): Promise<Settled> {
  return deps.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, transactionId);
    if (!row) throw new Error(`transaction ${transactionId} does not exist`);
    // After the row lock: an insert referencing the row before it would be a lock upgrade.
    if (call) await recordCall(tx, row.id, call.operation, outcome, call.durationMs, call);
    return settleLocked(tx, deps, row, outcome);
  });
}

/**
 * What an answer does to a purchase already locked in the settling transaction `tx`: the one
 * decision of settleAndRead, for a service that keeps more of a delivery under the same lock
 * first (printable cards keep their PINs sealed, then confirm here).
 */
export async function settleLocked(
  tx: Tx,
  deps: SettleDeps,
  row: TransactionRow,
  outcome: BillsOutcome,
): Promise<Settled> {
  const now = new Date();
  const upstream = upstreamChanges(row, outcome, now);
  if (contradictsSettlement(row, outcome.state)) {
    await recordConflict(tx, row, outcome);
    return { row };
  }
  const { state } = outcome;

  if (state === 'pending' || state === 'not_found') {
    if (row.status !== 'pending') return { row };
    const answers = row.requeryAttempts + 1;
    const schedule =
      // Once an operator's, always an operator's: a later answer does not restart the requeries.
      row.needsAttentionAt !== null
        ? { nextRequeryAt: null }
        : needsAttention(row, answers, now)
          ? {
              nextRequeryAt: null,
              needsAttentionAt: now,
              attentionReason:
                `Still pending after ${answers} answers over ` +
                `${Math.floor((now.getTime() - row.createdAt.getTime()) / 3_600_000)} h; ` +
                `the provider last said ${describeAnswer(outcome)}`,
            }
          : {
              nextRequeryAt: new Date(
                now.getTime() + requeryDelayMs(deps.requeryFirstDelayMs, row.requeryAttempts),
              ),
            };
    const [updated] = await tx
      .update(transactions)
      .set({ ...upstream, ...schedule, requeryAttempts: answers, response: pendingMessage() })
      .where(eq(transactions.id, row.id))
      .returning();
    return { row: updated ?? row };
  }

  if (state === 'delivered') {
    if (row.status !== 'pending') return { row };
    return (await confirm({ tx, onFinal: deps.onFinal }, row, upstream, outcome)) ?? { row };
  }

  // failed or reversed
  const refundable =
    row.status === 'pending' || (state === 'reversed' && row.status === 'confirmed');
  if (!refundable) return { row };
  return refundLocked(tx, deps, row, state === 'reversed' ? 'reversed' : 'failed', upstream, {
    reason: outcome.description,
    ourFault: outcome.ourFault,
  });
}

/**
 * A purchase's answer when it was created moments ago, as settleAndRead: a delivered answer for a
 * purchase still as created (pending, no requery answer since) whose buyer has no referrer and no
 * webhook URL is confirmed in one statement, the call audited with it, and nothing else to do (no
 * money moves on confirming, no commission, no webhook). Anything else goes through settleAndRead.
 */
export async function settleCreated(
  deps: SettleDeps,
  row: TransactionRow,
  outcome: BillsOutcome,
  call: ProviderCall,
): Promise<Settled> {
  if (outcome.state !== 'delivered' || row.status !== 'pending')
    return settleAndRead(deps, row.id, outcome, call);
  const confirmed = await confirm(
    { db: deps.db, outcome, call },
    row,
    upstreamChanges(row, outcome, new Date()),
    outcome,
  );
  return confirmed ?? settleAndRead(deps, row.id, outcome, call);
}

type RowChanges = Partial<NewTransactionRow> & { updatedAt: Date };

/** The provider's codes of its latest answer, kept where the answer has none. */
function upstreamChanges(row: TransactionRow, outcome: BillsOutcome, now: Date) {
  return {
    upstreamCode: outcome.code ?? row.upstreamCode,
    upstreamStatus: outcome.status ?? row.upstreamStatus,
    upstreamTransactionId: outcome.providerTransactionId ?? row.upstreamTransactionId,
    updatedAt: now,
  };
}

/**
 * The one confirm path, one statement: a pending purchase becomes confirmed, the delivered results
 * kept (with the token and the message they make), off the requery schedule, settled now, with the
 * provider's codes or who decided it. In the settling transaction `tx`, under the row's lock, the
 * referrer's commission is then paid and the webhook queued. Alone (`db`), nothing is locked: it
 * applies only while the purchase is still as created (pending, no requery answer since) and its
 * buyer has no referrer and no webhook URL (nothing else to do), the provider call audited in the
 * same statement. Undefined when it did not apply.
 */
async function confirm(
  how:
    | { tx: Tx; onFinal: SettleDeps['onFinal'] }
    | { db: Db; outcome: BillsOutcome; call: ProviderCall },
  row: TransactionRow,
  changes: RowChanges,
  delivered: Pick<BillsOutcome, 'result' | 'description'>,
): Promise<Settled | undefined> {
  const result = { ...(row.result ?? {}), ...delivered.result };
  const at = changes.updatedAt.toISOString();
  const reviewedAt = changes.reviewedAt ?? row.reviewedAt;
  const set = sql`status = 'confirmed', result = ${JSON.stringify(result)}::jsonb,
    token = ${tokenOf(result)},
    response = ${settledMessage('confirmed', row.description, result, delivered.description)},
    upstream_code = ${changes.upstreamCode ?? row.upstreamCode},
    upstream_status = ${changes.upstreamStatus ?? row.upstreamStatus},
    upstream_transaction_id = ${changes.upstreamTransactionId ?? row.upstreamTransactionId},
    reviewed_by = ${changes.reviewedBy ?? row.reviewedBy},
    reviewed_at = ${reviewedAt?.toISOString() ?? null}::timestamptz,
    review_note = ${changes.reviewNote ?? row.reviewNote},
    next_requery_at = NULL, settled_at = ${at}::timestamptz, updated_at = ${at}::timestamptz`;
  const alone = 'db' in how ? how : undefined;
  const guard = alone
    ? sql` AND t.status = 'pending' AND t.requery_attempts = ${row.requeryAttempts}
        AND u.referred_by_id IS NULL AND coalesce(btrim(u.webhook_url), '') = ''`
    : sql``;
  const audit = alone
    ? sql`, audited AS (
      INSERT INTO ${upstreamCalls} (transaction_id, operation, state, code, detail, duration_ms,
        provider, request_id)
      SELECT id, ${alone.call.operation}, ${alone.outcome.state}, ${alone.outcome.code ?? null},
        ${alone.outcome.raw.slice(0, 2000)},
        ${alone.call.durationMs === undefined ? null : Math.round(alone.call.durationMs)}::integer,
        ${alone.call.provider ?? null}::text, ${alone.call.requestId ?? null}::text
      FROM confirmed
    )`
    : sql``;
  const answer = await ('db' in how ? how.db : how.tx).execute(sql`
    WITH confirmed AS (
      UPDATE ${transactions} AS t SET ${set}
      FROM ${users} AS u
      WHERE t.id = ${row.id} AND u.id = t.user_id${guard}
      RETURNING t.*, u.wallet_balance_kobo AS buyer_wallet_kobo
    )${audit}
    SELECT to_json(confirmed) AS row FROM confirmed`);
  const [found] = rowsOf<{ row: unknown }>(answer);
  if (!found) return undefined;
  const json = parsedJson(found.row) as { buyer_wallet_kobo: number | string };
  const updated = rowFromJson(transactions, json);
  if ('db' in how) return { row: updated, walletKobo: Number(json.buyer_wallet_kobo) };
  const walletKobo = await payCommission(how.tx, row);
  await how.onFinal?.(how.tx, row.id);
  return { row: updated, walletKobo };
}

/** Fails or reverses a locked purchase: refunded once, commission taken back, webhook queued. */
async function refundLocked(
  tx: Tx,
  deps: Pick<SettleDeps, 'onFinal'>,
  row: TransactionRow,
  status: 'failed' | 'reversed',
  changes: RowChanges,
  why: { reason: string; ourFault: boolean; response?: string },
): Promise<Settled> {
  const [updated] = await tx
    .update(transactions)
    .set({
      ...changes,
      status,
      response:
        why.response ??
        settledMessage(status, row.description, row.result ?? {}, why.reason, {
          refundedKobo: row.amountKobo,
          ourFault: why.ourFault,
        }),
      nextRequeryAt: null,
      settledAt: changes.updatedAt,
    })
    .where(eq(transactions.id, row.id))
    .returning();
  await refund(tx, row);
  if (row.status === 'confirmed') await takeBackCommission(tx, row);
  await deps.onFinal?.(tx, row.id);
  return { row: updated ?? row };
}

/** Why a person cannot settle a printable-card batch as delivered. */
export const CARDS_COME_FROM_THE_SELLER =
  'A card batch is delivered only with its cards, which come from the seller: requery it, or refund it.';

/** An operator's verdict on a purchase that needs attention. */
export interface OperatorDecision {
  as: 'delivered' | 'refunded';
  /** who decided */
  by: string;
  /** why: what the operator checked (kept in review_note, never shown to the customer) */
  reason: string;
  /**
   * settle a pending purchase before it needs attention (an owner's decision on evidence such as
   * the provider's support); the provider is still asked afterwards, and a contradicting answer
   * lands in the conflicts list
   */
  early?: boolean;
}

/** The first check of the provider after an early decision; later ones double up to an hour. */
export const DECISION_CHECK_FIRST_DELAY_MS = 60_000;

/** Why a purchase cannot be decided (again), with who settled it and when where known. */
function notDecidable(row: TransactionRow): string {
  if (row.status === 'pending')
    return (
      `${row.txRef} does not need attention: it is still being requeried` +
      (row.nextRequeryAt ? ` (next at ${row.nextRequeryAt.toISOString()})` : '')
    );
  const who = row.reviewedBy ? ` by ${row.reviewedBy}` : ' by the provider';
  const when = row.reviewedAt ?? row.settledAt;
  return `${row.txRef} was already ${row.status}${who}${when ? ` at ${when.toISOString()}` : ''}`;
}

/** The purchase with this reference, locked for the settling transaction; 404 when there is none. */
async function lockPurchaseByRef(tx: Tx, txRef: string) {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.txRef, txRef.trim()), eq(transactions.kind, 'purchase')))
    .for('update');
  if (!row) throw notFound(`No purchase has the reference ${txRef}`);
  return row;
}

/**
 * Settles a purchase that needs attention on an operator's word, in one database transaction under
 * the row lock: delivered confirms it (commission paid), refunded fails it and refunds the charge
 * once. Who, when and why are kept on the row. Anything else (not found, not a purchase, already
 * settled, still being requeried) is refused.
 */
export async function settleByOperator(
  deps: Pick<SettleDeps, 'db' | 'onFinal'> & { authorize?: AuthorizeDecision },
  txRef: string,
  decision: OperatorDecision,
): Promise<Settled | null> {
  return deps.db.transaction((tx) => settleByOperatorIn(tx, deps, txRef, decision));
}

/**
 * A person's decision on a purchase passes `authorize` (the console's money policy) inside the
 * deciding transaction, after the row lock and before anything is written.
 */
export type AuthorizeDecision = (tx: Tx, row: TransactionRow) => Promise<'go' | 'deferred'>;

/**
 * settleByOperator inside the caller's transaction (an approval carries it out in its own); null
 * when `authorize` deferred the decision (sent for approval): nothing was settled.
 */
export async function settleByOperatorIn(
  tx: Tx,
  deps: Pick<SettleDeps, 'onFinal'> & { authorize?: AuthorizeDecision },
  txRef: string,
  decision: OperatorDecision,
): Promise<Settled | null> {
  const by = decision.by.trim();
  const reason = decision.reason.trim();
  if (!by) throw badRequest('Say who you are with --as <e-mail>', { by: 'Operator is required' });
  if (!reason) throw badRequest('Say why with --reason "..."', { reason: 'Reason is required' });
  const row = await lockPurchaseByRef(tx, txRef);
  if (row.status !== 'pending' || (row.needsAttentionAt === null && !decision.early))
    throw conflict(notDecidable(row));
  // A person can refund a card batch, never deliver it: its PINs come only from the seller.
  if (decision.as === 'delivered' && row.result?.epin_batch_id !== undefined)
    throw conflict(CARDS_COME_FROM_THE_SELLER);
  if ((await deps.authorize?.(tx, row)) === 'deferred') return null;
  const now = new Date();
  if (row.needsAttentionAt === null && row.requestId !== null)
    await tx
      .insert(settlementChecks)
      .values({
        transactionId: row.id,
        nextCheckAt: new Date(now.getTime() + DECISION_CHECK_FIRST_DELAY_MS),
      })
      .onConflictDoNothing();
  const changes: RowChanges = {
    reviewedBy: by,
    reviewedAt: now,
    reviewNote: reason,
    updatedAt: now,
  };
  if (decision.as === 'delivered')
    return (
      (await confirm({ tx, onFinal: deps.onFinal }, row, changes, {
        result: {},
        description: 'Confirmed by our staff',
      })) ?? { row }
    );
  // A person's refund of a card batch that came in part gives back the cards that did not come:
  // the buyer keeps, and has paid for, the cards already delivered.
  const came = cardsCameOf(row);
  if (came) {
    const unitPriceKobo = Math.round(row.amountKobo / came.cards.asked);
    const paidFor = await refundMissingCards(tx, row, came.cards, unitPriceKobo);
    return (
      (await confirm({ tx, onFinal: deps.onFinal }, paidFor, changes, {
        result: cardsResult(came.batchId, came.cards, unitPriceKobo),
        description: 'Confirmed by our staff for the cards that came',
      })) ?? { row }
    );
  }
  return refundLocked(tx, deps, row, 'failed', changes, {
    reason: 'the provider could not confirm it',
    ourFault: false,
  });
}

/**
 * Refunds a delivered purchase after a dispute (an owner's decision): the purchase becomes
 * reversed, the charge goes back to the wallet once, the referrer's commission is taken back and
 * the customer's webhook is queued, in one database transaction under the row lock. Who, when and
 * why are kept on the row; a second dispute refund, or one of a purchase not delivered, is refused.
 */
export async function refundDispute(
  deps: Pick<SettleDeps, 'db' | 'onFinal'> & { authorize?: AuthorizeDecision },
  txRef: string,
  decision: Omit<OperatorDecision, 'as' | 'early'>,
): Promise<Settled | null> {
  return deps.db.transaction((tx) => refundDisputeIn(tx, deps, txRef, decision));
}

/** refundDispute inside the caller's transaction. */
export async function refundDisputeIn(
  tx: Tx,
  deps: Pick<SettleDeps, 'onFinal'> & { authorize?: AuthorizeDecision },
  txRef: string,
  decision: Omit<OperatorDecision, 'as' | 'early'>,
): Promise<Settled | null> {
  const by = decision.by.trim();
  const reason = decision.reason.trim();
  if (!reason) throw badRequest('Say why', { reason: 'Reason is required' });
  const row = await lockPurchaseByRef(tx, txRef);
  if (row.status !== 'confirmed')
    throw conflict(
      row.status === 'reversed' && row.reviewedBy
        ? `${row.txRef} was already refunded after a dispute by ${row.reviewedBy}` +
            (row.reviewedAt ? ` at ${row.reviewedAt.toISOString()}` : '')
        : `Only a delivered purchase is refunded as a dispute; ${row.txRef} is ${row.status}.`,
    );
  if ((await deps.authorize?.(tx, row)) === 'deferred') return null;
  const now = new Date();
  return refundLocked(
    tx,
    deps,
    row,
    'reversed',
    { reviewedBy: by, reviewedAt: now, reviewNote: reason, updatedAt: now },
    {
      reason,
      ourFault: false,
      response: disputeRefundMessage(row.description, row.amountKobo),
    },
  );
}

/** The ledger kind of a refunded purchase charged again once the provider proved it delivered. */
export const CONFLICT_RECHARGE = 'conflict_recharge';

/**
 * A refunded purchase the provider delivered after all, charged again on an owner's decision: the
 * charge is debited once (the ledger refuses it when the wallet cannot cover it) and the purchase
 * is confirmed, commission paid and webhook queued, in the caller's transaction under the row lock.
 */
export async function rechargeDeliveredIn(
  tx: Tx,
  deps: Pick<SettleDeps, 'onFinal'> & { authorize?: AuthorizeDecision },
  txRef: string,
  decision: { by: string; reason: string },
): Promise<Settled | null> {
  const row = await lockPurchaseByRef(tx, txRef);
  if (!REFUNDED_PURCHASE_STATUSES.includes(row.status))
    throw conflict(`Only a refunded purchase is charged again; ${row.txRef} is ${row.status}.`);
  if ((await deps.authorize?.(tx, row)) === 'deferred') return null;
  await post(tx, {
    userId: row.userId,
    account: 'wallet',
    amountKobo: -row.amountKobo,
    kind: CONFLICT_RECHARGE,
    reference: row.txRef,
    transactionId: row.id,
  });
  const now = new Date();
  const changes = {
    reviewedBy: decision.by.trim(),
    reviewedAt: now,
    reviewNote: decision.reason.trim(),
    updatedAt: now,
  };
  return (
    (await confirm({ tx, onFinal: deps.onFinal }, row, changes, {
      result: {},
      description: 'Delivered, as the provider confirmed',
    })) ?? { row }
  );
}

/** Pending purchases due for a requery, claimed for `leaseMs` so other processes skip them. */
export async function claimDuePurchases(db: Db, limit: number, leaseMs: number) {
  const rows = await db.execute<{ id: number }>(sql`
    UPDATE transactions SET next_requery_at = now() + make_interval(secs => ${leaseMs / 1000})
    WHERE id IN (
      SELECT t.id FROM transactions_pending p JOIN transactions t ON t.id = p.transaction_id
      WHERE p.next_requery_at <= now() AND p.kind = 'purchase'
        AND t.status = 'pending' AND t.kind = 'purchase' AND t.request_id IS NOT NULL
        AND t.next_requery_at <= now()
      ORDER BY p.next_requery_at
      LIMIT ${limit}
      FOR UPDATE OF t SKIP LOCKED
    )
    RETURNING id`);
  return rowsOf<{ id: number }>(rows).map((row) => Number(row.id));
}

/**
 * Gives a claimed purchase back before its lease ends: due again in `afterMs` (a lease only ever
 * shortens here, so a later requery time written meanwhile is kept when it is sooner).
 */
export async function releaseClaim(db: Db, id: number, afterMs: number) {
  await db.execute(sql`
    UPDATE transactions SET next_requery_at = now() + make_interval(secs => ${afterMs / 1000})
    WHERE id = ${id} AND status = 'pending'
      AND next_requery_at > now() + make_interval(secs => ${afterMs / 1000})`);
}
