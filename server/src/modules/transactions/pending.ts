import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactions, transactionsPending } from '../../db/schema';

/*
 * The work lists (SMS sweep, airtime to cash, needs attention; the reconciler's claim in settle.ts)
 * find pending transactions through transactions_pending (kept by a trigger, migration 0016), a
 * table of the pending rows only. Each condition also checks the row's own status, so a reader
 * never depends on the trigger alone for what it acts on. The console's lists read transactions by
 * its status indexes (0013, 0014).
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
