import { and, eq } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import type {
  AdjustmentSentForApproval,
  AirtimeToCashDecision,
  PendingAirtimeToCash,
} from '@contract/api/console';
import type { Db } from '../../../db/client';
import { transactions, users } from '../../../db/schema';
import { koboToNaira } from '../../../lib/money';
import {
  AIRTIME_TO_CASH_KIND,
  decideLocked,
  lockAirtimeToCash,
  pendingAirtimeToCash,
  type ReviewDeps,
} from '../../airtime-to-cash/review';
import { requestApproval, REQUEST_MESSAGES } from '../approvals/request';
import { listApprovalById } from '../approvals/read';
import { consoleAdjustmentApprovals as approvals } from '../approvals/tables';
import { passMoneyPolicy, type MoneyLimits } from '../money-policy/policy';
import { recordAudit } from '../audit';
import { reviewerOf } from '../guard';
import { requireReason, type StaffRequest } from '../transactions/actions';
import { TRANSACTION_SUBJECT } from '../transactions/audit-subject';
import { transactionNotFound } from '../transactions/history';
import { actOnce, rememberKey } from '../transactions/idempotency';

/*
 * The console's airtime-to-cash review (review.ts: one database transaction under the row lock,
 * the payout through the ledger) with the staff member (signed in, or named by the ops command) as
 * the reviewer, and the audit entry and Idempotency-Key written in that same transaction.
 */

export async function pendingRequests(db: Db): Promise<PendingAirtimeToCash[]> {
  const now = Date.now();
  return (await pendingAirtimeToCash(db)).map((row) => ({
    tx_ref: row.txRef,
    email: row.email,
    network: row.network,
    phone: row.phone,
    amount_transferred: row.transferredKobo === null ? null : koboToNaira(row.transferredKobo),
    payout: koboToNaira(row.payoutKobo),
    created_at: row.createdAt.toISOString(),
    age_seconds: Math.max(0, Math.floor((now - row.createdAt.getTime()) / 1000)),
  }));
}

/** The request as it stands, with the message of its decision. */
async function decisionOf(db: Db, ref: string): Promise<AirtimeToCashDecision> {
  const [row] = await db
    .select({ transaction: transactions, email: users.email, walletKobo: users.walletBalanceKobo })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(eq(transactions.txRef, ref.trim()));
  if (!row || row.transaction.kind !== AIRTIME_TO_CASH_KIND) throw transactionNotFound(ref);
  const { transaction } = row;
  const amount = formatNaira(transaction.amountKobo / 100);
  const by = transaction.reviewedBy ?? '';
  return {
    message:
      transaction.status === 'confirmed'
        ? `Confirmed ${transaction.txRef}: ${amount} credited to ${row.email} by ${by}`
        : `Rejected ${transaction.txRef} (${amount} to ${row.email}) by ${by}` +
          (transaction.reviewNote ? `: ${transaction.reviewNote}` : ''),
    data: {
      tx_ref: transaction.txRef,
      status: transaction.status,
      amount: koboToNaira(transaction.amountKobo),
      email: row.email,
      reviewed_by: by,
      reviewed_at: (transaction.reviewedAt ?? transaction.updatedAt).toISOString(),
      wallet_balance: koboToNaira(row.walletKobo),
    },
  };
}

export type AirtimeToCashOutcome =
  { status: 200; body: AirtimeToCashDecision } | { status: 202; body: AdjustmentSentForApproval };

/** The open approval request for this payout, if one waits. */
async function waitingApproval(db: Db, ref: string) {
  const [row] = await db
    .select({ id: approvals.id })
    .from(approvals)
    .where(
      and(
        eq(approvals.kind, 'airtime_to_cash'),
        eq(approvals.subjectRef, ref.trim()),
        eq(approvals.status, 'pending'),
      ),
    );
  return row ? listApprovalById(db, row.id) : undefined;
}

/**
 * Confirms (the payout passes the money policy first: nobody confirms their own request, support
 * within their limits, past the threshold another owner approves, 202) or rejects a request, in
 * one database transaction under the request's row lock, with the audit entry and the
 * Idempotency-Key written in it.
 */
export async function decideAirtimeToCash(
  deps: ReviewDeps & { limits: MoneyLimits },
  ref: string,
  action: 'confirm' | 'reject',
  request: StaffRequest,
): Promise<AirtimeToCashOutcome> {
  const reason = requireReason(request.reason);
  const auditAction = `airtime_to_cash.${action}`;
  const staff = request.staff;
  const key = {
    staffId: staff.id,
    key: request.idempotencyKey,
    action: auditAction,
    subjectId: ref.trim(),
  };
  const answer = async (): Promise<AirtimeToCashOutcome> => {
    const approval = await waitingApproval(deps.db, ref);
    if (approval)
      return {
        status: 202,
        body: { message: CONSOLE_A2C_MESSAGES.waiting(approval.id), data: { approval } },
      };
    return { status: 200, body: await decisionOf(deps.db, ref) };
  };
  return actOnce(
    deps.db,
    key,
    async () => {
      const filed = await deps.db.transaction(async (tx) => {
        const row = await lockAirtimeToCash(tx, ref);
        if (action === 'confirm') {
          const movement = {
            kind: 'airtime_to_cash' as const,
            customerId: row.userId,
            amountKobo: row.amountKobo,
            subjectRef: row.txRef,
          };
          const verdict = await passMoneyPolicy(tx, staff, movement, deps.limits);
          if (verdict.status === 'approval') {
            const approvalId = await requestApproval(tx, staff, {
              ...movement,
              reason,
              idempotencyKey: request.idempotencyKey ?? `a2c:${row.txRef}:${staff.id}`,
              requestHash: `a2c:${row.txRef}`,
            });
            await rememberKey(tx, key);
            return { approvalId, why: verdict.why, amountKobo: row.amountKobo };
          }
        }
        await decideLocked(
          tx,
          row,
          reviewerOf(staff),
          action === 'confirm' ? { action } : { action, reason },
          async (inner, transactionId) => {
            await deps.onFinal?.(inner, transactionId);
            const [after] = await inner
              .select({ status: transactions.status, wallet: users.walletBalanceKobo })
              .from(transactions)
              .innerJoin(users, eq(users.id, transactions.userId))
              .where(eq(transactions.id, transactionId));
            await recordAudit(inner, {
              actor: { id: staff.id, email: staff.email },
              action: auditAction,
              subjectType: TRANSACTION_SUBJECT,
              subjectId: ref.trim(),
              reason,
              before: { status: 'pending' },
              after: { status: after?.status, wallet_balance_kobo: after?.wallet },
            });
            await rememberKey(inner, key);
          },
        );
        return null;
      });
      if (!filed) return { status: 200, body: await decisionOf(deps.db, ref) };
      const approval = await listApprovalById(deps.db, filed.approvalId);
      if (!approval) throw new Error(`approval ${filed.approvalId} vanished`);
      return {
        status: 202,
        body: {
          message: REQUEST_MESSAGES.sent('airtime_to_cash', filed.amountKobo, filed.why),
          data: { approval },
        },
      };
    },
    answer,
  );
}

export const CONSOLE_A2C_MESSAGES = {
  waiting: (id: number) =>
    `This payout is waiting for an owner's approval (request #${id}) on the Approvals screen.`,
} as const;
