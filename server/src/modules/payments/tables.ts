import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** migration 0055: the owner's choices per payments provider (preference, deposit charge) */
export const paymentProviderSettings = pgTable('payment_provider_settings', {
  provider: text('provider', { enum: ['monnify', 'paystack'] }).primaryKey(),
  preferred: boolean('preferred').notNull().default(false),
  depositChargeBasisPoints: integer('deposit_charge_basis_points').notNull().default(0),
  depositChargeCapKobo: bigint('deposit_charge_cap_kobo', { mode: 'number' }).notNull().default(0),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
