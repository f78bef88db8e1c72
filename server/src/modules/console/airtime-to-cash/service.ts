import { eq } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import type { AirtimeToCashDecision, PendingAirtimeToCash } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { transactions, users } from '../../../db/schema';
import { koboToNaira } from '../../../lib/money';
import {
  AIRTIME_TO_CASH_KIND,
  pendingAirtimeToCash,
  reviewAirtimeToCash,
  type ReviewDeps,
} from '../../airtime-to-cash/review';
import { recordAudit } from '../audit';
import { reviewerOf } from '../guard';
import { requireReason, type StaffRequest } from '../transactions/actions';
import { TRANSACTION_SUBJECT } from '../transactions/audit-subject';
import { transactionNotFound } from '../transactions/history';
import { actOnce, rememberKey } from '../transactions/idempotency';

/*
 * The console's airtime-to-cash review (review.ts: one database transaction under the row lock,
 * the payout through the ledger), with the staff member, or the operator the ops command names, as
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

export async function decideAirtimeToCash(
  deps: ReviewDeps,
  ref: string,
  action: 'confirm' | 'reject',
  request: StaffRequest,
): Promise<AirtimeToCashDecision> {
  const reason = requireReason(request.reason);
  const auditAction = `airtime_to_cash.${action}`;
  const key = {
    staffId: request.staff.id,
    key: request.idempotencyKey,
    action: auditAction,
    subjectId: ref.trim(),
  };
  return actOnce(
    deps.db,
    key,
    async () => {
      await reviewAirtimeToCash(
        {
          db: deps.db,
          onFinal: async (tx, transactionId) => {
            await deps.onFinal?.(tx, transactionId);
            const [row] = await tx
              .select({ status: transactions.status, wallet: users.walletBalanceKobo })
              .from(transactions)
              .innerJoin(users, eq(users.id, transactions.userId))
              .where(eq(transactions.id, transactionId));
            await recordAudit(tx, {
              actor: { id: request.staff.id, email: request.staff.email },
              action: auditAction,
              subjectType: TRANSACTION_SUBJECT,
              subjectId: ref.trim(),
              reason,
              before: { status: 'pending' },
              after: { status: row?.status, wallet_balance_kobo: row?.wallet },
            });
            await rememberKey(tx, key);
          },
        },
        ref,
        reviewerOf(request.staff),
        action === 'confirm' ? { action } : { action, reason },
      );
      return decisionOf(deps.db, ref);
    },
    () => decisionOf(deps.db, ref),
  );
}
