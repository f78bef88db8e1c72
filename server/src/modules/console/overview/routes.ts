import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConsoleOverviewSchema,
  OverviewQueuesSchema,
  TopCustomersQuerySchema,
  TopCustomersSchema,
  TrendsQuerySchema,
  TrendsSchema,
} from '@contract/api/console';
import { OWNER_ONLY, staffOf } from '../guard';
import { consoleErrors } from '../schemas';
import { readOverviewFigures, readOverviewQueues } from './repository';
import { readTopCustomers } from './top-customers';
import { readTrends } from './trends';

/**
 * How the business is doing. Every staff member gets the queues; the money (sales, margin, cost,
 * funding, liabilities, the provider balance) is read and answered for owners only.
 */
export default async function consoleOverviewRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/overview',
    {
      schema: {
        operationId: 'consoleOverview',
        summary:
          'The queues waiting for staff; for owners also sales, margin, funding, liabilities and the provider balance',
        response: { 200: Type.Object({ data: ConsoleOverviewSchema }), ...consoleErrors },
      },
    },
    async (request) => {
      const queues = await readOverviewQueues(app.db);
      if (staffOf(request).role !== 'owner') return { data: { queues } };
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
      return { data: { queues, business: { ...figures, ...balance } } };
    },
  );

  // The queues alone, for the console menu's counts (every staff member, polled).
  app.get(
    '/queues',
    {
      schema: {
        operationId: 'consoleQueues',
        summary:
          'The queues waiting for staff: purchases needing attention, open conflicts and more',
        response: { 200: Type.Object({ data: OverviewQueuesSchema }), ...consoleErrors },
      },
    },
    async () => ({ data: await readOverviewQueues(app.db) }),
  );

  app.get(
    '/overview/top-customers',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleTopCustomers',
        summary:
          'The ten customers with the most sales or margin, or the most failed purchases, over a period',
        querystring: TopCustomersQuerySchema,
        response: { 200: Type.Object({ data: TopCustomersSchema }), ...consoleErrors },
      },
    },
    async (request) => ({
      data: await readTopCustomers(
        app.db,
        request.query.by ?? 'sales',
        request.query.period ?? '30d',
      ),
    }),
  );

  app.get(
    '/overview/trends',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleTrends',
        summary:
          'Sales, margin, failures, customers, funding and liabilities day by day over a range; provider spend and success, failure rate by network',
        querystring: TrendsQuerySchema,
        response: { 200: Type.Object({ data: TrendsSchema }), ...consoleErrors },
      },
    },
    async (request) => ({ data: await readTrends(app.db, request.query) }),
  );
}
