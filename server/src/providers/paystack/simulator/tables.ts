import { bigint, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The Paystack simulator's state (migration 0055), shared by every server process. Kept out of
 * db/schema.ts: only the simulator reads them. Amounts are kobo, as on Paystack's wire.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const simPaystackTransactions = pgTable('sim_paystack_transactions', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  accessCode: text('access_code').notNull().unique(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  email: text('email').notNull().default(''),
  callbackUrl: text('callback_url'),
  /** abandoned, success or failed */
  status: text('status').notNull().default('abandoned'),
  /** card, or dedicated_nuban for a transfer into a dedicated account */
  channel: text('channel').notNull().default('card'),
  customerCode: text('customer_code'),
  receiverAccountNumber: text('receiver_account_number'),
  paidAt: timestamptz('paid_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const simPaystackCustomers = pgTable('sim_paystack_customers', {
  id: serial('id').primaryKey(),
  customerCode: text('customer_code').notNull().unique(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const simPaystackDedicatedAccounts = pgTable('sim_paystack_dedicated_accounts', {
  accountNumber: text('account_number').primaryKey(),
  customerCode: text('customer_code').notNull().unique(),
  bankSlug: text('bank_slug').notNull(),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
