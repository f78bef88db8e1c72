import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdjustmentSentForApprovalSchema,
  AirtimeToCashDecisionSchema,
  ConsoleActionRequestSchema,
  ConsoleTxRefParamsSchema,
  PendingAirtimeToCashListSchema,
} from '@contract/api/console';
import { jsonOrCsv, wantsCsv } from '../../../lib/csv';
import { sendConsoleExport } from '../audited-export';
import { consoleErrors, consoleErrorsWith409 } from '../schemas';
import { airtimeToCashCsv } from './export';
import { actorOf } from '../guard';
import { readIdempotencyKey } from '../transactions/idempotency';
import type { MoneyLimits } from '../money-policy/policy';
import { decideAirtimeToCash, pendingRequests } from './service';
import { apiError, idempotencyHeaders } from '../../../lib/api-schemas';

/** Airtime-to-cash requests waiting for staff; confirm credits the payout, reject says why. */
export default async function consoleAirtimeToCashRoutes(
  instance: FastifyInstance,
  options: { limits: MoneyLimits },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const deps = { db: app.db, onFinal: app.purchases.onFinal, limits: options.limits };

  app.get(
    '/airtime-to-cash',
    {
      config: { opsCommand: true },
      schema: {
        operationId: 'consoleListAirtimeToCash',
        summary: 'Pending airtime-to-cash requests, oldest first, with their age',
        response: {
          200: jsonOrCsv(PendingAirtimeToCashListSchema, 'The requests, or all of them as CSV'),
          ...consoleErrors,
        },
      },
    },
    async (request, reply) =>
      wantsCsv(request)
        ? sendConsoleExport(request, reply, airtimeToCashCsv(app.db))
        : { data: await pendingRequests(app.db) },
  );

  for (const action of ['confirm', 'reject'] as const) {
    app.post(
      `/airtime-to-cash/:ref/${action}`,
      {
        config: { opsCommand: true, money: action === 'confirm' ? 'airtime_to_cash' : false },
        schema: {
          operationId:
            action === 'confirm' ? 'consoleConfirmAirtimeToCash' : 'consoleRejectAirtimeToCash',
          summary:
            action === 'confirm'
              ? "Confirm an airtime-to-cash request: the payout goes to the customer's wallet"
              : 'Reject an airtime-to-cash request, saying why',
          description:
            'A reason is required and kept in the audit log. The same `Idempotency-Key` answers ' +
            'the first decision again; a second decision is refused (409). A payout the money ' +
            "policy sends for approval answers 202 and waits for an owner's approval.",
          headers: idempotencyHeaders,
          params: ConsoleTxRefParamsSchema,
          body: ConsoleActionRequestSchema,
          response: {
            200: AirtimeToCashDecisionSchema,
            202: AdjustmentSentForApprovalSchema,
            ...consoleErrorsWith409,
            422: apiError,
          },
        },
      },
      async (request, reply) => {
        const outcome = await decideAirtimeToCash(deps, request.params.ref, action, {
          staff: actorOf(request),
          reason: request.body.reason,
          idempotencyKey: readIdempotencyKey(request.headers['idempotency-key']),
        });
        return reply.status(outcome.status).send(outcome.body);
      },
    );
  }
}
