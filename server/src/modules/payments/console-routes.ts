import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ChangePaymentProviderRequestSchema,
  ConsolePaymentProvidersResponseSchema,
  PaymentProviderParamsSchema,
} from '@contract/api/console';
import { OWNER_ONLY, staffOf } from '../console/guard';
import { consoleErrors } from '../console/schemas';
import { changePaymentProvider, readPaymentProviders } from './console-settings';
import type { FundingProviderName } from './funding-providers';

export interface PaymentProviderConsoleOptions {
  /** the providers this server offers (offeredProviders); the others show as not configured */
  offered: readonly FundingProviderName[];
}

/** The console's payments providers: every staff member reads them, an owner changes them (audited). */
export default async function paymentProviderConsoleRoutes(
  instance: FastifyInstance,
  { offered }: PaymentProviderConsoleOptions,
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/payment-providers',
    {
      schema: {
        operationId: 'consolePaymentProviders',
        summary:
          "Monnify and Paystack: the preferred one, each checkout breaker, and Paystack's charge",
        response: { 200: ConsolePaymentProvidersResponseSchema, ...consoleErrors },
      },
    },
    async () => ({ data: { providers: await readPaymentProviders(app.db, offered) } }),
  );

  app.put(
    '/payment-providers/:provider',
    {
      // a setting: no money moves until a customer deposits
      config: { ...OWNER_ONLY, money: false },
      schema: {
        operationId: 'consoleChangePaymentProvider',
        summary:
          "Makes a payments provider the preferred one for card checkouts, or sets Paystack's deposit charge; audited with the reason",
        params: PaymentProviderParamsSchema,
        body: ChangePaymentProviderRequestSchema,
        response: { 200: ConsolePaymentProvidersResponseSchema, ...consoleErrors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return {
        data: {
          providers: await changePaymentProvider(
            app.db,
            { id: staff.id, email: staff.email },
            request.params.provider,
            request.body,
            offered,
          ),
        },
      };
    },
  );
}
