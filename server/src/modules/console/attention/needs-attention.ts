import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Db } from '../../../db/client';
import { categories, packages, transactions, upstreamCalls, users } from '../../../db/schema';
import { koboToNaira } from '../../../lib/money';
import { pendingNeedingAttention } from '../../transactions/pending';

/*
 * Purchases that need attention: still pending to the customer, no longer requeried, waiting for
 * an operator to settle them as delivered or refunded (settle.ts). The list carries what a console
 * screen shows for each; the settle endpoint records who, when and why.
 */

const LastAnswerSchema = Type.Object({
  /** pay, requery, pay-resend, callback-requery */
  operation: Type.String(),
  /** how we read it: pending, not_found, ... */
  state: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  /** the start of the raw answer or transport error */
  detail: Type.String(),
  at: Type.String({ format: 'date-time' }),
});

const AttentionItemSchema = Type.Object({
  tx_ref: Type.String(),
  email: Type.String(),
  /** the category, e.g. Airtime, Electricity */
  service: Type.Union([Type.String(), Type.Null()]),
  /** the package, e.g. MTN, Ikeja Electric */
  package: Type.Union([Type.String(), Type.Null()]),
  /** the provider's serviceID */
  service_id: Type.Union([Type.String(), Type.Null()]),
  description: Type.String(),
  /** naira charged */
  amount: Type.Number(),
  created_at: Type.String({ format: 'date-time' }),
  needs_attention_at: Type.String({ format: 'date-time' }),
  /** answers that did not settle it (pay included) */
  attempts: Type.Integer(),
  upstream_code: Type.Union([Type.String(), Type.Null()]),
  upstream_status: Type.Union([Type.String(), Type.Null()]),
  last_answer: Type.Union([LastAnswerSchema, Type.Null()]),
  reason: Type.String(),
});

export const AttentionListSchema = Type.Object({
  data: Type.Array(AttentionItemSchema),
  meta: Type.Object({ total: Type.Integer() }),
});

export const AttentionQuerySchema = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
});

export const AttentionSettleBodySchema = Type.Object({
  as: Type.Union([Type.Literal('delivered'), Type.Literal('refunded')]),
  by: Type.String({ maxLength: 100, default: '' }),
  reason: Type.String({ maxLength: 500, default: '' }),
});

export const AttentionSettledSchema = Type.Object({
  message: Type.String(),
  data: Type.Object({
    tx_ref: Type.String(),
    /** confirmed (delivered) or failed (refunded) */
    status: Type.String(),
    /** naira charged, and refunded when refunded */
    amount: Type.Number(),
    email: Type.String(),
    reviewed_by: Type.String(),
    reviewed_at: Type.String({ format: 'date-time' }),
    review_note: Type.String(),
    /** naira, the customer's wallet after the decision */
    wallet_balance: Type.Number(),
  }),
});

export type AttentionList = Static<typeof AttentionListSchema>;
export type AttentionSettled = Static<typeof AttentionSettledSchema>;

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
