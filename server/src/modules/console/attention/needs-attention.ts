import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AttentionList } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { categories, packages, transactions, upstreamCalls, users } from '../../../db/schema';
import { koboToNaira } from '../../../lib/money';
import { pendingNeedingAttention } from '../../transactions/pending';

/*
 * Purchases that need attention: still pending to the customer, no longer requeried, waiting for
 * an operator to settle them as delivered or refunded (settle.ts). The list carries what a console
 * screen shows for each; settling records who, when and why.
 */

const DETAIL_LIMIT = 300;

const needingAttention = (db: Db) =>
  and(eq(transactions.kind, 'purchase'), pendingNeedingAttention(db));

/** Purchases needing attention, longest waiting first, each with the provider's last answer. */
export async function listNeedsAttention(db: Db, limit: number): Promise<AttentionList> {
  const rows = await db
    .select({
      id: transactions.id,
      txRef: transactions.txRef,
      email: users.email,
      service: categories.name,
      package: packages.title,
      serviceId: transactions.serviceId,
      description: transactions.description,
      amountKobo: transactions.amountKobo,
      createdAt: transactions.createdAt,
      needsAttentionAt: transactions.needsAttentionAt,
      attempts: transactions.requeryAttempts,
      upstreamCode: transactions.upstreamCode,
      upstreamStatus: transactions.upstreamStatus,
      reason: transactions.attentionReason,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(categories, eq(categories.id, transactions.categoryId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .where(needingAttention(db))
    .orderBy(asc(transactions.needsAttentionAt), asc(transactions.id))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(transactions).where(needingAttention(db));
  const ids = rows.map((row) => row.id);
  const lastCalls = ids.length
    ? await db
        .selectDistinctOn([upstreamCalls.transactionId])
        .from(upstreamCalls)
        .where(inArray(upstreamCalls.transactionId, ids))
        .orderBy(upstreamCalls.transactionId, desc(upstreamCalls.id))
    : [];
  const lastOf = new Map(lastCalls.map((call) => [call.transactionId, call]));
  return {
    data: rows.map((row) => {
      const last = lastOf.get(row.id);
      return {
        tx_ref: row.txRef,
        email: row.email,
        service: row.service,
        package: row.package,
        service_id: row.serviceId,
        description: row.description,
        amount: koboToNaira(row.amountKobo),
        created_at: row.createdAt.toISOString(),
        needs_attention_at: (row.needsAttentionAt ?? row.createdAt).toISOString(),
        attempts: row.attempts,
        upstream_code: row.upstreamCode,
        upstream_status: row.upstreamStatus,
        last_answer: last
          ? {
              operation: last.operation,
              state: last.state,
              code: last.code,
              detail: last.detail.slice(0, DETAIL_LIMIT),
              at: last.createdAt.toISOString(),
            }
          : null,
        reason: row.reason ?? '',
      };
    }),
    meta: { total: total?.n ?? 0 },
  };
}
