import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { transactions } from '../../db/schema';
import { smsOutbox } from './tables';

const OutboxQuerySchema = Type.Object({ reference: Type.String({ minLength: 1, maxLength: 100 }) });

const OutboxItemSchema = Type.Object({
  reference: Type.String(),
  message_id: Type.String(),
  sender: Type.String(),
  recipients: Type.Array(Type.String()),
  message: Type.String(),
  pages: Type.Integer(),
  status: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

export const OutboxResponseSchema = Type.Object({ data: Type.Array(OutboxItemSchema) });

/**
 * The SMS simulator's read-back, mounted under /simulator/sms in sandbox mode only: a signed-in
 * customer sees what would have been sent for one of their own transactions, nobody else's.
 */
export default async function smsSimulatorPlugin(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/outbox',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['simulator'],
        summary: 'What the SMS simulator would have sent for one of your transactions',
        description:
          "Recipients in the local format. Another user's reference answers an empty list.",
        security: [{ bearer: [] }],
        querystring: OutboxQuerySchema,
        response: { 200: OutboxResponseSchema, 401: { $ref: 'ApiError#' } },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({ outbox: smsOutbox })
        .from(smsOutbox)
        .innerJoin(
          transactions,
          and(eq(transactions.txRef, smsOutbox.reference), eq(transactions.userId, request.userId)),
        )
        .where(eq(smsOutbox.reference, request.query.reference))
        .orderBy(asc(smsOutbox.id));
      return {
        data: rows.map(({ outbox: row }) => ({
          reference: row.reference,
          message_id: row.messageId,
          sender: row.sender,
          recipients: row.recipients,
          message: row.message,
          pages: row.pages,
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
