import { sql } from 'drizzle-orm';
import {
  bigint,
  jsonb,
  bigserial,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { TransactionResult } from '@contract/api';
import { BENEFICIARY_KINDS } from '@contract/rules/beneficiary-kind';

const kobo = (name: string) => bigint(name, { mode: 'number' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const levels = pgTable('levels', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  upgradePriceKobo: kobo('upgrade_price_kobo').notNull(),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  image: text('image').notNull(),
});

export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  categoryId: integer('category_id').notNull(),
  title: text('title').notNull(),
  serviceId: text('service_id').notNull(),
  image: text('image').notNull(),
  description: text('description').notNull(),
  networkType: text('network_type'),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull(),
  /** the provider's commission on the face value, basis points: our cost is the face value less it */
  providerCommissionBp: integer('provider_commission_bp').notNull().default(0),
  /** sold through this bills provider only (migration 0023) */
  pinnedProvider: text('pinned_provider'),
  /** whose price list the face values and commission are; VTpass's offers follow only its own */
  catalogueProvider: text('catalogue_provider').notNull().default('vtpass'),
});

export const packageRates = pgTable(
  'package_rates',
  {
    packageId: integer('package_id').notNull(),
    levelId: smallint('level_id').notNull(),
    discountBp: integer('discount_bp'),
    commissionBp: integer('commission_bp'),
    unitPriceKobo: kobo('unit_price_kobo'),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.levelId] })],
);

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  packageId: integer('package_id').notNull(),
  variationCode: text('variation_code').notNull(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull(),
  /** the provider's price of the plan: the face value sent to it */
  providerAmountKobo: kobo('provider_amount_kobo').notNull(),
  /** sold through this bills provider only (migration 0023) */
  pinnedProvider: text('pinned_provider'),
});

export const planPrices = pgTable(
  'plan_prices',
  {
    planId: integer('plan_id').notNull(),
    levelId: smallint('level_id').notNull(),
    priceKobo: kobo('price_kobo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.levelId] })],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  phoneNo: text('phone_no').notNull(),
  /** a later account of a number several accounts shared before numbers became unique */
  phoneSharedBeforeUnique: boolean('phone_shared_before_unique').notNull().default(false),
  /** the short code in the customer's referral link; the database makes it */
  referralCode: text('referral_code')
    .notNull()
    .default(sql`new_referral_code()`),
  /** "E-mail me a receipt after each purchase": when it was turned on, null while off */
  emailReceiptsSince: timestamptz('email_receipts_since'),
  /** "E-mail me before my TV subscription is due" (migration 0025) */
  cableReminders: boolean('cable_reminders').notNull().default(true),
  passwordHash: text('password_hash').notNull(),
  referredById: integer('referred_by_id'),
  hearUs: text('hear_us').notNull(),
  levelId: smallint('level_id').notNull().default(1),
  walletBalanceKobo: kobo('wallet_balance_kobo').notNull().default(0),
  bonusKobo: kobo('bonus_kobo').notNull().default(0),
  webhookUrl: text('webhook_url'),
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** null for a customer; staff of the operator console otherwise */
  role: text('role', { enum: ['owner', 'support'] }),
  suspendedAt: timestamptz('suspended_at'),
  suspensionReason: text('suspension_reason'),
  suspendedBy: integer('suspended_by'),
  /** the transaction PIN as a password hash; null until the customer sets one */
  transactionPinHash: text('transaction_pin_hash'),
  pinFailedAttempts: smallint('pin_failed_attempts').notNull().default(0),
  pinLockedUntil: timestamptz('pin_locked_until'),
  /** the identity tier, 0 to 3, kept by modules/kyc (migration 0056) */
  kycTier: smallint('kyc_tier').notNull().default(0),
  /** the verified NIN and BVN: a keyed hash and the last four digits, never the number */
  ninHash: text('nin_hash'),
  ninLast4: text('nin_last4'),
  ninVerifiedAt: timestamptz('nin_verified_at'),
  bvnHash: text('bvn_hash'),
  bvnLast4: text('bvn_last4'),
  bvnVerifiedAt: timestamptz('bvn_verified_at'),
  /** why the wallet buys nothing (money came in over the tier's limits); null when it may */
  kycHoldReason: text('kyc_hold_reason'),
  kycHeldAt: timestamptz('kyc_held_at'),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  purpose: text('purpose', { enum: ['password', 'transaction_pin'] })
    .notNull()
    .default('password'),
});

/** A customer's own security events (transaction PIN set, changed, locked, reset); append-only. */
export const accountSecurityEvents = pgTable('account_security_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  event: text('event').notNull(),
  ip: text('ip'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** migration 0031: what the record and the e-mail say (a key's name, what was ended) */
  detail: jsonb('detail').$type<Record<string, unknown>>(),
});

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  body: text('body').notNull(),
  active: boolean('active').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamptz('expire'),
});

