import { bigint, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The ClubKonnect simulator's tables (migrations 0036_simulator_state.sql and
 * 0049_sim_clubkonnect_epins.sql). Kept out of
 * db/schema.ts: only the simulator reads them, through the query builder.
 */

const kobo = (name: string) => bigint(name, { mode: 'number' });

/** One card as ClubKonnect's e-PIN answers list it. */
export type SimEpinRow = Record<string, string>;
export type SimEpinCards = Record<string, SimEpinRow[]>;

export type SimClubkonnectStatus = 'ORDER_RECEIVED' | 'ORDER_COMPLETED' | 'ORDER_CANCELLED';

export const simClubkonnectOrders = pgTable('sim_clubkonnect_orders', {
  requestId: text('request_id').primaryKey(),
  /** from sim_clubkonnect_order_id_seq */
  orderId: bigint('order_id', { mode: 'number' }).notNull().unique(),
  orderType: text('order_type').notNull(),
  network: text('network').notNull(),
  number: text('number').notNull(),
  amountKobo: kobo('amount_kobo').notNull(),
  status: text('status').$type<SimClubkonnectStatus>().notNull(),
  statusCode: text('statuscode').notNull(),
  remark: text('remark').notNull(),
  extras: jsonb('extras').$type<Record<string, string>>().notNull().default({}),
  callbackUrl: text('callback_url').notNull().default(''),
  /** an e-PIN order's cards under its answer's key (TXN_EPIN...); {} for other orders */
  cards: jsonb('cards').$type<SimEpinCards>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Our float with the simulated ClubKonnect: one row (id 1). */
export const simClubkonnectFloat = pgTable('sim_clubkonnect_float', {
  id: smallint('id').primaryKey(),
  balanceKobo: kobo('balance_kobo').notNull(),
});

export type SimClubkonnectOrder = typeof simClubkonnectOrders.$inferSelect;
