import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ConflictListSchema } from '@contract/api/console';
import { jsonOrCsv, wantsCsv } from '../../../lib/csv';
import { sendConsoleExport } from '../audited-export';
import { consoleErrors } from '../schemas';
import { conflictsCsv } from './export';
import { listConflicts } from './list';

/** Purchases settled by a person that the provider later contradicted (owner and support). */
export default async function consoleConflictRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/conflicts',
    {
      schema: {
        operationId: 'consoleListConflicts',
        summary: "Purchases settled by staff that the provider's later answer contradicts",
        response: {
          200: jsonOrCsv(ConflictListSchema, 'The conflicts, or all of them as CSV'),
          ...consoleErrors,
        },
      },
    },
    async (request, reply) =>
      wantsCsv(request)
        ? sendConsoleExport(request, reply, conflictsCsv(app.db))
        : listConflicts(app.db),
  );
}
