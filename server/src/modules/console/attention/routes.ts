import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AttentionListSchema, AttentionQuerySchema } from '@contract/api/console';
import { listNeedsAttention } from '../../../ops/attention';
import { consoleErrors } from '../schemas';

const DEFAULT_LIMIT = 100;

/**
 * The stuck purchases queue, longest waiting first: the query the ops command uses. Each is
 * settled with the transaction actions (mark delivered, refund, requery).
 */
export default async function consoleAttentionRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/attention',
    {
      schema: {
        operationId: 'consoleListNeedsAttention',
        summary: 'Purchases that need attention, longest waiting first',
        querystring: AttentionQuerySchema,
        response: { 200: AttentionListSchema, ...consoleErrors },
      },
    },
    async (request) => listNeedsAttention(app.db, request.query.limit ?? DEFAULT_LIMIT),
  );
}
