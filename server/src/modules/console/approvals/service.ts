import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatNaira } from '@contract/format';
import type { AdjustmentApproval, ManualAdjustmentRequest } from '@contract/api/console';
import type { Db, Tx } from '../../../db/client';
import { transactions, users } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-error';
import { koboToNaira } from '../../../lib/money';
import { lockUser } from '../../wallet/ledger';
import { recordAudit } from '../audit';
import type { StaffMemberOnRequest } from '../guard';
import { assertMayActOn } from '../guardrails';
import { writeAdjustment } from '../customers/manual-adjustment';
import { CUSTOMER_NOT_FOUND } from '../customers/profile';
import { consoleAdjustmentApprovals as approvals } from './tables';

type Direction = ManualAdjustmentRequest['direction'];

const naira = (kobo: number) => formatNaira(kobo / 100);

export const APPROVAL_MESSAGES = {
  sent: (direction: Direction, amountKobo: number, thresholdKobo: number) =>
    `A ${direction} of ${naira(amountKobo)} is above ${naira(thresholdKobo)}, so another owner ` +
    'must approve it on the Approvals screen. No money has moved yet.',
  keyReused: 'This Idempotency-Key was already used for a different adjustment.',
  notFound: 'No such approval request.',
  ownRequest: 'You cannot approve or decline your own request: another owner must.',
  alreadyDecided: (status: string, by: string) => `This request was already ${status} by ${by}.`,
  approved: (direction: Direction, amountKobo: number) =>
    `Approved: ${naira(amountKobo)} ${direction === 'credit' ? 'credited to' : 'debited from'} the wallet.`,
  declined: 'Declined: no money moved.',
} as const;

const customer = alias(users, 'customer');
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

const person = (row: { id: number; firstName: string; lastName: string; email: string }) => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
});

function selectApprovals(db: Db | Tx) {
  return db
    .select({
      approval: approvals,
      customer,
      requester,
      decider,
      txRef: transactions.txRef,
    })
    .from(approvals)
    .innerJoin(customer, eq(customer.id, approvals.customerId))
    .innerJoin(requester, eq(requester.id, approvals.requestedBy))
    .leftJoin(decider, eq(decider.id, approvals.decidedBy))
    .leftJoin(transactions, eq(transactions.id, approvals.transactionId));
}

type ApprovalRow = Awaited<ReturnType<typeof selectApprovals>>[number];

function present(row: ApprovalRow): AdjustmentApproval {
  const { approval } = row;
  return {
    id: approval.id,
    status: approval.status,
    direction: approval.direction,
    amount: koboToNaira(approval.amountKobo),
    reason: approval.reason,
    customer: person(row.customer),
    requested_by: person(row.requester),
    created_at: approval.createdAt.toISOString(),
    decided_by: row.decider ? person(row.decider) : null,
    decided_at: approval.decidedAt?.toISOString() ?? null,
    decision_note: approval.decisionNote,
    tx_ref: row.txRef,
  };
}

async function approvalById(db: Db | Tx, id: number): Promise<AdjustmentApproval> {
  const [row] = await selectApprovals(db).where(eq(approvals.id, id));
  if (!row) throw notFound(APPROVAL_MESSAGES.notFound);
  return present(row);
}

/** Pending requests oldest first (the longest waiting on top), or decided ones newest first. */
/** The screen shows the newest 100 decisions; the export passes `null` for every one. */
export async function listApprovals(
  db: Db,
  state: 'pending' | 'decided' = 'pending',
  decidedLimit: number | null = 100,
) {
  const rows =
    state === 'pending'
      ? await selectApprovals(db)
          .where(eq(approvals.status, 'pending'))
          .orderBy(asc(approvals.createdAt), asc(approvals.id))
      : await selectApprovals(db)
          .where(ne(approvals.status, 'pending'))
          .orderBy(desc(approvals.decidedAt), desc(approvals.id))
          .limit(decidedLimit ?? Number.MAX_SAFE_INTEGER);
  return rows.map(present);
}

export interface ApprovalRequestInput {
  customerId: number;
  direction: Direction;
  amountKobo: number;
  reason: string;
  idempotencyKey: string;
  requestHash: string;
}

