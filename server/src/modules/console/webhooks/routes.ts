import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ConsoleActionRequestSchema,
  WebhookDeliveriesPageSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryIdParamsSchema,
  WebhookRetryResponseSchema,
} from '@contract/api/console';
import { jsonOrCsv, wantsCsv } from '../../../lib/csv';
import { sendConsoleExport } from '../audited-export';
import { staffOf } from '../guard';
import { webhookDeliveriesCsv } from './export';
import { consoleErrors, consoleErrorsWith409 } from '../schemas';
import { retryDeliveryFromConsole } from '../transactions/actions';
import { readIdempotencyKey } from '../transactions/idempotency';
import { listWebhookDeliveries, webhookDeliveryById } from './list';
import { apiError, idempotencyHeaders } from '../../../lib/api-schemas';

/** The outbound webhook log and "retry now". */
export default async function consoleWebhookRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/webhooks',
    {
      schema: {
        operationId: 'consoleListWebhookDeliveries',
        summary:
          "Customers' webhook deliveries, newest first, with status, attempts and last answer",
        querystring: WebhookDeliveriesQuerySchema,
        response: {
          200: jsonOrCsv(WebhookDeliveriesPageSchema, 'A page, or every match as CSV'),
          ...consoleErrors,
        },
      },
    },
    async (request, reply) =>
      wantsCsv(request)
        ? sendConsoleExport(request, reply, webhookDeliveriesCsv(app.db, request.query))
        : listWebhookDeliveries(app.db, request.query),
  );

  app.post(
    '/webhooks/:id/retry',
    {
      config: { money: false },
      schema: {
        operationId: 'consoleRetryWebhookDelivery',
        summary: 'Send a webhook delivery again now, with a fresh retry schedule',
        description:
          'A reason is required and kept in the audit log. Refused (409) while the delivery ' +
          'already waits to go out; the same `Idempotency-Key` answers the first retry again.',
        headers: idempotencyHeaders,
        params: WebhookDeliveryIdParamsSchema,
        body: ConsoleActionRequestSchema,
        response: { 200: WebhookRetryResponseSchema, ...consoleErrorsWith409, 422: apiError },
      },
    },
    async (request) => {
      await retryDeliveryFromConsole(app.db, request.params.id, {
        staff: staffOf(request),
        reason: request.body.reason,
        idempotencyKey: readIdempotencyKey(request.headers['idempotency-key']),
      });
      const delivery = await webhookDeliveryById(app.db, request.params.id);
      return {
        message: `Delivery ${delivery.id} is queued; it goes out within seconds.`,
        data: delivery,
      };
    },
  );
}
