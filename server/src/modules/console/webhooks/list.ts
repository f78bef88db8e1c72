import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  WebhookDeliveriesPage,
  WebhookDeliveriesQuery,
  WebhookDelivery,
} from '@contract/api/console';
import type { Db } from '../../../db/client';
import { transactions, users } from '../../../db/schema';
import { webhookDeliveries } from '../../webhooks';
import { deliveryNotFound } from '../transactions/actions';

/*
 * The outbound webhook log, newest first (created_at, then id), with the console's paging; one
 * customer's by e-mail.
 */

export const DEFAULT_WEBHOOK_PAGE_SIZE = 25;

const columns = {
  delivery: webhookDeliveries,
  txRef: transactions.txRef,
  email: users.email,
};

type Joined = {
  delivery: typeof webhookDeliveries.$inferSelect;
  /** null for a plan event, which is about no transaction */
  txRef: string | null;
  email: string;
};

const present = ({ delivery, txRef, email }: Joined): WebhookDelivery => ({
  id: delivery.id,
  tx_ref: txRef ?? '',
  email,
  event: delivery.event,
  status: delivery.status,
  url: delivery.url,
  attempts: delivery.attempts,
  last_status_code: delivery.lastStatusCode,
  last_error: delivery.lastError,
  next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
  delivered_at: delivery.deliveredAt?.toISOString() ?? null,
  created_at: delivery.createdAt.toISOString(),
});

/** The log's filters as one condition on deliveries joined to users (shared by the export). */
export function deliveriesWhere(query: WebhookDeliveriesQuery): SQL | undefined {
  const email = query.email?.trim();
  const filters: SQL[] = [];
  if (email) filters.push(sql`lower(${users.email}) = lower(${email})`);
  if (query.status) filters.push(eq(webhookDeliveries.status, query.status));
  return and(...filters);
}

export async function listWebhookDeliveries(
  db: Db,
  query: WebhookDeliveriesQuery,
): Promise<WebhookDeliveriesPage> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_WEBHOOK_PAGE_SIZE;
  const where = deliveriesWhere(query);
  const [counted] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .innerJoin(users, eq(users.id, webhookDeliveries.userId))
    .where(where);
  const rows = await db
    .select(columns)
    .from(webhookDeliveries)
    .innerJoin(users, eq(users.id, webhookDeliveries.userId))
    .leftJoin(transactions, eq(transactions.id, webhookDeliveries.transactionId))
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map(present),
    meta: { count: counted?.n ?? 0, page, page_size: pageSize },
  };
}

export async function webhookDeliveryById(db: Db, id: number): Promise<WebhookDelivery> {
  const [row] = await db
    .select(columns)
    .from(webhookDeliveries)
    .innerJoin(users, eq(users.id, webhookDeliveries.userId))
    .leftJoin(transactions, eq(transactions.id, webhookDeliveries.transactionId))
    .where(eq(webhookDeliveries.id, id));
  if (!row) throw deliveryNotFound(id);
  return present(row);
}
