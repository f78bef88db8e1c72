import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PurchaseServiceKey } from '@contract/services';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  PurchaseKeyParamsSchema,
  TransactionSchema,
  VerificationResponseSchema,
  VerifyCardParamsSchema,
  VerifyMeterParamsSchema,
  success,
} from '@contract/api';
import { notFound } from '../lib/http-error';
import { objectAt } from '../lib/loose';
import { presentTransaction } from '../modules/wallet/presenter';
import { refundOf } from '../modules/wallet/refunds';
import { settleProviderCallback } from '../modules/purchases/callbacks';
import { placePurchase, type EngineDeps } from '../modules/purchases/engine';
import { chargedRoute } from '../lib/charged-route';
import { quoteDepsOf } from '../modules/purchases/quote';
import { PURCHASE_SERVICES, verifyCustomer, type QuoteOf } from './index';
import { transactionOfKey } from '../modules/purchases/records';
import {
  findTestOrder,
  placeTestOrder,
  presentTestOrder,
  testCallerOf,
  testPurchaseReply,
  testQuoteDeps,
  type TestOrderDeps,
} from '../modules/test-orders';
import { apiError, bearer } from '../lib/api-schemas';

/** What the read-by-key answers for a key the caller never sent (or another user's key). */
export const PURCHASE_KEY_NOT_FOUND = 'No purchase was made with this key';

export interface PurchaseRoutesOptions {
  deps: EngineDeps;
  /** where a test key's purchases are answered, moving nothing */
  testOrders: TestOrderDeps;
}

const PURCHASE_DESCRIPTION =
  'Send an `Idempotency-Key` header (8-100 letters, digits, - or _): the same key answers with the ' +
  'first outcome and never charges again. 200: delivered (confirmed). 201: accepted and charged, ' +
  'outcome not final yet (pending; it settles by itself and a failure is refunded). 400: refused, ' +
  'or failed and refunded. 409: the same service for the same number less than 30 s after a ' +
  'purchase that did not fail, whatever the amount or key (a retry with the same key is not one). ' +
  '503: the service or verification is unavailable (refunded if charged).';