export const transactions = pgTable('transactions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  txRef: text('tx_ref').notNull().unique(),
  categoryId: integer('category_id'),
  packageId: integer('package_id'),
  kind: text('kind').notNull(),
  plan: text('plan'),
  phoneNo: text('phone_no'),
  cardNo: text('card_no'),
  description: text('description').notNull().default(''),
  response: text('response'),
  amountKobo: kobo('amount_kobo').notNull(),
  token: text('token'),
  initialBalanceKobo: kobo('initial_balance_kobo'),
  newBalanceKobo: kobo('new_balance_kobo'),
  status: text('status', {
    enum: ['pending', 'confirmed', 'failed', 'ignored', 'reversed', 'expired'],
  }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** when its receipt was e-mailed after settling ("E-mail me a receipt after each purchase") */
  receiptMailedAt: timestamptz('receipt_mailed_at'),
  requestId: text('request_id').unique(),
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash'),
  dedupeKey: text('dedupe_key'),
  serviceId: text('service_id'),
  variationCode: text('variation_code'),
  billersCode: text('billers_code'),
  subscriptionType: text('subscription_type'),
  upstreamAmountKobo: kobo('upstream_amount_kobo'),
  result: jsonb('result').$type<TransactionResult>(),
  /** what the provider is sent besides number, plan and phone, under its names (insurance) */
  providerFields: jsonb('provider_fields').$type<Record<string, string>>(),
  upstreamCode: text('upstream_code'),
  upstreamStatus: text('upstream_status'),
  upstreamTransactionId: text('upstream_transaction_id'),
  requeryAttempts: integer('requery_attempts').notNull().default(0),
  nextRequeryAt: timestamptz('next_requery_at'),
  settledAt: timestamptz('settled_at'),
  /** the operator who decided it (airtime to cash, or a purchase needing attention), when, why */
  reviewedBy: text('reviewed_by'),
  reviewedAt: timestamptz('reviewed_at'),
  reviewNote: text('review_note'),
  /** a pending purchase no longer requeried, waiting for an operator; its status stays pending */
  needsAttentionAt: timestamptz('needs_attention_at'),
  attentionReason: text('attention_reason'),
  /** the bills provider the purchase is with (never shown to customers) */
  provider: text('provider'),
  /** what the pay call sends to that provider: its service and plan codes */
  providerServiceId: text('provider_service_id'),
  providerVariationCode: text('provider_variation_code'),
  /** what that provider charges us for it, and our margin (the charge less it; the database's) */
  providerCostKobo: kobo('provider_cost_kobo'),
  marginKobo: kobo('margin_kobo').generatedAlwaysAs(sql`amount_kobo - provider_cost_kobo`),
  /** migration 0035: the API key the order came with, if any */
  apiKeyId: integer('api_key_id'),
});

/**
 * One row per pending transaction, kept by a trigger (migration 0016), never written by the
 * application: the work lists (requeries, SMS sweep, airtime to cash, needs attention) read it, a
 * table of the pending rows only.
 */
export const transactionsPending = pgTable('transactions_pending', {
  transactionId: integer('transaction_id').primaryKey(),
  kind: text('kind').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  nextRequeryAt: timestamptz('next_requery_at'),
  needsAttentionAt: timestamptz('needs_attention_at'),
});

export const referralRates = pgTable('referral_rates', {
  categoryId: integer('category_id').primaryKey(),
  rateBp: integer('rate_bp').notNull(),
});

export const upstreamCalls = pgTable('upstream_calls', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: integer('transaction_id').notNull(),
  operation: text('operation').notNull(),
  state: text('state').notNull(),
  code: text('code'),
  detail: text('detail').notNull().default(''),
  durationMs: integer('duration_ms'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** the bills provider asked and the request id it was asked about */
  provider: text('provider'),
  requestId: text('request_id'),
});

/** The bills providers the owner buys from (migration 0023). */
export const billsProviders = pgTable('bills_providers', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  priority: integer('priority').notNull(),
  forcedDown: boolean('forced_down').notNull(),
});

/** What a provider sells a plan (planId) or an amount-based package (planId null) for. */
export const billsOffers = pgTable('bills_offers', {
  id: serial('id').primaryKey(),
  packageId: integer('package_id').notNull(),
  planId: integer('plan_id'),
  provider: text('provider').notNull(),
  providerCode: text('provider_code').notNull(),
  costKobo: kobo('cost_kobo'),
  commissionBp: integer('commission_bp'),
  enabled: boolean('enabled').notNull(),
});

/** The circuit breaker of one provider's service (breaker.ts). */
export const billsBreakers = pgTable(
  'bills_breakers',
  {
    provider: text('provider').notNull(),
    serviceId: text('service_id').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamptz('window_started_at'),
    openedAt: timestamptz('opened_at'),
    probeUntil: timestamptz('probe_until'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.serviceId] })],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    account: text('account', { enum: ['wallet', 'bonus'] }).notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    transactionId: integer('transaction_id'),
    balanceAfterKobo: kobo('balance_after_kobo').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.account, t.kind, t.reference)],
);

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  paymentReference: text('payment_reference').notNull().unique(),
  transactionReference: text('transaction_reference').unique(),
  transactionId: integer('transaction_id').notNull(),
  amountKobo: kobo('amount_kobo').notNull(),
  status: text('status').notNull().default('PENDING'),
  /** who took the payment (migration 0055) */
  provider: text('provider', { enum: ['monnify', 'paystack'] })
    .notNull()
    .default('monnify'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const virtualAccounts = pgTable(
  'virtual_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    bankName: text('bank_name', { enum: ['rehoboth', 'moniepoint', 'wema', 'paystack'] }).notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountReference: text('account_reference').notNull().unique(),
    bankCode: text('bank_code').notNull(),
    providerBankName: text('provider_bank_name').notNull(),
    /** who holds the account (migration 0055); a Paystack account's reference is its customer code */
    provider: text('provider', { enum: ['monnify', 'paystack'] })
      .notNull()
      .default('monnify'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.bankName)],
);

