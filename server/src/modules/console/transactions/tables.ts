import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** migration 0013: the Idempotency-Key of each staff action that acted, kept with the action */
export const consoleActionKeys = pgTable(
  'console_action_keys',
  {
    staffUserId: integer('staff_user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    action: text('action').notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.staffUserId, table.idempotencyKey] })],
);

/** migration 0013: a staff requery while it runs (a lease), one per purchase */
export const consoleRequeries = pgTable('console_requeries', {
  transactionId: integer('transaction_id').primaryKey(),
  staffUserId: integer('staff_user_id').notNull(),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
  runningUntil: timestamptz('running_until').notNull(),
});
