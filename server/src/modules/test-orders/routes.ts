import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { ApiKeyIdParamsSchema, success, TransactionSchema } from '@contract/api';
import { apiError, bearer } from '../../lib/api-schemas';
import { notFound } from '../../lib/http-error';
import { activeKeyOf } from '../api-keys/service';
import { presentTestOrder } from './present';
import { testOrders } from './table';

/** How many of a test key's orders the profile lists, newest first. */
export const TEST_ORDERS_LISTED = 50;

export const TEST_ORDER_LIST_MESSAGES = {
  noKey: 'API key not found.',
} as const;

/**
 * A test key's latest orders, for its owner in the profile (a signed-in session; a key is
 * refused): what an integration sent and how the sandbox answered, while nothing was charged.
 */
export default async function testOrderRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api-keys/:id/test-orders/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['api keys'],
        operationId: 'listTestOrders',
        summary: "A test key's latest orders (up to 50, newest first)",
        security: bearer,
        params: ApiKeyIdParamsSchema,
        response: {
          200: success(Type.Array(TransactionSchema)),
          401: apiError,
          403: apiError,
          404: apiError,
        },
      },
    },
    async (request) => {
      const key = await activeKeyOf(app.db, request.userId, request.params.id);
      if (!key) throw notFound(TEST_ORDER_LIST_MESSAGES.noKey);
      const orders = await app.db
        .select()
        .from(testOrders)
        .where(eq(testOrders.apiKeyId, key.id))
        .orderBy(desc(testOrders.id))
        .limit(TEST_ORDERS_LISTED);
      return { data: await Promise.all(orders.map((order) => presentTestOrder(app.db, order))) };
    },
  );
}
