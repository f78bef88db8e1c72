import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { HealthSchema, success, type Health } from '@contract/api';
import type { ModeConfig } from '../../run-mode';

/** Liveness with a database round trip, and whether real money moves (sandbox or live). */
export default async function healthRoutes(app: FastifyInstance, options: { mode: ModeConfig }) {
  const { mode, simulated } = options.mode;
  app.get(
    '/health/',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['system'],
        summary: 'Service health, the run mode and which providers are simulated',
        response: { 200: success(HealthSchema) },
      },
    },
    async (): Promise<{ data: Health }> => {
      await app.db.execute(sql`SELECT 1`);
      return { data: { status: 'ok', mode, simulated } };
    },
  );
}
