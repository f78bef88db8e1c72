import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  EpinBatchCardsSchema,
  EpinBatchParamsSchema,
  EpinOpenQuerySchema,
  EpinSellerSchema,
  EpinStockQuerySchema,
  EpinStockSchema,
  MarkEpinCardsRequestSchema,
  MarkedEpinCardsSchema,
  success,
} from '@contract/api';
import { EPIN_MESSAGES } from '@contract/services/epins';
import { EpinPurchaseRequestSchema } from '@contract/services/epins/request';
import { apiError, bearer } from '../../lib/api-schemas';
import { chargedRoute } from '../../lib/charged-route';
import { notFound } from '../../lib/http-error';
import { openBatch } from './cards';
import { placeEpinBatch, type EpinOrderDeps } from './place';
import { quoteEpins } from './quote';
import { saveSeller, sellerOf } from './seller';
import { batchOf, markCards, stockOf } from './stock';

/*
 * Printable cards over the API, for the screens and for resellers' keys alike: buy a batch (a
 * charged request like every purchase), read the stock (counts, never PINs), open a batch's PINs
 * (the buyer only; each opening recorded with what it was for), mark cards printed or sold, and
 * the business name and phone printed on them. Another user's batch is not found.
 */

const tags = ['recharge cards'];

export interface EpinRoutesOptions {
  deps: EpinOrderDeps;
}

export default async function epinRoutes(instance: FastifyInstance, { deps }: EpinRoutesOptions) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  chargedRoute(app, {
    url: '/purchase-recharge-cards/',
    operationId: 'purchaseRechargeCards',
    summary: 'Buy a batch of printable recharge or data cards (e-PINs)',
    description:
      'One charge for the whole batch: `quantity` cards of the plan (`variation_code`) of a card ' +
      `package (category 12), at your level's price per card, at most ${deps.batchLimit} a batch. ` +
      '200: the cards came (a batch the provider settled short is refunded the missing cards at ' +
      'once, and `result.epin_cards` says how many came). 201: pending; it settles by itself. ' +
      'The PINs are never in this answer: read them from the batch (`result.epin_batch_id`). ' +
      '409: the same card less than 30 s after a batch of it that did not fail, whatever the ' +
      'amount or key (a retry with the same key is not one). Test keys are refused.',
    body: EpinPurchaseRequestSchema,
    apiKey: true,
    charge: async (request, body, key) => {
      const quote = await quoteEpins(deps.db, request.userLevelId, body, deps.batchLimit);
      return placeEpinBatch(deps, request.userId, quote, key, request.apiKeyId);
    },
  });

  app.get(
    '/epins/batches/',
    {
      onRequest: app.authenticate,
      config: { apiKey: true },
      schema: {
        tags,
        operationId: 'listEpinBatches',
        summary: 'Your stock of printable cards: batches and unsold totals (no PINs)',
        security: bearer,
        querystring: EpinStockQuerySchema,
        response: { 200: success(EpinStockSchema), 400: apiError, 401: apiError },
      },
    },
    async (request) => ({ data: await stockOf(deps.db, request.userId, request.query) }),
  );

  app.get(
    '/epins/batches/:id/cards/',
    {
      onRequest: app.authenticate,
      config: { apiKey: true },
      schema: {
        tags,
        operationId: 'getEpinBatchCards',
        summary: "A batch's cards with their PINs (recorded on the batch)",
        description:
          'For the buyer only (404 for anyone else). `purpose` (view, print or download) is ' +
          'recorded on the batch with the time and who opened it. Keep PINs out of logs.',
        security: bearer,
        params: EpinBatchParamsSchema,
        querystring: EpinOpenQuerySchema,
        response: { 200: success(EpinBatchCardsSchema), 401: apiError, 404: apiError },
      },
    },
    async (request, reply) => {
      const { userId } = request;
      const opened = await openBatch(deps.db, deps.epinKey, {
        userId,
        batchId: request.params.id,
        action: request.query.purpose ?? 'view',
      });
      const batch = opened && (await batchOf(deps.db, userId, opened.batch.id));
      if (!opened || !batch) throw notFound(EPIN_MESSAGES.batchNotFound);
      // PINs are cash: no shared cache keeps this answer.
      void reply.header('cache-control', 'no-store');
      return {
        data: {
          batch,
          cards: opened.cards.map((card) => ({
            id: card.id,
            serial: card.serial,
            pin: card.pin,
            batch_no: card.providerBatchNo,
            printed_at: card.printedAt?.toISOString() ?? null,
            sold_at: card.soldAt?.toISOString() ?? null,
          })),
          seller: await sellerOf(deps.db, userId),
        },
      };
    },
  );

  for (const field of ['sold', 'printed'] as const)
    app.post(
      `/epins/batches/:id/${field}/`,
      {
        onRequest: app.authenticate,
        config: { apiKey: true },
        schema: {
          tags,
          operationId: field === 'sold' ? 'markEpinCardsSold' : 'markEpinCardsPrinted',
          summary: `Mark cards of a batch ${field} (or not, with "marked": false)`,
          security: bearer,
          params: EpinBatchParamsSchema,
          body: MarkEpinCardsRequestSchema,
          response: {
            200: success(MarkedEpinCardsSchema),
            400: apiError,
            401: apiError,
            404: apiError,
          },
        },
      },
      async (request) => {
        const { userId } = request;
        const changed = await markCards(deps.db, userId, request.params.id, {
          field,
          cardIds: request.body.card_ids,
          marked: request.body.marked,
        });
        const batch = await batchOf(deps.db, userId, request.params.id);
        if (changed === undefined || !batch) throw notFound(EPIN_MESSAGES.batchNotFound);
        return { data: { changed, batch } };
      },
    );

  app.get(
    '/epins/seller/',
    {
      onRequest: app.authenticate,
      config: { apiKey: true },
      schema: {
        tags,
        operationId: 'getEpinSeller',
        summary: 'The business name and phone printed on your cards (empty until set)',
        security: bearer,
        response: { 200: success(EpinSellerSchema), 401: apiError },
      },
    },
    async (request) => ({ data: await sellerOf(deps.db, request.userId) }),
  );

  app.put(
    '/epins/seller/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'setEpinSeller',
        summary: 'Set the business name and phone printed on your cards',
        security: bearer,
        body: EpinSellerSchema,
        response: { 200: success(EpinSellerSchema), 400: apiError, 401: apiError },
      },
    },
    async (request) => ({ data: await saveSeller(deps.db, request.userId, request.body) }),
  );
}
