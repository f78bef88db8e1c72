import type { FastifyInstance } from 'fastify';
import consoleAirtimeToCashRoutes from '../airtime-to-cash/routes';
import consoleAttentionRoutes from '../attention/routes';
import consoleConflictRoutes from '../conflicts/routes';
import consoleWebhookRoutes from '../webhooks/routes';
import consoleTransactionsRoutes from './routes';

/** The day-to-day operations: transactions, needs attention, conflicts, airtime to cash, webhook deliveries. */
export default async function consoleOperationsRoutes(app: FastifyInstance) {
  await app.register(consoleTransactionsRoutes);
  await app.register(consoleAttentionRoutes);
  await app.register(consoleConflictRoutes);
  await app.register(consoleAirtimeToCashRoutes);
  await app.register(consoleWebhookRoutes);
}
