import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { desc, eq, sql } from 'drizzle-orm';
import { ConflictListSchema } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { categories, transactions, users } from '../../../db/schema';
import { koboToNaira } from '../../../lib/money';
import { settlementConflicts } from '../../purchases/decision-tables';
import { consoleErrors } from '../schemas';

const LIMIT = 200;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The conflicts, newest first, with our decision and the provider's answer. */
export async function listConflicts(db: Db) {
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
      .limit(LIMIT),
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

/** Purchases settled by a person that the provider later contradicted (owner and support). */
export default async function consoleConflictRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/conflicts',
    {
      schema: {
        operationId: 'consoleListConflicts',
        summary: "Purchases settled by staff that the provider's later answer contradicts",
        response: { 200: ConflictListSchema, ...consoleErrors },
      },
    },
    async () => listConflicts(app.db),
  );
}
