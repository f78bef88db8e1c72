import { bigint, bigserial, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * migration 0006: one row per (transaction, event) to send to the owner's webhook_url; migration
 * 0046: or one per (price change, reseller), with no transaction; migration 0048: or one per (test
 * order, event)
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    transactionId: integer('transaction_id'),
    /** migration 0046: the price_changes row a plan.price_changed or plan.withdrawn is about */
    priceChangeId: bigint('price_change_id', { mode: 'number' }),
    /** migration 0048: the test order a test key's webhook is about */
    testOrderId: integer('test_order_id'),
    event: text('event').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    url: text('url').notNull(),
    /** the exact JSON body that is sent and signed */
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.transactionId, table.event),
    unique().on(table.priceChangeId, table.userId),
    unique().on(table.testOrderId, table.event),
  ],
);

/** migration 0006: the delivery log, one row per attempt */
export const webhookAttempts = pgTable('webhook_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
  attempt: integer('attempt').notNull(),
  statusCode: integer('status_code'),
  error: text('error'),
  durationMs: integer('duration_ms').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * The users.webhook_secret column of migration 0006, seen through a narrow view of the users table
 * so this module does not edit db/schema.ts. Only id and webhook_secret are mapped; never insert.
 */
export const userWebhookSecrets = pgTable('users', {
  id: integer('id').notNull(),
  webhookSecret: text('webhook_secret'),
});

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
