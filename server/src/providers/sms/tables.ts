import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/* The SMS simulator's outbox (migration 0007). Kept out of db/schema.ts: only the simulator uses it. */

export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reference: text('reference').notNull(),
  messageId: text('message_id').notNull().unique(),
  sender: text('sender').notNull(),
  recipients: text('recipients').array().notNull(),
  message: text('message').notNull(),
  pages: integer('pages').notNull(),
  status: text('status', { enum: ['sent', 'failed'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
