import { eq } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import { conflictMovement } from '@contract/rules';
import type {
  AdjustmentSentForApproval,
  ConflictItem,
  ConflictResolveRequest,
} from '@contract/api/console';
import type { Db, Tx } from '../../../db/client';
import { transactions } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/http-error';
import { settlementConflicts } from '../../purchases/decision-tables';
import {
  rechargeDeliveredIn,
  refundDisputeIn,
  type AuthorizeDecision,
  type SettleDeps,
} from '../../purchases/settle';
import { recordAudit } from '../audit';
import { requestApproval, REQUEST_MESSAGES } from '../approvals/request';
import { listApprovalById } from '../approvals/read';
import type { StaffMemberOnRequest } from '../guard';
import type { MovementKind } from '../money-policy/movements';
import { passMoneyPolicy, type MoneyLimits, type PolicyActor } from '../money-policy/policy';
import { TRANSACTION_SUBJECT } from '../transactions/audit-subject';
import { requireReason } from '../transactions/actions';
import { presentConflict, selectConflicts } from './list';

/*
 * An owner resolves a conflict: "provider delivered: keep the charge" (a purchase we refunded is
 * charged again and confirmed; one we kept stays as it is) or "provider refunded: refund the
 * customer" (a purchase we kept is refunded; one we refunded stays as it is), with the provider's
 * answer as evidence and a reason. Whatever moves money passes the money policy first, in the
 * same database transaction as the move and the resolution; a resolved conflict is not resolved
 * again.
 */

export const CONFLICT_MESSAGES = {
  notFound: (ref: string) => `No conflict is recorded for ${ref}.`,
  alreadyResolved: (ref: string, by: string) =>
    `The conflict on ${ref} was already resolved by ${by}.`,
  kept: (ref: string, amountKobo: number, charged: boolean) =>
    charged
      ? `${ref} is delivered: ${formatNaira(amountKobo / 100)} charged to the customer again.`
      : `${ref} stays delivered: the charge is kept.`,
  refunded: (ref: string, amountKobo: number, refunded: boolean) =>
    refunded
      ? `${ref} is refunded: ${formatNaira(amountKobo / 100)} back to the customer's wallet.`
      : `${ref} stays refunded: nothing more moves.`,
} as const;

export interface Resolution {
  outcome: ConflictResolveRequest['outcome'];
  evidence: string;
  reason: string;
}

/** The money movement a resolution makes on a purchase in this state; null when none. */
function movementOf(outcome: Resolution['outcome'], status: string): MovementKind | null {
  const moves = conflictMovement(outcome, status);
  if (moves === 'charge_again') return 'conflict_keep';
  return moves === 'refund' ? 'conflict_refund' : null;
}

/**
 * Resolves the conflict inside the caller's transaction: moves the money its state calls for
 * (through `authorize` first, which may defer it) and records the resolution and its audit entry.
 * Answers what happened: deferred by `authorize` (nothing written), money moved, or none needed.
 */
