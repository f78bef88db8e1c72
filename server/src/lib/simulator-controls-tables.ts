import { bigserial, doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The sandbox controls' tables (migration 0036_simulator_state.sql), shared by every bills
 * simulator and every server process. Kept out of db/schema.ts: only the simulators read them.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** How each simulator answers purchases; a simulator without a row answers ok. */
export const simModes = pgTable('sim_modes', {
  simulator: text('simulator').primaryKey(),
  mode: text('mode').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** The purchases each simulator received, newest 200 kept. */
export const simReceivedOrders = pgTable('sim_received_orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  simulator: text('simulator').notNull(),
  requestId: text('request_id').notNull(),
  service: text('service').notNull(),
  number: text('number').notNull(),
  amount: doublePrecision('amount'),
  plan: text('plan'),
  mode: text('mode').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
