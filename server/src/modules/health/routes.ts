import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { success } from '@/shared/api/contract';

/** Liveness with a database round trip, for load balancers and the e2e runner. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health/',
    {
      schema: {
        tags: ['system'],
        summary: 'Service health',
        response: { 200: success(Type.Object({ status: Type.Literal('ok') })) },
      },
    },
    async () => {
      await app.db.execute(sql`SELECT 1`);
      return { data: { status: 'ok' as const } };
    },
  );
}
