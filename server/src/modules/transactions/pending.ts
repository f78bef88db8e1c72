import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactions, transactionsPending } from '../../db/schema';

/*
 * Pending transactions are found through transactions_pending (kept by a trigger, migration 0016),
 * never through an index on transactions.status: an index on a column that settling changes would
 * make every settle a non-HOT update. Each condition also checks the row's own status, so a reader
 * never depends on the trigger alone for what it acts on.
 */

const pendingIds = (db: Db, where?: SQL) =>
  db.select({ id: transactionsPending.transactionId }).from(transactionsPending).where(where);

/** transactions of this kind (or any kind) that are pending */
export function pendingOf(db: Db, kind?: string): SQL {
  return and(
    eq(transactions.status, 'pending'),
    inArray(
      transactions.id,
      pendingIds(db, kind === undefined ? undefined : eq(transactionsPending.kind, kind)),
    ),
  ) as SQL;
}

/** pending transactions that wait for an operator (needs attention) */
export function pendingNeedingAttention(db: Db): SQL {
  return and(
    eq(transactions.status, 'pending'),
    isNotNull(transactions.needsAttentionAt),
    inArray(transactions.id, pendingIds(db, isNotNull(transactionsPending.needsAttentionAt))),
  ) as SQL;
}
