import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AdjustmentSentForApprovalSchema,
  ConsoleActionRequestSchema,
  ConsoleTransactionActionResponseSchema,
  ConsoleTransactionDetailSchema,
  ConsoleTransactionsPageSchema,
  ConsoleTransactionsQuerySchema,
  ConsoleTxRefParamsSchema,
  type StaffRole,
} from '@contract/api/console';
import { jsonOrCsv, wantsCsv } from '../../../lib/csv';
import { sendConsoleExport } from '../audited-export';
import { actorOf, OWNER_ONLY, staffOf } from '../guard';
import { consoleErrors, consoleErrorsWith404, consoleErrorsWith409 } from '../schemas';
import type { MovementKind } from '../money-policy/movements';
import type { MoneyLimits } from '../money-policy/policy';
import {
  type ActionOutcome,
  refundDisputeFromConsole,
  requeryFromConsole,
  requeryRunning,
  resendWebhookFromConsole,
  settleFromConsole,
  type StaffRequest,
} from './actions';
import { transactionDetail } from './history';
import { readIdempotencyKey } from './idempotency';
import { consoleTransactionsCsv } from './export';
import { listConsoleTransactions } from './list';
import { apiError, idempotencyHeaders } from '../../../lib/api-schemas';

const IDEMPOTENCY_HEADERS = idempotencyHeaders;
const ACTION_DESCRIPTION =
  'A reason is required and kept in the audit log. Send an `Idempotency-Key` header: the same ' +
  'key answers with the state the first request left and never acts twice; a second action ' +
  'without it is refused (409) once the first has acted.';

/** Every customer's transactions: the list, one transaction's history, and the staff actions. */
export default async function consoleTransactionsRoutes(
  instance: FastifyInstance,
  options: { limits: MoneyLimits },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const deps = { ...app.purchases, limits: options.limits };
  const done = async (message: Promise<string>): Promise<ActionOutcome> => ({
    status: 200,
    message: await message,
  });
  const detailOf = (ref: string, role: StaffRole) =>
    transactionDetail(app.db, ref, (id) => requeryRunning(app.db, id), role);

  app.get(
    '/transactions',
    {
      schema: {
        operationId: 'consoleListTransactions',
        summary: "Every customer's transactions, filtered and paged, newest first",
        querystring: ConsoleTransactionsQuerySchema,
        response: {
          200: jsonOrCsv(ConsoleTransactionsPageSchema, 'A page, or every match as CSV'),
          ...consoleErrors,
        },
      },
    },
    async (request, reply) =>
      wantsCsv(request)
        ? sendConsoleExport(
            request,
            reply,
            await consoleTransactionsCsv(app.db, request.query, staffOf(request).role),
          )
        : listConsoleTransactions(app.db, request.query),
  );

  app.get(
    '/transactions/:ref',
    {
      schema: {
        operationId: 'consoleGetTransaction',
        summary: 'One transaction: its customer, full history and the actions it allows now',
        params: ConsoleTxRefParamsSchema,
        response: {
          200: Type.Object({ data: ConsoleTransactionDetailSchema }),
          ...consoleErrorsWith404,
        },
      },
    },
    async (request) => ({ data: await detailOf(request.params.ref, staffOf(request).role) }),
  );

  const actions = [
    [
      'requery',
      'consoleRequeryTransaction',
      'Ask the provider about a pending purchase now and settle it with the answer',
      (ref: string, staff: StaffRequest) => done(requeryFromConsole(app.purchases, ref, staff)),
    ],
    [
      'mark-delivered',
      'consoleMarkTransactionDelivered',
      'Settle a pending purchase as delivered (before it needs attention: owners only)',
      (ref: string, staff: StaffRequest) => settleFromConsole(deps, ref, 'delivered', staff),
    ],
    [
      'refund',
      'consoleRefundTransaction',
      "Settle a pending purchase as failed and refund the customer's wallet (before it needs attention: owners only)",
      (ref: string, staff: StaffRequest) => settleFromConsole(deps, ref, 'refunded', staff),
    ],
    [
      'dispute-refund',
      'consoleRefundDisputedTransaction',
      'Refund a delivered purchase after a dispute (owners): once, the commission taken back',
      (ref: string, staff: StaffRequest) => refundDisputeFromConsole(deps, ref, staff),
    ],
    [
      'resend-webhook',
      'consoleResendTransactionWebhook',
      "Send the customer's webhook of a final transaction again now",
      (ref: string, staff: StaffRequest) => done(resendWebhookFromConsole(app.db, ref, staff)),
    ],
  ] as const;

  const ownerOnly: ReadonlySet<string> = new Set(['dispute-refund']);
  // The ops command settles what needs attention (`npm run ops -- attention settle`).
  const opsCommand: ReadonlySet<string> = new Set(['mark-delivered', 'refund']);
  // The money each action moves on the staff member's word (the money policy's kinds).
  const money: Record<string, MovementKind | false> = {
    requery: false,
    'mark-delivered': 'operator_delivered',
    refund: 'operator_refund',
    'dispute-refund': 'dispute_refund',
    'resend-webhook': false,
  };
  const configOf = (path: string): FastifyContextConfig => ({
    ...(ownerOnly.has(path) ? OWNER_ONLY : {}),
    ...(opsCommand.has(path) ? { opsCommand: true } : {}),
    money: money[path] ?? false,
  });
  for (const [path, operationId, summary, act] of actions) {
    app.post(
      `/transactions/:ref/${path}`,
      {
        config: configOf(path),
        schema: {
          operationId,
          summary,
          description: ACTION_DESCRIPTION,
          headers: IDEMPOTENCY_HEADERS,
          params: ConsoleTxRefParamsSchema,
          body: ConsoleActionRequestSchema,
          response: {
            200: ConsoleTransactionActionResponseSchema,
            202: AdjustmentSentForApprovalSchema,
            ...consoleErrorsWith409,
            422: apiError,
          },
        },
      },
      async (request, reply) => {
        const staff = actorOf(request);
        const outcome = await act(request.params.ref, {
          staff,
          reason: request.body.reason,
          idempotencyKey: readIdempotencyKey(request.headers['idempotency-key']),
        });
        if (outcome.status === 202) return reply.status(202).send(outcome.body);
        return { message: outcome.message, data: await detailOf(request.params.ref, staff.role) };
      },
    );
  }
}
