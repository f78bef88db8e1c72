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
  handlePaystackEvent,
  verifyAtmPayment,
  type PaymentsDeps,
  type WebhookOutcome,
} from './service';
import type { FundingProviderName } from './funding-providers';
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
          'The checkout goes to the preferred payments provider (Monnify or Paystack), or to the ' +
          'other while it is down, and redirects to /dashboard/callback?paymentReference=…; ' +
          'nothing is credited until verify-atm-payment/ or the webhook has confirmed the payment ' +
          'with that provider.',
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
        summary: "Check one of the user's card payments with its provider; a paid one credits once",
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
        summary:
          'Reserve a personal bank account (rehoboth, moniepoint, wema, or paystack) for transfers',
        description:
          'Transfers into it credit the wallet less the bank charge: rehoboth free under ₦5,000 ' +
          'and ₦30 from ₦5,000; moniepoint and wema 0.85%, rounded to the nearest kobo; paystack ' +
          "(a Paystack dedicated account at its partner bank, one per customer) the owner's rule, " +
          'shown as paystack_charges by get-user/.',
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

    /** A provider's signed notifications: 401 without a valid signature, nothing credited. */
    const signedWebhook = (
      provider: FundingProviderName,
      handle: (deps: PaymentsDeps, event: unknown) => Promise<WebhookOutcome>,
      schema: { operationId: string; summary: string },
    ) =>
      webhooks.post(
        `/webhooks/${provider}/`,
        {
          schema: {
            ...schema,
            tags: ['funding'],
            response: {
              200: Type.Object({ message: Type.String() }),
              400: { $ref: 'ApiError#' },
              401: { $ref: 'ApiError#' },
              503: { $ref: 'ApiError#' },
            },
          },
        },
        async (request, reply) => {
          const refuse = (status: 400 | 401 | 503, message: string) =>
            reply.status(status).send({ message, errors: [{ detail: message }], data: {} });
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const gateway = provider === 'paystack' ? deps.paystack : deps.payments;
          if (!gateway?.isSignedNotification(raw, request.headers))
            return refuse(401, 'Invalid signature.');
          let event: unknown;
          try {
            event = JSON.parse(raw.toString('utf8'));
          } catch {
            return refuse(400, 'The request body is not valid JSON.');
          }
          try {
            return { message: await handle(deps, event) };
          } catch (error) {
            // The provider resends on a non-200; its status API was unreachable, so try again later.
            request.log.warn({ err: error, provider }, 'payments webhook not processed');
            return refuse(503, 'Try again later.');
          }
        },
      );

    signedWebhook('monnify', handleMonnifyEvent, {
      operationId: 'receiveMonnifyWebhook',
      summary: 'Monnify notifications, signed with monnify-signature (HMAC-SHA512)',
    });
    // Registered either way (one API description); without Paystack no signature is valid.
    signedWebhook('paystack', handlePaystackEvent, {
      operationId: 'receivePaystackWebhook',
      summary: 'Paystack events (charge.success), signed with x-paystack-signature (HMAC-SHA512)',
    });
  });
}
