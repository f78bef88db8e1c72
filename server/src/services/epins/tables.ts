import { EPIN_ORDER_STATES } from '@contract/services/epins';
import {
  bigint,
  bigserial,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/* migration 0050: e-PIN batches, their sealed cards, and every opening of a batch */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const epinBatches = pgTable('epin_batches', {
  id: serial('id').primaryKey(),
  /** the purchase that paid for the batch: one debit, whatever the quantity */
  transactionId: integer('transaction_id').notNull(),
  userId: integer('user_id').notNull(),
  kind: text('kind', { enum: ['airtime', 'data'] }).notNull(),
  network: text('network', { enum: ['mtn', 'glo', 'airtel', '9mobile'] }).notNull(),
  /** airtime: every card's denomination; data: the plan's face value */
  valueKobo: bigint('value_kobo', { mode: 'number' }).notNull(),
  planCode: text('plan_code'),
  planName: text('plan_name'),
  quantity: integer('quantity').notNull(),
  /** what the buyer paid for one card */
  unitPriceKobo: bigint('unit_price_kobo', { mode: 'number' }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const epinCards = pgTable(
  'epin_cards',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id').notNull(),
    serial: text('serial').notNull(),
    /** the PIN sealed with EPIN_ENCRYPTION_KEY; opened only for the buyer (cards.ts) */
    pinSealed: text('pin_sealed').notNull(),
    providerBatchNo: text('provider_batch_no').notNull(),
    printedAt: timestamptz('printed_at'),
    soldAt: timestamptz('sold_at'),
  },
  (table) => [unique().on(table.batchId, table.serial)],
);

export const EPIN_BATCH_ACTIONS = ['view', 'print', 'download'] as const;
export type EpinBatchAction = (typeof EPIN_BATCH_ACTIONS)[number];

/** Every time a batch's PINs were opened, and how. */
export const epinBatchAccess = pgTable('epin_batch_access', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  batchId: integer('batch_id').notNull(),
  userId: integer('user_id').notNull(),
  action: text('action', { enum: EPIN_BATCH_ACTIONS }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type EpinBatch = typeof epinBatches.$inferSelect;

/* migration 0052: the seller's orders a batch was bought in */
export const epinBatchOrders = pgTable(
  'epin_batch_orders',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id').notNull(),
    /** 1, 2, ...: the order's place in the batch; the first is under the purchase's request id */
    part: integer('part').notNull(),
    requestId: text('request_id').notNull().unique(),
    quantity: integer('quantity').notNull(),
    state: text('state', { enum: EPIN_ORDER_STATES }).notNull().default('unsent'),
    /** the cards this order brought */
    delivered: integer('delivered').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [unique().on(table.batchId, table.part)],
);

export type EpinBatchOrder = typeof epinBatchOrders.$inferSelect;

/* migration 0051: what an agent prints on every card */
export const epinSellers = pgTable('epin_sellers', {
  userId: integer('user_id').primaryKey(),
  businessName: text('business_name').notNull(),
  phone: text('phone').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
