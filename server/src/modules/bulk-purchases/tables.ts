import { bigint, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BulkService } from '@contract/rules/bulk-purchase';
import type { Network } from '@contract/rules/network';

/* The bulk top-up tables (migrations 0024_bulk_purchases.sql, 0043_bulk_sheet_lines.sql); only this module reads them. */

const kobo = (name: string) => bigint(name, { mode: 'number' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const bulkPurchases = pgTable('bulk_purchases', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  rowCount: integer('row_count').notNull(),
  totalKobo: kobo('total_kobo').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type RowState = 'queued' | 'placed' | 'refused';

export const bulkPurchaseRows = pgTable('bulk_purchase_rows', {
  batchId: integer('batch_id').notNull(),
  rowNo: integer('row_no').notNull(),
  userId: integer('user_id').notNull(),
  service: text('service').$type<BulkService>().notNull(),
  phone: text('phone').notNull(),
  network: text('network').$type<Network>().notNull(),
  packageId: integer('package_id').notNull(),
  amountKobo: kobo('amount_kobo'),
  planCode: text('plan_code'),
  planTitle: text('plan_title'),
  chargeKobo: kobo('charge_kobo').notNull(),
  purchaseKey: text('purchase_key').notNull(),
  state: text('state').$type<RowState>().notNull(),
  refusal: text('refusal'),
  claimedUntil: timestamptz('claimed_until'),
  /** the line in the customer's sheet; null: the order sent (row_no) */
  sheetLine: integer('sheet_line'),
});

/** Lines of the sheet the customer's own check left out, kept with the batch (migration 0043). */
export const bulkPurchaseLeftOut = pgTable('bulk_purchase_left_out', {
  batchId: integer('batch_id').notNull(),
  sheetLine: integer('sheet_line').notNull(),
  phone: text('phone').notNull(),
  reason: text('reason').notNull(),
});

export type BulkRowRecord = typeof bulkPurchaseRows.$inferSelect;
