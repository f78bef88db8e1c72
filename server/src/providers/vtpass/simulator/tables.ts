import { bigint, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The VTpass simulator's tables (migration 0005_vtpass_simulator.sql). Kept out of db/schema.ts:
 * only the simulator reads them, through the query builder.
 */

const kobo = (name: string) => bigint(name, { mode: 'number' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type SimVtpassStatus = 'delivered' | 'pending' | 'failed' | 'reversed';
export type SimVtpassScenario =
  'success' | 'pending' | 'unexpected' | 'no_response' | 'timeout' | 'failed';

export const simVtpassTransactions = pgTable('sim_vtpass_transactions', {
  requestId: text('request_id').primaryKey(),
  transactionId: text('transaction_id').notNull().unique(),
  serviceId: text('service_id').notNull(),
  variationCode: text('variation_code'),
  billersCode: text('billers_code'),
  phone: text('phone').notNull().default(''),
  dedupeNumber: text('dedupe_number').notNull().default(''),
  productName: text('product_name').notNull().default(''),
  productType: text('product_type').notNull().default(''),
  quantity: integer('quantity').notNull().default(1),
  amountKobo: kobo('amount_kobo').notNull(),
  commissionKobo: kobo('commission_kobo').notNull().default(0),
  chargedKobo: kobo('charged_kobo').notNull().default(0),
  status: text('status').$type<SimVtpassStatus>().notNull(),
  scenario: text('scenario').$type<SimVtpassScenario>().notNull(),
  extras: jsonb('extras').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const simVtpassMerchant = pgTable('sim_vtpass_merchant', {
  id: smallint('id').primaryKey(),
  /** the balance as last set (control/balance, or the migration) */
  balanceKobo: kobo('balance_kobo').notNull(),
  /** when it was set: the balance reported is balanceKobo less what was charged since */
  setAt: timestamptz('set_at').notNull().defaultNow(),
});

export type SimVtpassTransaction = typeof simVtpassTransactions.$inferSelect;
