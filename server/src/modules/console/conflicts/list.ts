import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, transactions, users } from '../../../db/schema';
import { koboToNaira } from '../../../lib/money';
import { settlementConflicts } from '../../purchases/decision-tables';

const LIMIT = 200;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The conflicts, newest first, with our decision and the provider's answer: the newest 200 for
 * the screen, every one (`null`) for the export.
 */
export async function listConflicts(db: Db, limit: number | null = LIMIT) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        conflict: settlementConflicts,
        txRef: transactions.txRef,
        description: transactions.description,
        amountKobo: transactions.amountKobo,
        status: transactions.status,
        email: users.email,
        service: categories.name,
      })
      .from(settlementConflicts)
      .innerJoin(transactions, eq(transactions.id, settlementConflicts.transactionId))
      .innerJoin(users, eq(users.id, transactions.userId))
      .leftJoin(categories, eq(categories.id, transactions.categoryId))
      .orderBy(desc(settlementConflicts.detectedAt), desc(settlementConflicts.id))
      .limit(limit ?? Number.MAX_SAFE_INTEGER),
    db.select({ count: sql<number>`count(*)::int` }).from(settlementConflicts),
  ]);
  return {
    data: rows.map(({ conflict, ...row }) => ({
      tx_ref: row.txRef,
      email: row.email,
      service: row.service,
      description: row.description,
      amount: koboToNaira(row.amountKobo),
      decided_status: conflict.decidedStatus,
      decided_by: conflict.decidedBy,
      decided_at: iso(conflict.decidedAt),
      decision_note: conflict.decisionNote,
      provider_state: conflict.providerState,
      provider_answer: conflict.providerAnswer,
      source: conflict.source,
      detected_at: conflict.detectedAt.toISOString(),
      status: row.status,
    })),
    meta: { total: Number(total?.count ?? 0) },
  };
}
