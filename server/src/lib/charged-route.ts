import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from 'typebox';
import { PurchaseResponseSchema, success, type PurchaseResponse } from '@contract/api';
import { apiError, bearer, idempotencyHeaders } from './api-schemas';
import { checkIdempotencyKey } from './idempotency-key';

/*
 * A call that charges the wallet (a purchase, an SMS, airtime to cash), declared once: it needs a
 * login token (or an API key where allowed), passes the transaction PIN gate (config.charged), is
 * counted against the charged-request cap, takes an Idempotency-Key (the same key answers the
 * first outcome and never charges again) and answers the transaction with the wallet balance,
 * 200 when final and 201 when pending, or an error envelope.
 */

/** How a charging call answered: 200 settled, 201 accepted and still pending. */
export interface ChargeAnswer {
  statusCode: 200 | 201;
  message: string;
  data: PurchaseResponse;
}

export interface ChargedRouteOptions<Body extends TSchema> {
  url: string;
  operationId: string;
  summary: string;
  description: string;
  body: Body;
  /** whether an API key may make it (a login token always may) */
  apiKey: boolean;
  /** whether a test key may make it: `charge` then answers its test order, moving nothing */
  testKeys?: boolean;
  /** charges, with the request's checked Idempotency-Key (none when it sent none) */
  charge(
    request: FastifyRequest,
    body: Static<Body>,
    key: string | undefined,
  ): Promise<ChargeAnswer>;
}

export function chargedRoute<Body extends TSchema>(
  instance: FastifyInstance,
  options: ChargedRouteOptions<Body>,
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    options.url,
    {
      onRequest: app.authenticate,
      config: { charged: true, apiKey: options.apiKey, testKeys: options.testKeys ?? false },
      schema: {
        tags: ['purchases'],
        operationId: options.operationId,
        summary: options.summary,
        description: options.description,
        security: bearer,
        headers: idempotencyHeaders,
        body: options.body,
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
      const answer = await options.charge(request, request.body as Static<Body>, key);
      return reply.code(answer.statusCode).send({ message: answer.message, data: answer.data });
    },
  );
}
