import { bigint, bigserial, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/* Bulk SMS's records of gateway calls and delivery reports (migration 0010). */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type SmsBatchState = 'unknown' | 'sent' | 'failed';

export const smsBatches = pgTable(
  'sms_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: integer('transaction_id').notNull(),
    position: integer('position').notNull(),
    sender: text('sender').notNull(),
    recipients: text('recipients').array().notNull(),
    message: text('message').notNull(),
    state: text('state', { enum: ['unknown', 'sent', 'failed'] })
      .notNull()
      .default('unknown'),
    messageId: text('message_id').unique(),
    detail: text('detail'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [unique().on(t.transactionId, t.position)],
);

export type SmsBatchRow = typeof smsBatches.$inferSelect;

export type ReportOutcome = 'sent' | 'failed' | 'other';

export const smsDeliveryReports = pgTable(
  'sms_delivery_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: text('message_id').notNull(),
    receiver: text('receiver').notNull(),
    status: text('status').notNull(),
    outcome: text('outcome', { enum: ['sent', 'failed', 'other'] }).notNull(),
    batchId: bigint('batch_id', { mode: 'number' }),
    body: text('body').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.messageId, t.receiver, t.status)],
);
