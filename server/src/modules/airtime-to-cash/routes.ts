import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PurchaseResponseSchema, success } from '@contract/api';
import { AirtimeToCashRequestSchema } from '@contract/services/airtime-to-cash/request';
import { checkIdempotencyKey } from '../purchases/engine';
import { requestAirtimeToCash } from './service';
import { apiError, bearer, idempotencyHeaders } from '../../lib/api-schemas';

export default async function airtimeToCashRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/convert-airtime-to-cash/',
    {
      onRequest: app.authenticate,
      config: { charged: true },
      schema: {
        operationId: 'convertAirtimeToCash',
        tags: ['purchases'],
        summary: 'Ask for cash for airtime transferred to us',
        description:
          'Transfer the airtime to the number in the network description first. The request is ' +
          'recorded pending (201) with the payout (the amount less your level commission, rounded ' +
          'up to the naira); your wallet is credited when we confirm the airtime arrived. ' +
          '`amount_to_receive` is ignored. Accepts an `Idempotency-Key` header like the purchases. ' +
          '409: the same network, number and amount less than 30 s ago.',
        security: bearer,
        headers: idempotencyHeaders,
        body: AirtimeToCashRequestSchema,
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
      const result = await requestAirtimeToCash(app.db, request.userId, request.body, key);
      return reply.code(result.statusCode).send({ message: result.message, data: result.data });
    },
  );
}
