import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import { REASON_MESSAGES, reasonProblem } from '@contract/rules';
import type { Db, Tx } from '../../../db/client';
import { transactions, users } from '../../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../../lib/http-error';
import type { AdjustmentSentForApproval } from '@contract/api/console';
import type { EngineDeps } from '../../purchases/engine';
import { requeryPurchase } from '../../purchases/reconciler';
import { refundDispute, settleByOperator, type AuthorizeDecision } from '../../purchases/settle';
import { requestApproval, REQUEST_MESSAGES } from '../approvals/request';
import { listApprovalById } from '../approvals/read';
import { consoleAdjustmentApprovals as approvals } from '../approvals/tables';
import type { MovementKind } from '../money-policy/movements';
import { passMoneyPolicy, type MoneyLimits } from '../money-policy/policy';
import { enqueueTransactionWebhook } from '../../webhooks';
import { webhookDeliveries, type WebhookDeliveryRow } from '../../webhooks/tables';
import { recordAudit } from '../audit';
import { reviewerOf, type ConsoleActor } from '../guard';
import { OPS_COMMAND_MESSAGES } from '../ops-command';
import { TRANSACTION_SUBJECT } from './audit-subject';
import { findTransactionByRef } from './history';
import { actOnce, rememberKey, type ActionKey } from './idempotency';
import { consoleRequeries } from './tables';

/*
 * The staff actions on a transaction. Each says why, acts once, and is audited in the database
 * transaction that acts. Settling goes through settle.ts like the reconciler's: mark delivered and
 * refund are the operator's decision on a purchase that needs attention (settleByOperator), and a
 * requery is the reconciler's own (requeryPurchase), so money moves at most once whoever settles.
 */

export const ACTION_MESSAGES = {
  reasonRequired: REASON_MESSAGES.tooShort,
  requeryRunning: (ref: string) => `A requery of ${ref} is running now; wait for its answer.`,
  notRequeryable: (ref: string, status: string) =>
    `${ref} cannot be requeried: it is ${status}, not a pending purchase sent to the provider.`,
  noWebhookUrl: (email: string) => `${email} has no webhook URL: there is nothing to send.`,
  notFinal: (ref: string) => `${ref} is still pending: its webhook is sent when it is final.`,
  earlyOwnerOnly:
    'Only an owner can settle a purchase before it needs attention (24 hours and 24 provider answers).',
  disputeOwnerOnly: 'Only an owner can refund a delivered purchase after a dispute.',
  alreadyQueued: (ref: string) =>
    `The webhook of ${ref} is already waiting to be sent; it goes out within seconds.`,
} as const;

export interface StaffRequest {
  /** a staff member, or the ops command on the actions that admit it */
  staff: ConsoleActor;
  reason: string;
  idempotencyKey: string | undefined;
}

/** The reason, trimmed; 400 with the field's message when it says too little (contract rule). */
export function requireReason(reason: string): string {
  const problem = reasonProblem(reason);
  if (problem) throw badRequest(problem, { reason: problem });
  return reason.trim();
}

const actorOf = (staff: ConsoleActor) => ({ id: staff.id, email: staff.email });

const keyOf = (request: StaffRequest, action: string, subjectId: string): ActionKey => ({
  staffId: request.staff.id,
  key: request.idempotencyKey,
  action,
  subjectId,
});

async function walletKoboOf(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ wallet: users.walletBalanceKobo })
    .from(users)
    .where(eq(users.id, userId));
  return row?.wallet ?? 0;
}

export type Settlement = 'delivered' | 'refunded';

/** What a staff decision on a transaction answers: done (the message), or sent for approval. */
export type ActionOutcome =
  { status: 200; message: string } | { status: 202; body: AdjustmentSentForApproval };

interface Filed {
  approvalId: number;
  kind: MovementKind;
  why: string;
  amountKobo: number;
}

/**
 * The money policy as the settle transaction's gate: after the row lock and before any write, the
 * decision passes the policy for its kind of movement; past the threshold it is filed for another
 * owner's approval (with the action's key) and nothing is settled.
 */
function policyGate(
  request: StaffRequest,
  kind: MovementKind,
  limits: MoneyLimits,
  reason: string,
  key: ActionKey,
  filed: { value: Filed | null },
): AuthorizeDecision {
  return async (tx, row) => {
    const movement = {
      kind,
      customerId: row.userId,
      amountKobo: row.amountKobo,
      subjectRef: row.txRef,
    };
    const verdict = await passMoneyPolicy(tx, request.staff, movement, limits);
    if (verdict.status === 'allowed') return 'go';
    const approvalId = await requestApproval(tx, request.staff, {
      ...movement,
      reason,
      idempotencyKey: request.idempotencyKey ?? `${kind}:${row.txRef}:${request.staff.id}`,
      requestHash: `${kind}:${row.txRef}`,
    });
    await rememberKey(tx, key);
    filed.value = { approvalId, kind, why: verdict.why, amountKobo: row.amountKobo };
    return 'deferred';
  };
}

