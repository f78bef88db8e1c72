import type { ManualAdjustmentRequest } from '@contract/api/console';
import type { Tx } from '../../../db/client';
import { koboToNaira } from '../../../lib/money';
import { post, type LockedUser } from '../../wallet/ledger';
import { insertTransaction } from '../../wallet/repository';
import { recordAudit, type AuditActor } from '../audit';
import { consoleManualAdjustments } from '../approvals/tables';

type Direction = ManualAdjustmentRequest['direction'];

/** A manual adjustment's transaction kind, shown in the customer's history. */
export const MANUAL_KINDS = { credit: 'manual_credit', debit: 'manual_debit' } as const;

export interface AdjustmentToWrite {
  customer: LockedUser;
  direction: Direction;
  amountKobo: number;
  reason: string;
  /** the transactions row's idempotency key (unique per customer) and its request hash */
  idempotencyKey: string;
  requestHash: string;
  /** who made it; for an approved request, the requester */
  madeBy: { id: number; email: string };
  /** the owner who approved it, for an adjustment that waited for approval */
  approval?: { id: number; by: { id: number; email: string } };
}

/**
 * Writes a manual credit or debit inside the caller's transaction: one transactions row of kind
 * manual_credit or manual_debit (the customer sees it in their history), its ledger entry, the
 * row naming who made it, and the audit row (with both names when it was approved).
 */
export async function writeAdjustment(tx: Tx, adjustment: AdjustmentToWrite) {
  const { customer, direction, amountKobo, reason, approval } = adjustment;
  const kind = MANUAL_KINDS[direction];
  const signed = direction === 'credit' ? amountKobo : -amountKobo;
  const actor: AuditActor = approval ? approval.by : adjustment.madeBy;
  const balanceBeforeKobo = customer.walletBalanceKobo;
  const record = await insertTransaction(tx, {
    userId: customer.id,
    kind,
    // The reason is the staff's note (review_note, the audit log); the customer reads this.
    description: direction === 'credit' ? 'Manual credit by NairaTop' : 'Manual debit by NairaTop',
    response: direction === 'credit' ? 'Credited by NairaTop' : 'Debited by NairaTop',
    amountKobo,
    initialBalanceKobo: customer.walletBalanceKobo,
    newBalanceKobo: customer.walletBalanceKobo + signed,
    status: 'confirmed',
    idempotencyKey: adjustment.idempotencyKey,
    requestHash: adjustment.requestHash,
    reviewedBy: actor.email,
    reviewedAt: new Date(),
    reviewNote: reason,
  });
  const { entry } = await post(
    tx,
    {
      userId: customer.id,
      account: 'wallet',
      amountKobo: signed,
      kind,
      reference: record.txRef,
      transactionId: record.id,
    },
    customer,
  );
  await tx.insert(consoleManualAdjustments).values({
    transactionId: record.id,
    staffUserId: adjustment.madeBy.id,
    approvedBy: approval?.by.id ?? null,
    direction,
    amountKobo,
  });
  await recordAudit(tx, {
    actor,
    action: `customer.${direction}`,
    subjectType: 'user',
    subjectId: customer.id,
    reason,
    before: { wallet_balance: koboToNaira(balanceBeforeKobo) },
    after: {
      wallet_balance: koboToNaira(entry.balanceAfterKobo),
      tx_ref: record.txRef,
      ...(approval
        ? {
            approval_id: approval.id,
            requested_by: adjustment.madeBy.email,
            approved_by: approval.by.email,
          }
        : {}),
    },
  });
  return { txRef: record.txRef, transactionId: record.id, walletKobo: entry.balanceAfterKobo };
}
