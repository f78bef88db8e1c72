import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { success } from '@contract/api';
import {
  BulkPurchaseIdParamsSchema,
  BulkPurchaseSchema,
  BulkPurchaseSummarySchema,
  CreateBulkPurchaseRequestSchema,
} from '@contract/api/bulk-purchases';
import { BULK_MESSAGES, MAX_BULK_ROWS } from '@contract/rules/bulk-purchase';
import { jsonOrCsv, sendCsv, wantsCsv, wholeListRows } from '../../lib/csv';
import type { EngineDeps } from '../purchases/engine';
import { quoteDepsOf } from '../purchases/quote';
import { resultLines, resultsCsv } from './results-csv';
import {
  acceptBatch,
  batchSummary,
  batchWithRows,
  listBatches,
  readBatch,
  BATCH_LIST_LENGTH,
} from './service';
import type { BulkWorker } from './worker';
import { apiError, bearer, idempotencyHeaders } from '../../lib/api-schemas';

export interface BulkPurchaseRoutesOptions {
  deps: EngineDeps;
  worker: BulkWorker;
}

const tags = ['bulk purchases'];

/** Bulk top-up: a batch of airtime and data rows, bought in the background; owner only. */
export default async function bulkPurchaseRoutes(
  instance: FastifyInstance,
  { deps, worker }: BulkPurchaseRoutesOptions,
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/bulk-purchases/',
    {
      onRequest: app.authenticate,
      config: { charged: true, apiKey: true },
      schema: {
        tags,
        operationId: 'createBulkPurchase',
        summary: `Buy airtime or data for up to ${MAX_BULK_ROWS} numbers in one batch`,
        description:
          'An `Idempotency-Key` header is required: the same key answers the first batch and buys ' +
          'nothing again (a different batch under a used key is 422). A row with `plan` (a data ' +
          "plan's code) buys that plan, any other row airtime of `amount` naira. `network` is the " +
          "number's network when it was ported; without it the prefix decides. Every row is " +
          'checked and priced before anything is bought: one bad row refuses the batch (400) ' +
          'with each bad row in `errors`, its field `rows.<index>.<field>` (index from 0) and ' +
          `its detail starting "Row <n>:" (n from 1). ${MAX_BULK_ROWS} rows at most. A row's ` +
          "`line` (its line in your sheet) is the result's `row`; `left_out` keeps the lines " +
          'your own check left out, with why, so the results list every line of the sheet ' +
          '(nothing is bought for them; a line number twice is 400). 202: ' +
          'accepted; the rows are bought in the background, each as its own purchase with its ' +
          "own key (a failed row is refused or refunded alone; rows beyond the wallet's balance " +
          'fail unpaid). Follow it with GET /bulk-purchases/{id}/.',
        security: bearer,
        headers: idempotencyHeaders,
        body: CreateBulkPurchaseRequestSchema,
        response: {
          202: success(BulkPurchaseSchema),
          400: apiError,
          401: apiError,
          422: apiError,
        },
      },
    },
    async (request, reply) => {
      const id = await acceptBatch(
        quoteDepsOf(deps),
        { userId: request.userId, levelId: request.userLevelId },
        request.headers['idempotency-key'] as string | undefined,
        request.body.rows,
        request.body.left_out,
      );
      void worker.pass();
      return reply.code(202).send({
        message: 'Batch accepted: each row is being bought.',
        data: await batchWithRows(app.db, request.userId, id),
      });
    },
  );

  app.get(
    '/bulk-purchases/',
    {
      onRequest: app.authenticate,
      config: { apiKey: true },
      schema: {
        tags,
        operationId: 'listBulkPurchases',
        summary: `The caller's latest ${BATCH_LIST_LENGTH} batches, newest first, rows counted by status`,
        security: bearer,
        response: { 200: success(Type.Array(BulkPurchaseSummarySchema)), 401: apiError },
      },
    },
    async (request) => ({ data: await listBatches(app.db, request.userId) }),
  );

  app.get(
    '/bulk-purchases/:id/summary/',
    {
      onRequest: app.authenticate,
      config: { apiKey: true },
      schema: {
        tags,
        operationId: 'getBulkPurchaseSummary',
        summary: "A batch's rows counted by status, without the rows: cheap to ask while it runs",
        description:
          'Ask this every few seconds while `done` is false, and read the rows (getBulkPurchase) ' +
          `when the counts change. Another user's batch answers 404 '${BULK_MESSAGES.notFound}'.`,
        security: bearer,
        params: BulkPurchaseIdParamsSchema,
        response: {
          200: success(BulkPurchaseSummarySchema),
          400: apiError,
          401: apiError,
          404: apiError,
        },
      },
    },
    async (request) => ({ data: await batchSummary(app.db, request.userId, request.params.id) }),
  );

  app.get(
    '/bulk-purchases/:id/',
    {
      onRequest: app.authenticate,
      config: { apiKey: true },
      schema: {
        tags,
        operationId: 'getBulkPurchase',
        summary: 'A batch with each row: status (queued until bought), charge and tx_ref',
        description:
          "A row's status is its purchase's (pending settles by itself; failed and reversed are " +
          'refunded or were never charged); `done` once no row is queued or pending. With ' +
          "`Accept: text/csv` the answer is the results as a CSV file. Another user's batch " +
          `answers 404 '${BULK_MESSAGES.notFound}'.`,
        security: bearer,
        params: BulkPurchaseIdParamsSchema,
        response: {
          200: jsonOrCsv(success(BulkPurchaseSchema), 'The batch, or its results as CSV'),
          400: apiError,
          401: apiError,
          404: apiError,
        },
      },
    },
    async (request, reply) => {
      if (!wantsCsv(request))
        return { data: await batchWithRows(app.db, request.userId, request.params.id) };
      const { batch, rows, leftOut } = await readBatch(app.db, request.userId, request.params.id);
      return sendCsv(
        reply,
        resultsCsv(
          batch.id,
          wholeListRows(async () => resultLines(rows, leftOut)),
        ),
      );
    },
  );
}
