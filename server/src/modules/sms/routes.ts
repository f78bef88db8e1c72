import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PurchaseResponseSchema, success } from '@contract/api';
import { SmsRequestSchema } from '@contract/services/sms/request';
import { checkIdempotencyKey } from '../purchases/engine';
import { sendSms, type SmsDeps } from './service';
import { apiError, bearer, idempotencyHeaders } from '../../lib/api-schemas';

export default async function smsRoutes(instance: FastifyInstance, { deps }: { deps: SmsDeps }) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/send-sms/',
    {
      onRequest: app.authenticate,
      config: { charged: true, apiKey: true },
      schema: {
        operationId: 'sendSms',
        tags: ['purchases'],
        summary: 'Send a bulk SMS',
        description:
          'Recipients are comma-separated Nigerian numbers without the + sign; repeats are sent ' +
          'once. The message is cut at 480 characters, 160 a page. The cost is recipients x pages x ' +
          'your level rate, computed and charged by the server. 200: sent. 400: refused before ' +
          'charging, or failed and refunded. 409: the same message to the same numbers less than ' +
          '30 s ago. Accepts an `Idempotency-Key` header like the purchases.',
        security: bearer,
        headers: idempotencyHeaders,
        body: SmsRequestSchema,
        response: {
          200: success(PurchaseResponseSchema),
          201: success(PurchaseResponseSchema),
          400: apiError,
          401: apiError,
          409: apiError,
          422: apiError,
          503: apiError,
        },
      },
    },
    async (request, reply) => {
      const key = checkIdempotencyKey(request.headers['idempotency-key']);
      const result = await sendSms(deps, request.userId, request.body, key);
      return reply.code(result.statusCode).send({ message: result.message, data: result.data });
    },
  );
}