/**
 * Records an adjustment above the approval threshold as a pending request; no money moves. The
 * same Idempotency-Key from the same staff member answers with the same request.
 */
export async function requestApproval(
  db: Db,
  staff: StaffMemberOnRequest,
  input: ApprovalRequestInput,
): Promise<AdjustmentApproval> {
  const id = await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, input.customerId))
      .for('update');
    if (!target) throw notFound(CUSTOMER_NOT_FOUND);
    assertMayActOn(staff, target, input.direction);
    const [inserted] = await tx
      .insert(approvals)
      .values({
        customerId: input.customerId,
        direction: input.direction,
        amountKobo: input.amountKobo,
        reason: input.reason,
        requestedBy: staff.id,
        idempotencyKey: input.idempotencyKey,
        requestHash: input.requestHash,
      })
      .onConflictDoNothing({ target: [approvals.requestedBy, approvals.idempotencyKey] })
      .returning({ id: approvals.id });
    if (!inserted) {
      const [earlier] = await tx
        .select({ id: approvals.id, hash: approvals.requestHash, customerId: approvals.customerId })
        .from(approvals)
        .where(
          and(
            eq(approvals.requestedBy, staff.id),
            eq(approvals.idempotencyKey, input.idempotencyKey),
          ),
        );
      if (!earlier || earlier.hash !== input.requestHash || earlier.customerId !== target.id)
        throw new HttpError(422, APPROVAL_MESSAGES.keyReused);
      return earlier.id;
    }
    await recordAudit(tx, {
      actor: { id: staff.id, email: staff.email },
      action: 'adjustment.request',
      subjectType: 'user',
      subjectId: input.customerId,
      reason: input.reason,
      after: {
        approval_id: inserted.id,
        direction: input.direction,
        amount: koboToNaira(input.amountKobo),
      },
    });
    return inserted.id;
  });
  return approvalById(db, id);
}

/**
 * Another owner approves (the wallet changes once, through the ledger, in this transaction) or
 * declines a pending request. The request's row lock makes concurrent decisions take turns: the
 * first decides, the others find it decided (409). The requester never decides their own (403).
 */
export async function decideApproval(
  db: Db,
  staff: StaffMemberOnRequest,
  id: number,
  decision: 'approve' | 'decline',
  note: string | undefined,
) {
  const decided = await db.transaction(async (tx) => {
    const [approval] = await tx.select().from(approvals).where(eq(approvals.id, id)).for('update');
    if (!approval) throw notFound(APPROVAL_MESSAGES.notFound);
    if (approval.requestedBy === staff.id) throw new HttpError(403, APPROVAL_MESSAGES.ownRequest);
    if (approval.status !== 'pending') {
      const [by] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, approval.decidedBy ?? 0));
      throw new HttpError(409, APPROVAL_MESSAGES.alreadyDecided(approval.status, by?.email ?? '?'));
    }
    const decidedNote = note?.trim() || null;
    let transactionId: number | null = null;
    if (decision === 'approve') {
      const [target] = await tx
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.id, approval.customerId));
      if (!target) throw notFound(CUSTOMER_NOT_FOUND);
      assertMayActOn(staff, target, approval.direction);
      const [madeBy] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, approval.requestedBy));
      const written = await writeAdjustment(tx, {
        customer: await lockUser(tx, approval.customerId),
        direction: approval.direction,
        amountKobo: approval.amountKobo,
        reason: approval.reason,
        idempotencyKey: `approval:${approval.id}`,
        requestHash: approval.requestHash,
        madeBy: madeBy ?? { id: approval.requestedBy, email: '?' },
        approval: { id: approval.id, by: { id: staff.id, email: staff.email } },
      });
      transactionId = written.transactionId;
    } else {
      await recordAudit(tx, {
        actor: { id: staff.id, email: staff.email },
        action: 'adjustment.decline',
        subjectType: 'user',
        subjectId: approval.customerId,
        reason: decidedNote ?? approval.reason,
        after: { approval_id: approval.id, amount: koboToNaira(approval.amountKobo) },
      });
    }
    await tx
      .update(approvals)
      .set({
        status: decision === 'approve' ? 'approved' : 'declined',
        decidedBy: staff.id,
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
    data: await approvalById(db, id),
  };
}
