import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { jsonOrCsv, wantsCsv } from '../../../lib/csv';
import { sendConsoleExport } from '../audited-export';
import { customersCsv } from './export';
import { Type } from 'typebox';
import { TransactionsPageSchema, TransactionsQuerySchema } from '@contract/api';
import {
  AdjustmentSentForApprovalSchema,
  AirtimeToCashCapRequestSchema,
  ChangeLevelRequestSchema,
  ConsolePageQuerySchema,
  CustomerActionResponseSchema,
  CustomerIdParamsSchema,
  CustomerProfileSchema,
  CustomerSearchPageSchema,
  CustomerSearchQuerySchema,
  LedgerPageSchema,
  ManualAdjustmentRequestSchema,
  ManualAdjustmentResponseSchema,
  ReasonRequestSchema,
} from '@contract/api/console';
import { badRequest } from '../../../lib/http-error';
import { checkIdempotencyKey } from '../../../lib/idempotency-key';
import { listTransactions } from '../../transactions/service';
import { OWNER_ONLY, staffOf } from '../guard';
import { setAirtimeToCashCap } from './airtime-to-cash-cap';
import { consoleErrors, consoleErrorsWith404, consoleErrorsWith409 } from '../schemas';
import {
  CUSTOMER_MESSAGES,
  adjustWallet,
  changeLevel,
  forceSignOut,
  suspend,
  unsuspend,
} from './actions';
import type { MoneyLimits } from '../money-policy/policy';
import { customerLedger, customerProfile } from './profile';
import { searchCustomers } from './search';
import { apiError, idempotencyHeaders } from '../../../lib/api-schemas';

/** Customers: search, a customer's page, and the staff actions on a customer (owner and support). */
export default async function customerRoutes(
  instance: FastifyInstance,
  options: { limits: MoneyLimits },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/customers',
    {
      schema: {
        operationId: 'consoleSearchCustomers',
        summary: 'Customers by e-mail, phone, name or transaction reference, newest first',
        querystring: CustomerSearchQuerySchema,
        response: {
          200: jsonOrCsv(CustomerSearchPageSchema, 'A page, or every match as CSV'),
          ...consoleErrors,
        },
      },
    },
    async (request, reply) =>
      wantsCsv(request)
        ? sendConsoleExport(request, reply, customersCsv(app.db, request.query))
        : searchCustomers(app.db, request.query),
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        operationId: 'consoleGetCustomer',
        summary: "A customer's profile, level, balances, suspension and virtual accounts",
        params: CustomerIdParamsSchema,
        response: { 200: Type.Object({ data: CustomerProfileSchema }), ...consoleErrorsWith404 },
      },
    },
    async (request) => ({ data: await customerProfile(app.db, request.params.id) }),
  );

  app.get(
    '/customers/:id/ledger',
    {
      schema: {
        operationId: 'consoleCustomerLedger',
        summary: "A customer's ledger entries, newest first, with the balance after each",
        params: CustomerIdParamsSchema,
        querystring: ConsolePageQuerySchema,
        response: { 200: LedgerPageSchema, ...consoleErrorsWith404 },
      },
    },
    async (request) => customerLedger(app.db, request.params.id, request.query),
  );

  app.get(
    '/customers/:id/transactions',
    {
      schema: {
        operationId: 'consoleCustomerTransactions',
        summary: "A customer's transactions, paged and ordered as in their own history",
        params: CustomerIdParamsSchema,
        querystring: TransactionsQuerySchema,
        response: { 200: TransactionsPageSchema, ...consoleErrorsWith404 },
      },
    },
    async (request) => {
      await customerProfile(app.db, request.params.id);
      return listTransactions(app.db, request.params.id, request.query);
    },
  );

  app.post(
    '/customers/:id/adjust',
    {
      config: { money: ['manual_credit', 'manual_debit'] },
      schema: {
        operationId: 'consoleAdjustWallet',
        summary:
          "Credit or debit a customer's wallet by hand, with a reason (once per Idempotency-Key)",
        params: CustomerIdParamsSchema,
        headers: idempotencyHeaders,
        body: ManualAdjustmentRequestSchema,
        response: {
          200: ManualAdjustmentResponseSchema,
          202: AdjustmentSentForApprovalSchema,
          ...consoleErrorsWith404,
          422: apiError,
        },
      },
    },
    async (request, reply) => {
      const key = checkIdempotencyKey(request.headers['idempotency-key']);
      if (!key) throw badRequest(CUSTOMER_MESSAGES.keyRequired);
      const outcome = await adjustWallet(
        app.db,
        staffOf(request),
        request.params.id,
        request.body,
        key,
        options.limits,
      );
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.put(
    '/customers/:id/level',
    {
      config: { money: 'level_given' },
      schema: {
        operationId: 'consoleChangeCustomerLevel',
        summary:
          "Change a customer's level (no charge), with a reason; a level given above the customer's counts its price as a staff credit",
        params: CustomerIdParamsSchema,
        body: ChangeLevelRequestSchema,
        response: {
          200: CustomerActionResponseSchema,
          202: AdjustmentSentForApprovalSchema,
          ...consoleErrorsWith404,
        },
      },
    },
    async (request, reply) => {
      const outcome = await changeLevel(
        app.db,
        staffOf(request),
        request.params.id,
        request.body.level_id,
        request.body.reason,
        options.limits,
      );
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.put(
    '/customers/:id/airtime-to-cash-cap',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleSetAirtimeToCashCap',
        summary:
          "Cap a customer's airtime-to-cash payouts in any 24 hours (owners), or remove the cap",
        params: CustomerIdParamsSchema,
        body: AirtimeToCashCapRequestSchema,
        response: { 200: CustomerActionResponseSchema, ...consoleErrorsWith404 },
      },
    },
    async (request) =>
      setAirtimeToCashCap(
        app.db,
        staffOf(request),
        request.params.id,
        request.body.daily_cap,
        request.body.reason,
      ),
  );

  const actions = [
    ['suspend', 'consoleSuspendCustomer', 'Suspend a customer: no sign-in, no purchase', suspend],
    ['unsuspend', 'consoleUnsuspendCustomer', "Lift a customer's suspension", unsuspend],
    ['sign-out', 'consoleSignOutCustomer', 'Sign a customer out everywhere', forceSignOut],
  ] as const;
  for (const [path, operationId, summary, act] of actions) {
    app.post(
      `/customers/:id/${path}`,
      {
        config: { money: false },
        schema: {
          operationId,
          summary,
          params: CustomerIdParamsSchema,
          body: ReasonRequestSchema,
          response: { 200: CustomerActionResponseSchema, ...consoleErrorsWith409 },
        },
      },
      async (request) =>
        act(app.db, staffOf(request), request.params.id, request.body.reason, {
          ...app.accountNotices,
          log: request.log,
        }),
    );
  }
}
