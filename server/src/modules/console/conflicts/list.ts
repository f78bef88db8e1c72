import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ConflictItem, StaffRole } from '@contract/api/console';
import { conflictMovement } from '@contract/rules';
import type { Db, Tx } from '../../../db/client';
import { categories, transactions, users } from '../../../db/schema';
import { koboToNaira } from '../../../lib/money';
import { settlementConflicts } from '../../purchases/decision-tables';

const LIMIT = 200;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

type ConflictRow = {
  conflict: typeof settlementConflicts.$inferSelect;
  txRef: string;
  description: string;
  amountKobo: number;
  providerCostKobo: number | null;
  status: string;
  email: string;
  service: string | null;
};

/**
 * What the business loses if the provider is right: the provider's cost of a purchase we refunded
 * that it delivered (or the charge when the cost is unknown). A purchase we kept that the provider
 * refunded costs the business nothing: the customer is the one owed.
 */
export function lossKobo(
  row: Pick<ConflictRow, 'amountKobo' | 'providerCostKobo' | 'status'>,
  providerState: string,
) {
  if (conflictMovement('provider_delivered', row.status) && providerState === 'delivered')
    return row.providerCostKobo ?? row.amountKobo;
  return 0;
}

/** Who settled a purchase the engine settled on its provider's earlier answer. */
export const AUTOMATIC_DECISION = 'Automatic, on the provider’s earlier answer';

export function presentConflict(row: ConflictRow, role: StaffRole): ConflictItem {
  const { conflict } = row;
  const loss = lossKobo(row, conflict.providerState);
  return {
    tx_ref: row.txRef,
    email: row.email,
    service: row.service,
    description: row.description,
    amount: koboToNaira(row.amountKobo),
    decided_status: conflict.decidedStatus,
    // empty when the engine settled it on the provider's earlier answer
    decided_by: conflict.decidedBy || AUTOMATIC_DECISION,
    decided_at: iso(conflict.decidedAt),
    decision_note: conflict.decisionNote,
    provider_state: conflict.providerState,
    provider_answer: conflict.providerAnswer,
    source: conflict.source,
    detected_at: conflict.detectedAt.toISOString(),
    status: row.status,
    loss: role === 'owner' && loss > 0 && conflict.resolution === null ? koboToNaira(loss) : null,
    resolution: conflict.resolution,
    resolved_by: conflict.resolvedBy,
    resolved_at: iso(conflict.resolvedAt),
    resolution_note: conflict.resolutionNote,
    evidence: conflict.evidence,
  };
}

export function selectConflicts(db: Db | Tx, where?: SQL) {
  return db
    .select({
      conflict: settlementConflicts,
      txRef: transactions.txRef,
      description: transactions.description,
      amountKobo: transactions.amountKobo,
      providerCostKobo: transactions.providerCostKobo,
      status: transactions.status,
      email: users.email,
      service: categories.name,
    })
    .from(settlementConflicts)
    .innerJoin(transactions, eq(transactions.id, settlementConflicts.transactionId))
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(categories, eq(categories.id, transactions.categoryId))
    .where(where);
}

/**
 * The conflicts, newest first (unresolved ones first), with our decision and the provider's
 * answer: the newest 200 for the screen, every one (`null`) for the export.
 */
export async function listConflicts(
  db: Db,
  limit: number | null = LIMIT,
  role: StaffRole = 'support',
) {
  const [rows, [total]] = await Promise.all([
    selectConflicts(db)
      .orderBy(
        sql`${settlementConflicts.resolvedAt} IS NOT NULL`,
        desc(settlementConflicts.detectedAt),
        desc(settlementConflicts.id),
      )
      .limit(limit ?? Number.MAX_SAFE_INTEGER),
    db.select({ count: sql<number>`count(*)::int` }).from(settlementConflicts),
  ]);
  return {
    data: rows.map((row) => presentConflict(row, role)),
    meta: { total: Number(total?.count ?? 0) },
  };
}
