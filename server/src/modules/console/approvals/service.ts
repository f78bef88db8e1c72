import { eq } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import type { ManualAdjustmentRequest, StaffRole } from '@contract/api/console';
import type { Db, Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-error';
import { koboToNaira } from '../../../lib/money';
import { decideLocked, lockAirtimeToCash, type ReviewDeps } from '../../airtime-to-cash/review';
import {
  refundDisputeIn,
  settleByOperatorIn,
  type AuthorizeDecision,
} from '../../purchases/settle';
import { lockUser } from '../../wallet/ledger';
import { recordAudit } from '../audit';
import { writeAdjustment } from '../customers/manual-adjustment';
import { isMovementKind, type MovementKind } from '../money-policy/movements';
import { passApprovedMovement, type PolicyActor } from '../money-policy/policy';
import { TRANSACTION_SUBJECT } from '../transactions/audit-subject';
import { resolveConflictIn } from '../conflicts/resolve';
import { consoleAdjustmentApprovals as approvals } from './tables';
import { APPROVAL_NOT_FOUND, approvalById } from './read';

type Direction = ManualAdjustmentRequest['direction'];

const naira = (kobo: number) => formatNaira(kobo / 100);

export const APPROVAL_MESSAGES = {
  notFound: APPROVAL_NOT_FOUND,
  ownRequest: 'You cannot approve or decline your own request: another owner must.',
  notYours: 'Only the staff member who asked for it can withdraw a request.',
  alreadyDecided: (status: string, by: string) => `This request was already ${status} by ${by}.`,
  approved: (direction: Direction, amountKobo: number) =>
    `Approved: ${naira(amountKobo)} ${direction === 'credit' ? 'credited to' : 'debited from'} the wallet.`,
  declined: 'Declined: no money moved.',
  withdrawn: 'Withdrawn: no money moved.',
  requesterNotStaff: 'Whoever asked for this is no longer staff: decline it.',
  subjectChanged: (ref: string) =>
    `${ref} no longer matches this request (its customer or amount changed): decline it.`,
  cannotApprove: (kind: string) => `A request of kind ${kind} cannot be carried out here.`,
} as const;

type ApprovalRow$ = typeof approvals.$inferSelect;

interface Executing {
  tx: Tx;
  approval: ApprovalRow$;
  requester: PolicyActor;
  approver: PolicyActor;
  onFinal?: ReviewDeps['onFinal'];
}

/**
 * What an approval carries out, per kind of movement, inside the deciding transaction after the
 * policy passed it; answers the customer's transaction it made.
 */
const EXECUTORS: Partial<Record<MovementKind, (run: Executing) => Promise<number | null>>> = {
  manual_credit: (run) => approveAdjustment(run),
  manual_debit: (run) => approveAdjustment(run),
  airtime_to_cash: (run) => approveAirtimeToCash(run),
  level_given: (run) => approveLevel(run),
  operator_refund: (run) => approveRefund(run, 'transaction.refund'),
  dispute_refund: (run) => approveRefund(run, 'transaction.dispute_refund'),
  conflict_keep: (run) => approveConflict(run, 'provider_delivered'),
  conflict_refund: (run) => approveConflict(run, 'provider_refunded'),
};

/** A conflict's resolution that waited for approval, carried out as the console's own does. */
async function approveConflict(
  { tx, approval, approver, onFinal }: Executing,
  outcome: 'provider_delivered' | 'provider_refunded',
) {
  const ref = approval.subjectRef ?? '';
  const check: AuthorizeDecision = async (_tx, row) => {
    if (row.userId !== approval.customerId || row.amountKobo !== approval.amountKobo)
      throw new HttpError(409, APPROVAL_MESSAGES.subjectChanged(ref));
    return 'go';
  };
  await resolveConflictIn(
    tx,
    { onFinal },
    approver,
    ref,
    { outcome, evidence: approval.reason, reason: approval.reason },
    () => check,
    { approval_id: approval.id },
  );
  return null;
}

/** A refund settled by hand or after a dispute, carried out as the engine's own settle does. */
async function approveRefund(
  { tx, approval, requester, approver, onFinal }: Executing,
  action: 'transaction.refund' | 'transaction.dispute_refund',
) {
  const ref = approval.subjectRef ?? '';
  const decision = { by: approver.email, reason: approval.reason };
  const check: AuthorizeDecision = async (_tx, row) => {
    if (row.userId !== approval.customerId || row.amountKobo !== approval.amountKobo)
      throw new HttpError(409, APPROVAL_MESSAGES.subjectChanged(ref));
    return 'go';
  };
  const settled =
    action === 'transaction.refund'
      ? await settleByOperatorIn(tx, { onFinal, authorize: check }, ref, {
          ...decision,
          as: 'refunded',
          early: true,
        })
      : await refundDisputeIn(tx, { onFinal, authorize: check }, ref, decision);
  await recordAudit(tx, {
    actor: approver,
    action,
    subjectType: TRANSACTION_SUBJECT,
    subjectId: ref,
    reason: approval.reason,
    after: {
      status: settled?.row.status,
      approval_id: approval.id,
      requested_by: requester.email,
      approved_by: approver.email,
    },
  });
  return settled?.row.id ?? null;
}

/** Kinds of movement an approval can carry out (the others are refused before they wait). */
export const APPROVABLE_KINDS = new Set(Object.keys(EXECUTORS));

async function approveAdjustment({ tx, approval, requester, approver }: Executing) {
  const written = await writeAdjustment(tx, {
    customer: await lockUser(tx, approval.customerId),
    direction: approval.direction,
    amountKobo: approval.amountKobo,
    reason: approval.reason,
    idempotencyKey: `approval:${approval.id}`,
    requestHash: approval.requestHash,
    madeBy: { id: requester.id, email: requester.email },
    approval: { id: approval.id, by: { id: approver.id, email: approver.email } },
  });
  return written.transactionId;
}

async function approveLevel({ tx, approval, approver }: Executing) {
  const levelId = Number(approval.subjectRef);
  const [before] = await tx
    .select({ levelId: users.levelId })
    .from(users)
    .where(eq(users.id, approval.customerId))
    .for('update');
  await tx.update(users).set({ levelId }).where(eq(users.id, approval.customerId));
  await recordAudit(tx, {
    actor: approver,
    action: 'customer.change_level',
    subjectType: 'user',
    subjectId: approval.customerId,
    reason: approval.reason,
    before: { level_id: before?.levelId },
    after: { level_id: levelId, approval_id: approval.id },
  });
  return null;
}

async function approveAirtimeToCash({ tx, approval, requester, approver, onFinal }: Executing) {
  const ref = approval.subjectRef ?? '';
  const row = await lockAirtimeToCash(tx, ref);
  if (row.userId !== approval.customerId || row.amountKobo !== approval.amountKobo)
    throw new HttpError(409, APPROVAL_MESSAGES.subjectChanged(ref));
  const decided = await decideLocked(tx, row, approver.email, { action: 'confirm' }, onFinal);
  await recordAudit(tx, {
    actor: approver,
    action: 'airtime_to_cash.confirm',
    subjectType: TRANSACTION_SUBJECT,
    subjectId: ref,
    reason: approval.reason,
    before: { status: 'pending' },
    after: {
      status: decided.status,
      approval_id: approval.id,
      requested_by: requester.email,
      approved_by: approver.email,
    },
  });
  return decided.id;
}

async function requesterOf(tx: Tx, approval: ApprovalRow$): Promise<PolicyActor> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, approval.requestedBy));
  const role = row?.role;
  if (!row || (role !== 'owner' && role !== 'support'))
    throw new HttpError(409, APPROVAL_MESSAGES.requesterNotStaff);
  return { id: row.id, email: row.email, role: role satisfies StaffRole };
}