/** 202 with the request filed, or with the one already waiting for this transaction. */
async function sentForApproval(
  db: Db,
  filed: Filed | null,
  ref: string,
): Promise<ActionOutcome | null> {
  if (filed) {
    const approval = await listApprovalById(db, filed.approvalId);
    if (!approval) throw new Error(`approval ${filed.approvalId} vanished`);
    return {
      status: 202,
      body: {
        message: REQUEST_MESSAGES.sent(filed.kind, filed.amountKobo, filed.why),
        data: { approval },
      },
    };
  }
  const [waiting] = await db
    .select({ id: approvals.id })
    .from(approvals)
    .where(and(eq(approvals.subjectRef, ref.trim()), eq(approvals.status, 'pending')));
  const approval = waiting ? await listApprovalById(db, waiting.id) : undefined;
  return approval
    ? {
        status: 202,
        body: { message: REQUEST_MESSAGES.alreadyWaiting(approval.id), data: { approval } },
      }
    : null;
}

/**
 * Settles a purchase that needs attention as delivered or refunded: settleByOperator's one
 * database transaction, gated by the money policy, with the audit entry and the key written in it
 * (through its onFinal). Answers the message to show, or the approval request it filed.
 */
export async function settleFromConsole(
  deps: Pick<EngineDeps, 'db' | 'onFinal'> & { limits: MoneyLimits },
  ref: string,
  as: Settlement,
  request: StaffRequest,
): Promise<ActionOutcome> {
  const reason = requireReason(request.reason);
  const current = await findTransactionByRef(deps.db, ref);
  // Before the attention point only an owner settles, on evidence the reason names.
  const early = current.status === 'pending' && current.needsAttentionAt === null;
  if (early && request.staff.role !== 'owner')
    throw new HttpError(403, ACTION_MESSAGES.earlyOwnerOnly);
  const action = as === 'delivered' ? 'transaction.mark_delivered' : 'transaction.refund';
  const key = keyOf(request, action, ref.trim());
  const filed: { value: Filed | null } = { value: null };
  const describe = async (): Promise<ActionOutcome> => {
    const row = await findTransactionByRef(deps.db, ref);
    const amount = formatNaira(row.amountKobo / 100);
    if (row.status === 'pending') {
      const waiting = await sentForApproval(deps.db, filed.value, ref);
      if (waiting) return waiting;
    }
    return {
      status: 200,
      message:
        row.status === 'confirmed'
          ? `${row.txRef} is marked delivered (${amount}).`
          : `Refunded ${amount} of ${row.txRef} to the customer's wallet.`,
    };
  };
  return actOnce(
    deps.db,
    key,
    async () => {
      await settleByOperator(
        {
          db: deps.db,
          onFinal: auditedSettle(deps, request, ref, key, {
            action,
            reason,
            before: { status: 'pending', needs_attention: !early },
          }),
          authorize: policyGate(
            request,
            as === 'delivered' ? 'operator_delivered' : 'operator_refund',
            deps.limits,
            reason,
            key,
            filed,
          ),
        },
        ref,
        { as, by: reviewerOf(request.staff), reason, early },
      );
      return describe();
    },
    describe,
  );
}

/**
 * Refunds a delivered purchase after a dispute (owners only): refundDispute's one database
 * transaction, gated by the money policy, with the audit entry and the key written in it.
 */
export async function refundDisputeFromConsole(
  deps: Pick<EngineDeps, 'db' | 'onFinal'> & { limits: MoneyLimits },
  ref: string,
  request: StaffRequest,
): Promise<ActionOutcome> {
  const reason = requireReason(request.reason);
  if (request.staff.role !== 'owner') throw new HttpError(403, ACTION_MESSAGES.disputeOwnerOnly);
  const key = keyOf(request, 'transaction.dispute_refund', ref.trim());
  const filed: { value: Filed | null } = { value: null };
  const describe = async (): Promise<ActionOutcome> => {
    const row = await findTransactionByRef(deps.db, ref);
    if (row.status === 'confirmed') {
      const waiting = await sentForApproval(deps.db, filed.value, ref);
      if (waiting) return waiting;
    }
    return {
      status: 200,
      message: `Refunded ${formatNaira(row.amountKobo / 100)} of ${row.txRef} after the dispute.`,
    };
  };
  return actOnce(
    deps.db,
    key,
    async () => {
      await refundDispute(
        {
          db: deps.db,
          onFinal: auditedSettle(deps, request, ref, key, {
            action: 'transaction.dispute_refund',
            reason,
            before: { status: 'confirmed' },
          }),
          authorize: policyGate(request, 'dispute_refund', deps.limits, reason, key, filed),
        },
        ref,
        { by: reviewerOf(request.staff), reason },
      );
      return describe();
    },
    describe,
  );
}

