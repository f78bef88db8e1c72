import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ConsoleOverviewSchema } from '@contract/api/console';
import { consoleErrors } from '../schemas';
import { readOverviewFigures } from './repository';

/** How the business is doing: owner and support. */
export default async function consoleOverviewRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/overview',
    {
      schema: {
        operationId: 'consoleOverview',
        summary: 'Sales, margin, failures, new users, liabilities and the provider balance',
        response: { 200: Type.Object({ data: ConsoleOverviewSchema }), ...consoleErrors },
      },
    },
    async () => {
      const [figures, balance] = await Promise.all([
        readOverviewFigures(app.db),
        app.bills.balance().then(
          (naira) => ({ provider_balance: naira }),
          (error: unknown) => ({
            provider_balance: null,
            provider_balance_error: error instanceof Error ? error.message : String(error),
          }),
        ),
      ]);
      return { data: { ...figures, ...balance } };
    },
  );
}
