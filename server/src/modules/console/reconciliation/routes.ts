import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  LedgerCheckResultSchema,
  ProviderFloatSchema,
  ReconciliationDaySchema,
  ReconciliationQuerySchema,
} from '@contract/api/console';
import { koboToNaira } from '../../../lib/money';
import { lagosDay, latestProviderBalance } from '../../reconciliation/provider-balances';
import { lowFloatProviders } from '../providers/low-float';
import { OWNER_ONLY, staffOf } from '../guard';
import { consoleErrors } from '../schemas';
import type { PaymentsProvider } from '../../../ports/payments';
import { reconcileDay, runLedgerCheck } from './day';

export interface ReconciliationRoutesOptions {
  /** below this (kobo) the provider float is low: PROVIDER_LOW_BALANCE */
  providerLowBalanceKobo: number;
  /** the payments port: Monnify's records of the day */
  payments: PaymentsProvider;
  /** Paystack's records of the day */
  paystack?: PaymentsProvider;
}

/** A day against the providers and the ledger check (owners); whether the float is low (staff). */
export default async function consoleReconciliationRoutes(
  instance: FastifyInstance,
  options: ReconciliationRoutesOptions,
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/reconciliation',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleReconcileDay',
        summary:
          'One Lagos day against every bills provider, Monnify and Paystack, each difference with the transactions behind it',
        querystring: ReconciliationQuerySchema,
        response: { 200: Type.Object({ data: ReconciliationDaySchema }), ...consoleErrors },
      },
    },
    async (request) => ({
      data: await reconcileDay(
        {
          db: app.db,
          billsProviders: app.billsProviders,
          payments: options.payments,
          ...(options.paystack ? { paystack: options.paystack } : {}),
        },
        request.query.day ?? lagosDay(new Date()),
      ),
    }),
  );

  app.post(
    '/reconciliation/ledger-check',
    {
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleLedgerCheck',
        summary: 'Run the ledger check now: every balance against the sum of its entries',
        response: { 200: Type.Object({ data: LedgerCheckResultSchema }), ...consoleErrors },
      },
    },
    async () => ({ data: await runLedgerCheck(app.db) }),
  );

  app.get(
    '/provider-float',
    {
      schema: {
        operationId: 'consoleProviderFloat',
        summary: "Whether the bills provider's balance, as last recorded, is low",
        response: { 200: Type.Object({ data: ProviderFloatSchema }), ...consoleErrors },
      },
    },
    async (request) => {
      const last = await latestProviderBalance(app.db);
      // low when any bills provider's last balance is low; the owner is told which
      const lowProviders = await lowFloatProviders(app.db, options.providerLowBalanceKobo);
      const low = lowProviders.length > 0;
      if (staffOf(request).role !== 'owner') return { data: { low } };
      return {
        data: {
          low,
          low_providers: lowProviders,
          balance: last ? koboToNaira(last.balanceKobo) : null,
          threshold: koboToNaira(options.providerLowBalanceKobo),
          recorded_at: last ? last.recordedAt.toISOString() : null,
        },
      };
    },
  );
}
