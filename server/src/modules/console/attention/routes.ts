import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AttentionListSchema, AttentionQuerySchema } from '@contract/api/console';
import { listNeedsAttention } from './needs-attention';
import { jsonOrCsv, wantsCsv } from '../../../lib/csv';
import { sendConsoleExport } from '../audited-export';
import { consoleErrors } from '../schemas';
import { needsAttentionCsv } from './export';

const DEFAULT_LIMIT = 100;

/**
 * The stuck purchases queue, longest waiting first (the ops command's `attention list` too).
 * Each is settled with the transaction actions (mark delivered, refund, requery).
 */
export default async function consoleAttentionRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/attention',
    {
      config: { opsCommand: true },
      schema: {
        operationId: 'consoleListNeedsAttention',
        summary: 'Purchases that need attention, longest waiting first',
        querystring: AttentionQuerySchema,
        response: {
          200: jsonOrCsv(AttentionListSchema, 'The queue, or all of it as CSV'),
          ...consoleErrors,
        },
      },
    },
    async (request, reply) =>
      wantsCsv(request)
        ? sendConsoleExport(request, reply, needsAttentionCsv(app.db))
        : listNeedsAttention(app.db, request.query.limit ?? DEFAULT_LIMIT),
  );
}
