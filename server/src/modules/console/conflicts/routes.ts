import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdjustmentSentForApprovalSchema,
  ConflictListSchema,
  ConflictResolveRequestSchema,
  ConflictResolveResponseSchema,
  ConsoleTxRefParamsSchema,
} from '@contract/api/console';
import { jsonOrCsv, wantsCsv } from '../../../lib/csv';
import { sendConsoleExport } from '../audited-export';
import { OWNER_ONLY, staffOf } from '../guard';
import type { MoneyLimits } from '../money-policy/policy';
import { consoleErrors, consoleErrorsWith409 } from '../schemas';
import { conflictsCsv } from './export';
import { listConflicts } from './list';
import { resolveConflict } from './resolve';

/**
 * Purchases settled by staff that the provider later contradicted (owner and support), and an
 * owner's resolution of each.
 */
export default async function consoleConflictRoutes(
  instance: FastifyInstance,
  options: { limits: MoneyLimits },
) {
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
        : listConflicts(app.db, undefined, staffOf(request).role),
  );

  app.post(
    '/conflicts/:ref/resolve',
    {
      config: { ...OWNER_ONLY, money: ['conflict_keep', 'conflict_refund'] },
      schema: {
        operationId: 'consoleResolveConflict',
        summary:
          'Resolve a conflict: the provider delivered (keep the charge) or refunded (refund the customer), with its answer as evidence',
        params: ConsoleTxRefParamsSchema,
        body: ConflictResolveRequestSchema,
        response: {
          200: ConflictResolveResponseSchema,
          202: AdjustmentSentForApprovalSchema,
          ...consoleErrorsWith409,
        },
      },
    },
    async (request, reply) => {
      const outcome = await resolveConflict(
        { db: app.db, onFinal: app.purchases.onFinal, limits: options.limits },
        staffOf(request),
        request.params.ref,
        request.body,
      );
      return reply.status(outcome.status).send(outcome.body);
    },
  );
}