export const simTransactions = pgTable('sim_transactions', {
  transactionReference: text('transaction_reference').primaryKey(),
  paymentReference: text('payment_reference').notNull().unique(),
  amountKobo: kobo('amount_kobo').notNull(),
  amountPaidKobo: kobo('amount_paid_kobo').notNull().default(0),
  customerName: text('customer_name').notNull().default(''),
  customerEmail: text('customer_email').notNull().default(''),
  description: text('description').notNull().default(''),
  redirectUrl: text('redirect_url'),
  status: text('status').notNull().default('PENDING'),
  paymentMethod: text('payment_method'),
  productType: text('product_type').notNull().default('WEB_SDK'),
  productReference: text('product_reference'),
  destinationAccountNumber: text('destination_account_number'),
  paidOn: timestamptz('paid_on'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const simReservedAccounts = pgTable(
  'sim_reserved_accounts',
  {
    accountNumber: text('account_number').primaryKey(),
    accountReference: text('account_reference').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.accountReference, t.bankCode)],
);

export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull().unique(),
  secretHash: text('secret_hash').notNull(),
  allowedIps: text('allowed_ips').array().notNull().default([]),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  lastUsedAt: timestamptz('last_used_at'),
  revokedAt: timestamptz('revoked_at'),
  /** migration 0031: users.token_version when made; the key answers only while they are equal */
  tokenVersion: integer('token_version').notNull().default(0),
  lastUsedIp: text('last_used_ip'),
  /** migration 0035: the key places no charged order */
  readOnly: boolean('read_only').notNull().default(false),
  /** migration 0035: what the key's orders may be charged in any 24 hours; null: no cap */
  dailyCapKobo: bigint('daily_cap_kobo', { mode: 'number' }),
  /** migration 0045: the API the key speaks (nairatop, msorg, adex) */
  format: text('format', { enum: ['nairatop', 'msorg', 'adex'] })
    .notNull()
    .default('nairatop'),
  /** migration 0047: a test key's orders are answered from the sandbox's scenarios, moving nothing */
  test: boolean('test').notNull().default(false),
});

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): every staff action. */
export const staffAudit = pgTable('staff_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** null when the ops command acted */
  staffUserId: integer('staff_user_id'),
  staffEmail: text('staff_email').notNull(),
  action: text('action').notNull(),
  subjectType: text('subject_type').notNull(),
  subjectId: text('subject_id').notNull(),
  reason: text('reason'),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Saved numbers (migration 0022): unique per (user, kind, number). */
export const beneficiaries = pgTable('beneficiaries', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  kind: text('kind', { enum: BENEFICIARY_KINDS }).notNull(),
  name: text('name').notNull(),
  number: text('number').notNull(),
  meterType: text('meter_type', { enum: ['prepaid', 'postpaid'] }),
  serviceId: text('service_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Scheduled purchases (migration 0025); next_run_at is null once ended. */
export const purchaseSchedules = pgTable('purchase_schedules', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  service: text('service', { enum: ['airtime', 'data', 'cable'] }).notNull(),
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  summary: text('summary').notNull(),
  frequency: text('frequency', { enum: ['once', 'daily', 'weekly', 'monthly'] }).notNull(),
  firstRunAt: timestamptz('first_run_at').notNull(),
  endsOn: date('ends_on', { mode: 'string' }),
  maxRuns: integer('max_runs'),
  runsCount: integer('runs_count').notNull().default(0),
  nextRunAt: timestamptz('next_run_at'),
  status: text('status', { enum: ['active', 'paused', 'ended'] })
    .notNull()
    .default('active'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** One row per run of a schedule, unique per (schedule, due time). */
export const purchaseScheduleRuns = pgTable(
  'purchase_schedule_runs',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    status: text('status', { enum: ['running', 'confirmed', 'pending', 'failed', 'skipped'] })
      .notNull()
      .default('running'),
    message: text('message'),
    txRef: text('tx_ref'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [unique().on(table.scheduleId, table.dueAt)],
);

/** A smart card's due date as the provider last gave it (migration 0025). */
export const cableDueDates = pgTable(
  'cable_due_dates',
  {
    serviceId: text('service_id').notNull(),
    smartCard: text('smart_card').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.serviceId, table.smartCard] })],
);

/** Users with a live status stream open on a server process (migration 0040_live_watchers.sql). */
export const liveWatchers = pgTable(
  'live_watchers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instance: text('instance').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.instance] })],
);
