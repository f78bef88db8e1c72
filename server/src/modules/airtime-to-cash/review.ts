import { and, asc, eq } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import { AIRTIME_TO_CASH_MESSAGES } from '@contract/rules';
import type { Db, Tx } from '../../db/client';
import { packages, transactions, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { pendingOf } from '../transactions/pending';
import { post } from '../wallet/ledger';
import type { TransactionRow } from '../wallet/repository';

/*
 * An operator's decision on an airtime-to-cash request. Each runs in one database transaction under
 * a lock of the transaction row, so two decisions arriving together apply once: the second finds
 * the request no longer pending and is refused. The ledger's unique (account, kind, reference)
 * would stop a second credit even so.
 */

export const AIRTIME_TO_CASH_KIND = 'airtime_to_cash';

export interface ReviewDeps {
  db: Db;
  /** called inside the deciding transaction (outbound webhooks) */
  onFinal?: (tx: Tx, transactionId: number) => Promise<void>;
}

export type Decision = { action: 'confirm' } | { action: 'reject'; reason?: string };

const pastTense = { confirmed: 'confirmed', ignored: 'rejected' } as const;

/** Why a request that is no longer pending cannot be decided again, with who decided it. */
function alreadyDecided(row: TransactionRow): string {
  const verb =
    row.status === 'confirmed' || row.status === 'ignored' ? pastTense[row.status] : row.status;
  const who = row.reviewedBy ? ` by ${row.reviewedBy}` : '';
  const when = row.reviewedAt ? ` at ${row.reviewedAt.toISOString()}` : '';
  return `${row.txRef} was already ${verb}${who}${when}`;
}

/** Locks a pending airtime-to-cash request's row for a decision; 404 or 409 when it cannot be. */
export async function lockAirtimeToCash(tx: Tx, txRef: string): Promise<TransactionRow> {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.txRef, txRef.trim()), eq(transactions.kind, AIRTIME_TO_CASH_KIND)))
    .for('update');
  if (!row) throw notFound(`No airtime-to-cash request has the reference ${txRef}`);
  if (row.status !== 'pending') throw conflict(alreadyDecided(row));
  return row;
}

/**
 * Decides a request whose row the caller locked (lockAirtimeToCash) in the caller's transaction:
 * confirm credits the payout through the ledger, reject only records why.
 */
export async function decideLocked(
  tx: Tx,
  row: TransactionRow,
  operator: string,
  decision: Decision,
  onFinal?: ReviewDeps['onFinal'],
): Promise<TransactionRow> {
  const by = operator.trim();
  if (!by) throw badRequest('Say who you are', { by: 'Operator is required' });
  const now = new Date();
  const reviewed = { reviewedBy: by, reviewedAt: now, settledAt: now, updatedAt: now };
  let updated: TransactionRow | undefined;
  if (decision.action === 'confirm') {
    const { entry } = await post(tx, {
      userId: row.userId,
      account: 'wallet',
      amountKobo: row.amountKobo,
      kind: AIRTIME_TO_CASH_KIND,
      reference: row.txRef,
      transactionId: row.id,
    });
    [updated] = await tx
      .update(transactions)
      .set({
        ...reviewed,
        status: 'confirmed',
        initialBalanceKobo: entry.balanceAfterKobo - row.amountKobo,
        newBalanceKobo: entry.balanceAfterKobo,
        response: AIRTIME_TO_CASH_MESSAGES.confirmed(formatNaira(row.amountKobo / 100)),
      })
      .where(eq(transactions.id, row.id))
      .returning();
  } else {
    [updated] = await tx
      .update(transactions)
      .set({
        ...reviewed,
        status: 'ignored',
        response: AIRTIME_TO_CASH_MESSAGES.rejected,
        reviewNote: decision.reason?.trim() || null,
      })
      .where(eq(transactions.id, row.id))
      .returning();
  }
  await onFinal?.(tx, row.id);
  if (!updated) throw new Error(`transaction ${row.id} vanished under lock`);
  return updated;
}

export async function reviewAirtimeToCash(
  deps: ReviewDeps,
  txRef: string,
  operator: string,
  decision: Decision,
): Promise<TransactionRow> {
  if (!operator.trim()) throw badRequest('Say who you are', { by: 'Operator is required' });
  return deps.db.transaction(async (tx) =>
    decideLocked(tx, await lockAirtimeToCash(tx, txRef), operator, decision, deps.onFinal),
  );
}

/** Pending airtime-to-cash requests, oldest first, with what an operator checks them against. */
export async function pendingAirtimeToCash(db: Db) {
  return db
    .select({
      txRef: transactions.txRef,
      email: users.email,
      network: packages.title,
      phone: transactions.phoneNo,
      transferredKobo: transactions.upstreamAmountKobo,
      payoutKobo: transactions.amountKobo,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .where(and(eq(transactions.kind, AIRTIME_TO_CASH_KIND), pendingOf(db, AIRTIME_TO_CASH_KIND)))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}
