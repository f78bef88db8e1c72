import { bigint, bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MoneyDirection } from './movements';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const kobo = (name: string) => bigint(name, { mode: 'number' });

/** migration 0029: every staff money movement allowed by the policy, with who asked and approved */
export const staffMoneyMovements = pgTable('staff_money_movements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffUserId: integer('staff_user_id').notNull(),
  approvedBy: integer('approved_by'),
  customerId: integer('customer_id').notNull(),
  kind: text('kind').notNull(),
  direction: text('direction').$type<MoneyDirection>().notNull(),
  amountKobo: kobo('amount_kobo').notNull(),
  subjectRef: text('subject_ref'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** migration 0029: an owner's cap on one customer's airtime-to-cash payouts in 24 hours */
export const airtimeToCashCaps = pgTable('airtime_to_cash_caps', {
  userId: integer('user_id').primaryKey(),
  dailyCapKobo: kobo('daily_cap_kobo').notNull(),
  setBy: integer('set_by').notNull(),
  setAt: timestamptz('set_at').notNull().defaultNow(),
});
