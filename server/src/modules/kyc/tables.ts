import { bigint, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** migration 0056: each tier's limits, kobo; null is no limit */
export const kycTierLimits = pgTable('kyc_tier_limits', {
  tier: smallint('tier').primaryKey(),
  singleDepositKobo: bigint('single_deposit_kobo', { mode: 'number' }),
  dailyInflowKobo: bigint('daily_inflow_kobo', { mode: 'number' }),
  balanceKobo: bigint('balance_kobo', { mode: 'number' }),
  updatedBy: integer('updated_by'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** every verification asked of the identity provider, with the number's hash and last four */
export const kycChecks = pgTable('kyc_checks', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  kind: text('kind', { enum: ['nin', 'bvn'] }).notNull(),
  outcome: text('outcome', {
    enum: ['match', 'mismatch', 'not_found', 'unavailable', 'taken'],
  }).notNull(),
  mismatched: text('mismatched').array().notNull().default([]),
  numberHash: text('number_hash').notNull(),
  numberLast4: text('number_last4').notNull(),
  provider: text('provider').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** tier 3: an ID document (sealed) and an address, reviewed by an owner */
export const kycReviews = pgTable('kyc_reviews', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  idType: text('id_type', {
    enum: ['nin_slip', 'drivers_licence', 'passport', 'voters_card'],
  }).notNull(),
  address: text('address').notNull(),
  documentName: text('document_name').notNull(),
  documentType: text('document_type', {
    enum: ['image/jpeg', 'image/png', 'application/pdf'],
  }).notNull(),
  documentBytes: integer('document_bytes').notNull(),
  documentSealed: text('document_sealed').notNull(),
  submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
  reviewedBy: integer('reviewed_by'),
  reviewedAt: timestamptz('reviewed_at'),
  reviewReason: text('review_reason'),
});

/** holds as set and released */
export const kycHolds = pgTable('kyc_holds', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  reason: text('reason').notNull(),
  transactionId: integer('transaction_id'),
  heldAt: timestamptz('held_at').notNull().defaultNow(),
  mailedAt: timestamptz('mailed_at'),
  releasedAt: timestamptz('released_at'),
  releasedBy: integer('released_by'),
  releaseReason: text('release_reason'),
});
