import { asc, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdjustmentApproval } from '@contract/api/console';
import type { Db, Tx } from '../../../db/client';
import { transactions, users } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { koboToNaira } from '../../../lib/money';
import { MONEY_MOVEMENTS, isMovementKind } from '../money-policy/movements';
import { consoleAdjustmentApprovals as approvals } from './tables';

/** How the console reads approval requests: with the customer, requester and decider. */

export const APPROVAL_NOT_FOUND = 'No such approval request.';

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
    kind: approval.kind,
    kind_label: isMovementKind(approval.kind)
      ? MONEY_MOVEMENTS[approval.kind].label
      : approval.kind,
    subject_ref: approval.subjectRef,
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

/** One request as the console shows it, or undefined. */
export async function listApprovalById(db: Db | Tx, id: number) {
  const [row] = await selectApprovals(db).where(eq(approvals.id, id));
  return row ? present(row) : undefined;
}

export async function approvalById(db: Db | Tx, id: number): Promise<AdjustmentApproval> {
  const [row] = await selectApprovals(db).where(eq(approvals.id, id));
  if (!row) throw notFound(APPROVAL_NOT_FOUND);
  return present(row);
}

/** Pending requests oldest first (the longest waiting on top), or decided ones newest first. */
/* The screen shows the newest 100 decisions; the export passes `null` for every one. */
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