/**
 * The settle transaction's last step for a staff decision: the engine's own hook, then the audit
 * entry (status and wallet after) and the action's key, in the same database transaction.
 */
function auditedSettle(
  deps: Pick<EngineDeps, 'onFinal'>,
  request: StaffRequest,
  ref: string,
  key: ActionKey,
  entry: { action: string; reason: string; before: Record<string, unknown> },
): NonNullable<EngineDeps['onFinal']> {
  return async (tx, transactionId) => {
    await deps.onFinal?.(tx, transactionId);
    const [row] = await tx.select().from(transactions).where(eq(transactions.id, transactionId));
    await recordAudit(tx, {
      actor: actorOf(request.staff),
      action: entry.action,
      subjectType: TRANSACTION_SUBJECT,
      subjectId: row?.txRef ?? ref.trim(),
      reason: entry.reason,
      before: entry.before,
      after: {
        status: row?.status,
        wallet_balance_kobo: row ? await walletKoboOf(tx, row.userId) : null,
      },
    });
    await rememberKey(tx, key);
  };
}

/** Longer than a requery and a resend, each of which may take the provider's whole timeout. */
const requeryLeaseMs = (deps: EngineDeps) => Math.max(120_000, 4 * deps.payTimeoutMs);

/** True while a staff requery of the transaction runs. */
export async function requeryRunning(db: Db, transactionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: consoleRequeries.transactionId })
    .from(consoleRequeries)
    .where(
      and(
        eq(consoleRequeries.transactionId, transactionId),
        sql`${consoleRequeries.runningUntil} > now()`,
      ),
    );
  return row !== undefined;
}

/**
 * Asks the provider about a pending purchase now and settles it with the answer, as the
 * reconciler does. One at a time per purchase (a lease in console_requeries, any process); the
 * audit entry, the key and the end of the lease are written together once the answer is in.
 */
export async function requeryFromConsole(
  deps: EngineDeps,
  ref: string,
  request: StaffRequest,
): Promise<string> {
  const staffId = request.staff.id;
  if (staffId === null) throw new HttpError(403, OPS_COMMAND_MESSAGES.notHere);
  const reason = requireReason(request.reason);
  const key = keyOf(request, 'transaction.requery', ref.trim());
  const describe = async () => {
    const row = await findTransactionByRef(deps.db, ref);
    return row.status === 'pending'
      ? `Requeried ${row.txRef}: still pending` +
          (row.upstreamStatus ? ` (the provider says ${row.upstreamStatus})` : '') +
          '.'
      : `Requeried ${row.txRef}: it is now ${row.status}.`;
  };
  return actOnce(
    deps.db,
    key,
    async () => {
      const row = await findTransactionByRef(deps.db, ref);
      if (row.kind !== 'purchase' || row.status !== 'pending' || !row.requestId)
        throw conflict(ACTION_MESSAGES.notRequeryable(row.txRef, row.status));
      const claimed = await deps.db
        .insert(consoleRequeries)
        .values({
          transactionId: row.id,
          staffUserId: staffId,
          runningUntil: sql`now() + make_interval(secs => ${requeryLeaseMs(deps) / 1000})`,
        })
        .onConflictDoUpdate({
          target: consoleRequeries.transactionId,
          set: {
            staffUserId: staffId,
            startedAt: sql`now()`,
            runningUntil: sql`excluded.running_until`,
          },
          setWhere: lt(consoleRequeries.runningUntil, sql`now()`),
        })
        .returning({ id: consoleRequeries.transactionId });
      if (claimed.length === 0) throw conflict(ACTION_MESSAGES.requeryRunning(row.txRef));
      try {
        const after = await requeryPurchase(deps, row, 'console-requery');
        await deps.db.transaction(async (tx) => {
          await recordAudit(tx, {
            actor: actorOf(request.staff),
            action: 'transaction.requery',
            subjectType: TRANSACTION_SUBJECT,
            subjectId: row.txRef,
            reason,
            before: { status: row.status, upstream_status: row.upstreamStatus },
            after: { status: after.status, upstream_status: after.upstreamStatus },
          });
          await rememberKey(tx, key);
        });
      } finally {
        await deps.db
          .update(consoleRequeries)
          .set({ runningUntil: sql`now()` })
          .where(eq(consoleRequeries.transactionId, row.id));
      }
      return describe();
    },
    describe,
  );
}

