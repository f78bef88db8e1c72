import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreateVirtualAccountRequestSchema,
  CreateVirtualAccountResponseSchema,
  GeneratePaymentLinkRequestSchema,
  GeneratePaymentLinkResponseSchema,
  VerifyAtmPaymentQuerySchema,
  VerifyAtmPaymentResponseSchema,
  success,
} from '@contract/api';
import {
  createVirtualAccount,
  generatePaymentLink,
  handleMonnifyEvent,
  verifyAtmPayment,
  type PaymentsDeps,
} from './service';
import { apiError, bearer } from '../../lib/api-schemas';

export interface PaymentsRoutesOptions {
  deps: Omit<PaymentsDeps, 'db'>;
}

export default async function paymentsRoutes(
  instance: FastifyInstance,
  options: PaymentsRoutesOptions,
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const deps: PaymentsDeps = { ...options.deps, db: app.db };

  app.post(
    '/generate-payment-link/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'generatePaymentLink',
        tags: ['funding'],
        summary: 'Start a card checkout (at least ₦1,000); returns the checkout URL',
        description:
          'The checkout redirects to /dashboard/callback?paymentReference=…; nothing is credited ' +
          'until verify-atm-payment/ or the webhook has confirmed the payment with Monnify.',
        security: bearer,
        body: GeneratePaymentLinkRequestSchema,
        response: {
          200: success(GeneratePaymentLinkResponseSchema),
          400: apiError,
          401: apiError,
          502: apiError,
        },
      },
    },
    async (request) => ({
      data: await generatePaymentLink(deps, request.userId, request.body.amount),
    }),
  );

  app.get(
    '/verify-atm-payment/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'verifyCardPayment',
        tags: ['funding'],
        summary: "Check one of the user's card payments with Monnify; a paid one credits once",
        security: bearer,
        querystring: VerifyAtmPaymentQuerySchema,
        response: {
          200: success(VerifyAtmPaymentResponseSchema),
          400: apiError,
          401: apiError,
          404: apiError,
          502: apiError,
        },
      },
    },
    async (request) => ({
      data: await verifyAtmPayment(deps, request.userId, request.query.payment_reference),
    }),
  );

  app.post(
    '/create-virtual-account/',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'createVirtualAccount',
        tags: ['funding'],
        summary: 'Reserve a personal bank account (rehoboth, moniepoint or wema) for transfers',
        description:
          'Transfers into it credit the wallet less the bank charge: rehoboth free under ₦5,000 ' +
          'and ₦30 from ₦5,000; moniepoint and wema 0.85%, rounded to the nearest kobo.',
        security: bearer,
        body: CreateVirtualAccountRequestSchema,
        response: {
          200: success(CreateVirtualAccountResponseSchema),
          400: apiError,
          401: apiError,
          502: apiError,
        },
      },
    },
    async (request) => ({
      data: await createVirtualAccount(deps, request.userId, request.body),
    }),
  );

  // The webhook's signature covers the raw bytes, so this plugin keeps the JSON body unparsed.
  await app.register(async (webhooks) => {
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => {
        done(null, body);
      },
    );

    webhooks.post(
      '/webhooks/monnify/',
      {
        schema: {
          operationId: 'receiveMonnifyWebhook',
          tags: ['funding'],
          summary: 'Monnify notifications, signed with monnify-signature (HMAC-SHA512)',
          response: {
            200: Type.Object({ message: Type.String() }),
            400: { $ref: 'ApiError#' },
            401: { $ref: 'ApiError#' },
            503: { $ref: 'ApiError#' },
          },
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!deps.payments.isSignedNotification(raw, request.headers))
          return reply.status(401).send({
            message: 'Invalid signature.',
            errors: [{ detail: 'Invalid signature.' }],
            data: {},
          });
        let event: unknown;
        try {
          event = JSON.parse(raw.toString('utf8'));
        } catch {
          return reply.status(400).send({
            message: 'The request body is not valid JSON.',
            errors: [{ detail: 'The request body is not valid JSON.' }],
            data: {},
          });
        }
        try {
          const outcome = await handleMonnifyEvent(deps, event);
          return { message: outcome };
        } catch (error) {
          // Monnify resends on a non-200; the status API was unreachable, so try again later.
          request.log.warn({ err: error }, 'monnify webhook not processed');
          return reply.status(503).send({
            message: 'Try again later.',
            errors: [{ detail: 'Try again later.' }],
            data: {},
          });
        }
      },
    );
  });
}