export async function resolveConflictIn(
  tx: Tx,
  deps: Pick<SettleDeps, 'onFinal'>,
  actor: PolicyActor,
  ref: string,
  resolution: Resolution,
  authorize: (kind: MovementKind) => AuthorizeDecision,
  audit: Record<string, unknown> = {},
): Promise<'deferred' | 'moved' | 'nothing'> {
  const [row] = await tx
    .select({ id: transactions.id, status: transactions.status })
    .from(transactions)
    .where(eq(transactions.txRef, ref.trim()))
    .for('update');
  const [found] = row
    ? await tx
        .select()
        .from(settlementConflicts)
        .where(eq(settlementConflicts.transactionId, row.id))
        .for('update')
    : [];
  if (!row || !found) throw notFound(CONFLICT_MESSAGES.notFound(ref));
  if (found.resolution !== null)
    throw conflict(CONFLICT_MESSAGES.alreadyResolved(ref, found.resolvedBy ?? '?'));
  const kind = movementOf(resolution.outcome, row.status);
  const decision = { by: actor.email, reason: resolution.reason };
  const settleDeps = { onFinal: deps.onFinal, authorize: kind ? authorize(kind) : undefined };
  if (kind === 'conflict_keep') {
    if ((await rechargeDeliveredIn(tx, settleDeps, ref, decision)) === null) return 'deferred';
  } else if (kind === 'conflict_refund') {
    if ((await refundDisputeIn(tx, settleDeps, ref, decision)) === null) return 'deferred';
  }
  const now = new Date();
  await tx
    .update(settlementConflicts)
    .set({
      resolution: resolution.outcome,
      resolvedBy: actor.email,
      resolvedAt: now,
      resolutionNote: resolution.reason,
      evidence: resolution.evidence.trim(),
    })
    .where(eq(settlementConflicts.id, found.id));
  await recordAudit(tx, {
    actor,
    action: 'conflict.resolve',
    subjectType: TRANSACTION_SUBJECT,
    subjectId: ref.trim(),
    reason: resolution.reason,
    before: { status: row.status, provider_state: found.providerState },
    after: {
      resolution: resolution.outcome,
      evidence: resolution.evidence.trim(),
      moved: kind,
      ...audit,
    },
  });
  return kind ? 'moved' : 'nothing';
}

export type ResolveOutcome =
  | { status: 200; body: { message: string; data: ConflictItem } }
  | { status: 202; body: AdjustmentSentForApproval };

/** The console's resolution (owners): the policy gates the money; past the threshold, 202. */
export async function resolveConflict(
  deps: { db: Db; onFinal?: SettleDeps['onFinal']; limits: MoneyLimits },
  owner: StaffMemberOnRequest,
  ref: string,
  request: ConflictResolveRequest,
): Promise<ResolveOutcome> {
  const reason = requireReason(request.reason);
  const resolution = { outcome: request.outcome, evidence: request.evidence, reason };
  const filed: {
    value: { approvalId: number; kind: MovementKind; why: string; amountKobo: number } | null;
  } = {
    value: null,
  };
  const done = await deps.db.transaction((tx) =>
    resolveConflictIn(tx, deps, owner, ref, resolution, (kind) => async (inner, locked) => {
      const movement = {
        kind,
        customerId: locked.userId,
        amountKobo: locked.amountKobo,
        subjectRef: locked.txRef,
      };
      const verdict = await passMoneyPolicy(inner, owner, movement, deps.limits);
      if (verdict.status === 'allowed') return 'go';
      const approvalId = await requestApproval(inner, owner, {
        ...movement,
        // the approver acts on the same evidence
        reason: `${reason} (evidence: ${request.evidence.trim()})`,
        idempotencyKey: `${kind}:${locked.txRef}:${owner.id}:${request.outcome}`,
        requestHash: `${kind}:${locked.txRef}:${request.evidence.trim()}`,
      });
      filed.value = { approvalId, kind, why: verdict.why, amountKobo: locked.amountKobo };
      return 'deferred';
    }),
  );
  const waiting = filed.value;
  if (done === 'deferred' && waiting) {
    const approval = await listApprovalById(deps.db, waiting.approvalId);
    if (!approval) throw new Error(`approval ${waiting.approvalId} vanished`);
    return {
      status: 202,
      body: {
        message: REQUEST_MESSAGES.sent(waiting.kind, waiting.amountKobo, waiting.why),
        data: { approval },
      },
    };
  }
  const [after] = await selectConflicts(deps.db, eq(transactions.txRef, ref.trim()));
  if (!after) throw notFound(CONFLICT_MESSAGES.notFound(ref));
  const moved = done === 'moved';
  const message =
    request.outcome === 'provider_delivered'
      ? CONFLICT_MESSAGES.kept(after.txRef, after.amountKobo, moved)
      : CONFLICT_MESSAGES.refunded(after.txRef, after.amountKobo, moved);
  return { status: 200, body: { message, data: presentConflict(after, owner.role) } };
}
