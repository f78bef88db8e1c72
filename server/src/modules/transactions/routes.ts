import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  TransactionIdParamsSchema,
  TransactionSchema,
  TransactionsPageSchema,
  TransactionsQuerySchema,
  success,
} from '@contract/api';
import { DEFAULT_TRANSACTIONS_PAGE_SIZE, DEFAULT_TRANSACTION_ORDERING } from '@contract/constants';
import { jsonOrCsv, sendCsv, wantsCsv } from '../../lib/csv';
import { badRequest } from '../../lib/http-error';
import { issueMessage } from '../../plugins/errors';
import { isHostileValueIssue } from '../../plugins/input-guard';
import { transactionsCsv } from './export';
import { QUERY_MESSAGES, TRANSACTION_NOT_FOUND, getTransaction, listTransactions } from './service';
import { apiError, bearer } from '../../lib/api-schemas';

const isQueryField = (field: string): field is keyof typeof QUERY_MESSAGES =>
  Object.hasOwn(QUERY_MESSAGES, field);

/**
 * The query was checked against the contract with the validation attached (not thrown), so each
 * bad parameter gets a message that says what it accepts, e.g. every value of `ordering`.
 */
function rejectInvalidQuery(request: FastifyRequest) {
  // fastify types `validation` as any; these are Ajv's issues
  const issues = request.validationError?.validation as
    { instancePath?: string; keyword?: string; message?: string }[] | undefined;
  if (!issues) return;
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').split('/').filter(Boolean)[0] ?? '';
    if (isQueryField(field))
      fields[field] ??= isHostileValueIssue(issue)
        ? issueMessage(field, issue)
        : QUERY_MESSAGES[field];
  }
  const message = Object.values(fields)[0] ?? 'The query string is not valid.';
  throw badRequest(message, fields);
}

export default async function transactionsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/get-transactions/',
    {
      onRequest: app.authenticate,
      config: { apiKey: true },
      attachValidation: true,
      schema: {
        operationId: 'getTransactions',
        tags: ['transactions'],
        summary: "A page of the signed-in user's transactions: searched, sorted, paged",
        description:
          `\`data\` is the page (the original client's shape), \`meta\` the total matching and the page asked. ` +
          `Defaults: page 1, page_size ${DEFAULT_TRANSACTIONS_PAGE_SIZE}, ordering ` +
          `${DEFAULT_TRANSACTION_ORDERING} (newest first). \`search\` is trimmed and matched ` +
          'case-insensitively, literally (% and _ are plain characters), as a substring of the ' +
          'ref, plan, phone, card number, description, response or token. Every ordering breaks ' +
          'ties by id in the same direction; empty values (null) sort after every value ' +
          'ascending and before them descending; description and response sort by their first ' +
          '100 characters. A page past the end is empty, with the count. ' +
          'With `Accept: text/csv` the answer is a CSV file (an attachment) of every matching ' +
          'transaction in that ordering, not one page: `page` and `page_size` are ignored and ' +
          'the search is not capped.',
        security: bearer,
        querystring: TransactionsQuerySchema,
        response: {
          200: jsonOrCsv(TransactionsPageSchema, 'A page of transactions, or all of them as CSV'),
          400: apiError,
          401: apiError,
        },
      },
    },
    async (request, reply) => {
      rejectInvalidQuery(request);
      return wantsCsv(request)
        ? sendCsv(reply, transactionsCsv(app.db, request.userId, request.query))
        : listTransactions(app.db, request.userId, request.query);
    },
  );

  app.get(
    '/get-transaction-by-id/:id/',
    {
      onRequest: app.authenticate,
      config: { apiKey: true },
      schema: {
        operationId: 'getTransaction',
        tags: ['transactions'],
        summary: "One of the signed-in user's transactions, as a one-element list (data[0])",
        description: `Another user's transaction answers 404 '${TRANSACTION_NOT_FOUND}', as a missing one does.`,
        security: bearer,
        params: TransactionIdParamsSchema,
        response: {
          200: success(Type.Array(TransactionSchema)),
          400: apiError,
          401: apiError,
          404: apiError,
        },
      },
    },
    async (request) => ({
      data: [await getTransaction(app.db, request.userId, request.params.id)],
    }),
  );
}
