import type { FastifyInstance } from 'fastify';
import type { MoneyLimits } from '../money-policy/policy';
import consoleAirtimeToCashRoutes from '../airtime-to-cash/routes';
import consoleAttentionRoutes from '../attention/routes';
import consoleConflictRoutes from '../conflicts/routes';
import consoleWebhookRoutes from '../webhooks/routes';
import consoleTransactionsRoutes from './routes';
import { named } from '../../../lib/plugin-name';

/** The day-to-day operations: transactions, needs attention, conflicts, airtime to cash, webhook deliveries. */
export default async function consoleOperationsRoutes(
  app: FastifyInstance,
  options: { limits: MoneyLimits },
) {
  await app.register(named(consoleTransactionsRoutes), options);
  await app.register(named(consoleAttentionRoutes));
  await app.register(named(consoleConflictRoutes), options);
  await app.register(named(consoleAirtimeToCashRoutes), options);
  await app.register(named(consoleWebhookRoutes));
}
