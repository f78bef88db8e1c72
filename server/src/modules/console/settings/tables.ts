import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** migration 0034: the console's settings, one row (id is always true) */
export const consoleSettings = pgTable('console_settings', {
  id: boolean('id').primaryKey().default(true),
  supportMayExportTransactions: boolean('support_may_export_transactions').notNull().default(false),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
});