/** Locks a request for a decision: 404, or 409 naming who decided it already. */
async function lockPending(tx: Tx, id: number): Promise<ApprovalRow$> {
  const [approval] = await tx.select().from(approvals).where(eq(approvals.id, id)).for('update');
  if (!approval) throw notFound(APPROVAL_MESSAGES.notFound);
  if (approval.status !== 'pending') {
    const [by] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, approval.decidedBy ?? approval.requestedBy));
    throw new HttpError(409, APPROVAL_MESSAGES.alreadyDecided(approval.status, by?.email ?? '?'));
  }
  return approval;
}

/**
 * Another owner approves (the movement is carried out once, through the ledger, in this
 * transaction, after the policy passes it for both of them) or declines a pending request. The
 * request's row lock makes concurrent decisions take turns: the first decides, the others find it
 * decided (409). The requester never decides their own (403).
 */
export async function decideApproval(
  deps: { db: Db; onFinal?: ReviewDeps['onFinal'] },
  approver: PolicyActor,
  id: number,
  decision: 'approve' | 'decline',
  note: string | undefined,
) {
  const decided = await deps.db.transaction(async (tx) => {
    const approval = await lockPending(tx, id);
    if (approval.requestedBy === approver.id)
      throw new HttpError(403, APPROVAL_MESSAGES.ownRequest);
    const decidedNote = note?.trim() || null;
    let transactionId: number | null = null;
    if (decision === 'approve') {
      const execute = isMovementKind(approval.kind) ? EXECUTORS[approval.kind] : undefined;
      if (!execute || !isMovementKind(approval.kind))
        throw new HttpError(409, APPROVAL_MESSAGES.cannotApprove(approval.kind));
      const requester = await requesterOf(tx, approval);
      await passApprovedMovement(tx, requester, approver, {
        kind: approval.kind,
        customerId: approval.customerId,
        amountKobo: approval.amountKobo,
        subjectRef: approval.subjectRef,
      });
      transactionId = await execute({ tx, approval, requester, approver, onFinal: deps.onFinal });
    } else {
      await recordAudit(tx, {
        actor: approver,
        action: 'approval.decline',
        subjectType: 'user',
        subjectId: approval.customerId,
        reason: decidedNote ?? approval.reason,
        after: {
          approval_id: approval.id,
          kind: approval.kind,
          amount: koboToNaira(approval.amountKobo),
        },
      });
    }
    await tx
      .update(approvals)
      .set({
        status: decision === 'approve' ? 'approved' : 'declined',
        decidedBy: approver.id,
        decidedAt: new Date(),
        decisionNote: decidedNote,
        transactionId,
      })
      .where(eq(approvals.id, id));
    return { direction: approval.direction, amountKobo: approval.amountKobo };
  });
  return {
    message:
      decision === 'approve'
        ? APPROVAL_MESSAGES.approved(decided.direction, decided.amountKobo)
        : APPROVAL_MESSAGES.declined,
    data: await approvalById(deps.db, id),
  };
}

/** The requester takes back a request still waiting: nothing moves, and it is audited. */
export async function withdrawApproval(db: Db, actor: PolicyActor, id: number, note?: string) {
  await db.transaction(async (tx) => {
    const approval = await lockPending(tx, id);
    if (approval.requestedBy !== actor.id) throw new HttpError(403, APPROVAL_MESSAGES.notYours);
    await tx
      .update(approvals)
      .set({
        status: 'withdrawn',
        decidedBy: actor.id,
        decidedAt: new Date(),
        decisionNote: note?.trim() || null,
      })
      .where(eq(approvals.id, id));
    await recordAudit(tx, {
      actor,
      action: 'approval.withdraw',
      subjectType: 'user',
      subjectId: approval.customerId,
      reason: note?.trim() || approval.reason,
      after: {
        approval_id: approval.id,
        kind: approval.kind,
        amount: koboToNaira(approval.amountKobo),
      },
    });
  });
  return { message: APPROVAL_MESSAGES.withdrawn, data: await approvalById(db, id) };
}