/**
 * Sends a delivery again now, with a fresh retry schedule (a customer who fixed their endpoint
 * gets every attempt again). Refused while it already waits to go out.
 */
async function requeueDelivery(tx: Tx, delivery: WebhookDeliveryRow, ref: string) {
  const [locked] = await tx
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, delivery.id))
    .for('update');
  if (!locked) return;
  const dueNow =
    locked.status === 'pending' &&
    (locked.nextAttemptAt === null || locked.nextAttemptAt.getTime() <= Date.now());
  if (dueNow) throw conflict(ACTION_MESSAGES.alreadyQueued(ref));
  await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, deliveredAt: null })
    .where(eq(webhookDeliveries.id, locked.id));
}

/** The latest delivery of a transaction, if it has one. */
async function latestDelivery(db: Db | Tx, transactionId: number) {
  const [delivery] = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.transactionId, transactionId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(1);
  return delivery;
}

/**
 * Sends the customer's webhook of a final transaction again: its latest delivery is sent now, or,
 * when none was ever queued (no webhook URL at the time), one is queued for the URL it has now.
 */
export async function resendWebhookFromConsole(
  db: Db,
  ref: string,
  request: StaffRequest,
): Promise<string> {
  const reason = requireReason(request.reason);
  const key = keyOf(request, 'transaction.resend_webhook', ref.trim());
  const done = async () => `The webhook of ${ref.trim()} is queued; it goes out within seconds.`;
  return actOnce(
    db,
    key,
    async () => {
      const row = await findTransactionByRef(db, ref);
      if (row.status === 'pending') throw conflict(ACTION_MESSAGES.notFinal(row.txRef));
      await db.transaction(async (tx) => {
        const delivery = await latestDelivery(tx, row.id);
        if (delivery) await requeueDelivery(tx, delivery, row.txRef);
        else {
          const [customer] = await tx
            .select({ email: users.email, url: users.webhookUrl })
            .from(users)
            .where(eq(users.id, row.userId));
          if (!customer?.url?.trim())
            throw conflict(ACTION_MESSAGES.noWebhookUrl(customer?.email ?? 'The customer'));
          await enqueueTransactionWebhook(tx, row.id);
        }
        await recordAudit(tx, {
          actor: actorOf(request.staff),
          action: 'transaction.resend_webhook',
          subjectType: TRANSACTION_SUBJECT,
          subjectId: row.txRef,
          reason,
          before: delivery
            ? { delivery_id: delivery.id, status: delivery.status, attempts: delivery.attempts }
            : null,
          after: { status: 'pending', attempts: 0 },
        });
        await rememberKey(tx, key);
      });
      return done();
    },
    done,
  );
}

/** The same, from the webhook log: one delivery by its id. */
export async function retryDeliveryFromConsole(
  db: Db,
  deliveryId: number,
  request: StaffRequest,
): Promise<WebhookDeliveryRow> {
  const reason = requireReason(request.reason);
  const key = keyOf(request, 'webhook.retry', String(deliveryId));
  const current = async () => {
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!row) throw deliveryNotFound(deliveryId);
    return row;
  };
  return actOnce(
    db,
    key,
    async () => {
      const delivery = await current();
      // a plan.price_changed or plan.withdrawn delivery is about no transaction
      const [txRow] =
        delivery.transactionId === null
          ? []
          : await db
              .select({ txRef: transactions.txRef })
              .from(transactions)
              .where(eq(transactions.id, delivery.transactionId));
      const ref = txRow?.txRef ?? `delivery ${deliveryId}`;
      await db.transaction(async (tx) => {
        await requeueDelivery(tx, delivery, ref);
        await recordAudit(tx, {
          actor: actorOf(request.staff),
          action: 'webhook.retry',
          subjectType: 'webhook_delivery',
          subjectId: deliveryId,
          reason,
          before: { status: delivery.status, attempts: delivery.attempts },
          after: { status: 'pending', attempts: 0 },
        });
        await rememberKey(tx, key);
      });
      return current();
    },
    current,
  );
}

export const deliveryNotFound = (id: number) => notFound(`No webhook delivery has the id ${id}`);
