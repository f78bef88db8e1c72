import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import type { ManualAdjustmentRequest } from '@contract/api/console';
import type { Tx } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { koboToNaira } from '../../../lib/money';
import { post, type LockedUser } from '../../wallet/ledger';
import { insertTransaction } from '../../wallet/repository';
import { recordAudit, type AuditActor } from '../audit';
import { consoleManualAdjustments } from '../approvals/tables';

type Direction = ManualAdjustmentRequest['direction'];

/** A manual adjustment's transaction kind, shown in the customer's history. */
export const MANUAL_KINDS = { credit: 'manual_credit', debit: 'manual_debit' } as const;

export const DAILY_LIMIT_MESSAGE = (limitKobo: number, leftKobo: number) =>
  `Support staff can credit at most ${formatNaira(limitKobo / 100)} a day in total; ` +
  `${formatNaira(Math.max(leftKobo, 0) / 100)} is left today. Ask an owner for more.`;

/** Start of today in Lagos (Africa/Lagos), as the database's clock says. */
const LAGOS_TODAY = sql`date_trunc('day', now() AT TIME ZONE 'Africa/Lagos') AT TIME ZONE 'Africa/Lagos'`;

/**
 * Makes one staff member's capped adjustments take turns, in every process, until the caller's
 * transaction ends (a transaction-scoped advisory lock), so two at once cannot both fit under the
 * daily limit. Taken before the customer's row lock.
 */
export async function lockStaffAdjustments(tx: Tx, staffId: number): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('console_manual_credit'), ${staffId})`,
  );
}

/**
 * Refuses a support member's credit that would take their credits made alone today (Lagos day)
 * past `limitKobo`; call it holding lockStaffAdjustments. Debits do not count: a debit pays
 * nobody. Credits an owner approved do not count either.
 */
export async function checkDailyCreditLimit(
  tx: Tx,
  staffId: number,
  amountKobo: number,
  limitKobo: number,
): Promise<void> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${consoleManualAdjustments.amountKobo}), 0)` })
    .from(consoleManualAdjustments)
    .where(
      and(
        eq(consoleManualAdjustments.staffUserId, staffId),
        eq(consoleManualAdjustments.direction, 'credit'),
        isNull(consoleManualAdjustments.approvedBy),
        gte(consoleManualAdjustments.createdAt, LAGOS_TODAY),
      ),
    );
  const spent = Number(row?.total ?? 0);
  if (spent + amountKobo > limitKobo)
    throw new HttpError(403, DAILY_LIMIT_MESSAGE(limitKobo, limitKobo - spent));
}

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