export default async function purchaseRoutes(
  instance: FastifyInstance,
  { deps, testOrders }: PurchaseRoutesOptions,
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // Verification asks the primary provider; the order itself goes where routing sends it. A test
  // key verifies with the sandbox that answers its orders, never a provider.
  const liveQuoteDeps = quoteDepsOf(deps);
  const sandboxQuoteDeps = testQuoteDeps(testOrders);
  const quoteDepsFor = (request: FastifyRequest) =>
    request.apiKeyTest ? sandboxQuoteDeps : liveQuoteDeps;

  // Every purchase: quoted by its service, then charged by the engine.
  for (const [service, { route, quote }] of Object.entries(PURCHASE_SERVICES) as [
    PurchaseServiceKey,
    (typeof PURCHASE_SERVICES)[PurchaseServiceKey],
  ][]) {
    chargedRoute(app, {
      url: route.url,
      operationId: route.operationId,
      summary: route.summary,
      description: PURCHASE_DESCRIPTION,
      body: route.body,
      apiKey: true,
      testKeys: true,
      charge: async (request, body, key) => {
        if (request.apiKeyTest) {
          const order = await placeTestOrder(testOrders, testCallerOf(request), service, body, key);
          return testPurchaseReply(deps.db, order);
        }
        // Priced at the level authenticate read with the user's row: the user row is read once
        // before the purchase locks it (which refuses the purchase if the level changed since).
        const priced = await (quote as QuoteOf<unknown>)(liveQuoteDeps, request.userLevelId, body);
        return placePurchase(deps, request.userId, priced, key, request.apiKeyId);
      },
    });
  }

  app.get(
    '/purchases/by-key/:key/',
    {
      onRequest: app.authenticate,
      config: { apiKey: true },
      schema: {
        operationId: 'getPurchaseByKey',
        tags: ['purchases'],
        summary: 'The purchase, SMS or airtime-to-cash request sent with an Idempotency-Key',
        description:
          'For a client whose answer was lost: the transaction as it stands (pending, confirmed, ' +
          `failed or reversed). 404 '${PURCHASE_KEY_NOT_FOUND}' when the caller sent no request ` +
          "with this key (it never arrived, or the key is another user's): sending the request " +
          'again with the same key is then safe.',
        security: bearer,
        params: PurchaseKeyParamsSchema,
        response: {
          200: success(TransactionSchema),
          400: apiError,
          401: apiError,
          404: apiError,
        },
      },
    },
    async (request) => {
      if (request.apiKeyTest) {
        const order = await findTestOrder(testOrders, request.apiKeyId ?? 0, request.params.key);
        if (!order) throw notFound(PURCHASE_KEY_NOT_FOUND);
        return { data: await presentTestOrder(deps.db, order) };
      }
      const found = await transactionOfKey(deps.db, request.userId, request.params.key);
      if (!found) throw notFound(PURCHASE_KEY_NOT_FOUND);
      const refund = await refundOf(deps.db, found.transaction);
      return {
        data: presentTransaction(found.transaction, found.category, found.subcategory, refund),
      };
    },
  );

  app.get(
    '/verify-card/:packageId/:number/',
    {
      onRequest: app.authenticate,
      config: { apiKey: true },
      schema: {
        operationId: 'verifyCard',
        tags: ['purchases'],
        summary: 'Verify a smart card / IUC number (cable) or a JAMB profile ID',
        description:
          '`content` holds the customer details, or `error` when the number is not valid.',
        security: bearer,
        params: VerifyCardParamsSchema,
        response: {
          200: success(VerificationResponseSchema),
          400: apiError,
          401: apiError,
          503: apiError,
        },
      },
    },
    async (request) => ({
      data: {
        content: await verifyCustomer(
          quoteDepsFor(request),
          'card',
          request.params.packageId,
          request.params.number,
        ),
      },
    }),
  );

  app.get(
    '/verify-meter-number/:packageId/:meterNo/:meterType/',
    {
      onRequest: app.authenticate,
      config: { apiKey: true },
      schema: {
        operationId: 'verifyMeter',
        tags: ['purchases'],
        summary: 'Verify a prepaid or postpaid meter',
        description:
          '`content` holds the customer details, or `error` when the meter is not valid.',
        security: bearer,
        params: VerifyMeterParamsSchema,
        response: {
          200: success(VerificationResponseSchema),
          400: apiError,
          401: apiError,
          503: apiError,
        },
      },
    },
    async (request) => {
      const { packageId, meterNo, meterType } = request.params;
      return {
        data: {
          content: await verifyCustomer(
            quoteDepsFor(request),
            'meter',
            packageId,
            meterNo,
            meterType,
          ),
        },
      };
    },
  );

  // VTpass retries anything but a success answer, so even a body we cannot read is acknowledged.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, {});
      }
    });
    scope.post(
      '/webhooks/vtpass/',
      {
        schema: {
          operationId: 'receiveVtpassCallback',
          tags: ['webhooks'],
          summary: "VTpass's transaction-update callback",
          description:
            'Always answers {"response":"success"}. The callback is unsigned, so nothing changes on ' +
            'its word: the purchase is requeried and settled by what the requery says. Only ' +
            "purchases with VTpass are settled; another provider's purchase is ignored.",
          body: Type.Unknown(),
          response: { 200: Type.Object({ response: Type.Literal('success') }) },
        },
      },
      async (request) => {
        const requestId = callbackRequestId(request.body);
        if (requestId) {
          try {
            const answer = await settleProviderCallback(deps, 'vtpass', requestId);
            if (answer.kind === 'other_provider')
              request.log.warn(
                { requestId, provider: answer.provider },
                "VTpass callback about another provider's order ignored",
              );
          } catch (error) {
            request.log.error({ err: error, requestId }, 'VTpass callback could not be settled');
          }
        }
        return { response: 'success' as const };
      },
    );
  });

  app.get(
    '/webhooks/clubkonnect/',
    {
      schema: {
        operationId: 'receiveClubKonnectCallback',
        tags: ['webhooks'],
        summary: "ClubKonnect's order callback (its CallBackURL)",
        description:
          'Always answers 200. The callback is unsigned, so nothing changes on its word: the ' +
          'order is requeried at ClubKonnect and settled by what the requery says; an order that ' +
          "is another provider's is left alone.",
        querystring: Type.Object(
          {
            requestid: Type.Optional(Type.String({ description: 'our RequestID of the order' })),
            orderid: Type.Optional(Type.String({ description: "ClubKonnect's order id" })),
            statuscode: Type.Optional(Type.String()),
            orderstatus: Type.Optional(Type.String()),
          },
          { additionalProperties: true },
        ),
        response: { 200: Type.Object({ response: Type.Literal('success') }) },
      },
    },
    async (request) => {
      const requestId = clubKonnectRequestId(request.query);
      if (requestId) {
        try {
          const answer = await settleProviderCallback(deps, 'clubkonnect', requestId);
          if (answer.kind === 'other_provider')
            request.log.warn(
              { requestId, provider: answer.provider },
              "ClubKonnect callback about another provider's order ignored",
            );
        } catch (error) {
          request.log.error({ err: error, requestId }, 'ClubKonnect callback could not be settled');
        }
      }
      return { response: 'success' as const };
    },
  );
}

/** The RequestID a ClubKonnect callback's query names (its field names vary in case). */
function clubKonnectRequestId(query: unknown): string | undefined {
  for (const [key, value] of Object.entries(objectAt(query))) {
    const text = Array.isArray(value) ? value[0] : value;
    if (key.toLowerCase() === 'requestid' && typeof text === 'string' && text.trim())
      return text.trim();
  }
  return undefined;
}

/** The request_id of a callback body {type, data} where data has the requery shape. */
function callbackRequestId(body: unknown): string | undefined {
  const data = objectAt(objectAt(body).data);
  const content = objectAt(objectAt(data.content).transactions);
  for (const value of [data.requestId, data.request_id, content.requestId, content.request_id]) {
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}
