import { bigint, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TransactionResult } from '@contract/api';
import type { TransactionRow } from '../wallet/repository';

/*
 * A test key's orders (migrations 0047, 0048): quoted exactly as a live order (the same checks, the
 * price at the caller's level), answered by the sandbox instead of a provider, and kept apart from
 * transactions: no wallet, no ledger, no provider.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const testOrders = pgTable('test_orders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  apiKeyId: integer('api_key_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  categoryId: integer('category_id'),
  packageId: integer('package_id'),
  serviceId: text('service_id'),
  variationCode: text('variation_code'),
  plan: text('plan'),
  description: text('description').notNull().default(''),
  phoneNo: text('phone_no'),
  billersCode: text('billers_code'),
  cardNo: text('card_no'),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  upstreamAmountKobo: bigint('upstream_amount_kobo', { mode: 'number' }),
  /** the wallet when the order was placed: a test order never changes it */
  balanceKobo: bigint('balance_kobo', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['pending', 'confirmed', 'failed'] }).notNull(),
  response: text('response').notNull(),
  token: text('token'),
  /** the customer, token and PINs the sandbox answered (kept from the start when processing) */
  result: jsonb('result').$type<TransactionResult>(),
  requestHash: text('request_hash').notNull(),
  /** a processing order is delivered then (the sandbox's pending scenario) */
  resolvesAt: timestamptz('resolves_at'),
  settledAt: timestamptz('settled_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type TestOrder = typeof testOrders.$inferSelect;

export const TEST_ORDER_MESSAGES = {
  refUsed: 'This reference was used for another test order.',
  answer: {
    confirmed: 'TEST ORDER: delivered in the sandbox. No money moved and no provider was asked.',
    failed: 'TEST ORDER: failed in the sandbox. No money moved and no provider was asked.',
    pending: 'TEST ORDER: processing in the sandbox. No money moved and no provider was asked.',
  },
} as const;

/**
 * A test order as the API's answers read an order: the columns a transaction has, with what a test
 * order never has (a ledger, a provider, a review) empty. Its reference reads test-<id>.
 */
export function asTransactionRow(order: TestOrder): TransactionRow {
  const delivered = order.status === 'confirmed';
  return {
    id: order.id,
    userId: order.userId,
    txRef: `test-${order.id}`,
    categoryId: order.categoryId,
    packageId: order.packageId,
    kind: 'purchase',
    plan: order.plan,
    phoneNo: order.phoneNo,
    cardNo: order.cardNo,
    description: order.description,
    response: order.response,
    amountKobo: order.amountKobo,
    // Tokens and PINs only once delivered, as a live order shows them.
    token: delivered ? order.token : null,
    initialBalanceKobo: order.balanceKobo,
    newBalanceKobo: order.balanceKobo,
    status: order.status,
    createdAt: order.createdAt,
    updatedAt: order.settledAt ?? order.createdAt,
    receiptMailedAt: null,
    requestId: `test-${order.id}`,
    idempotencyKey: order.idempotencyKey,
    requestHash: order.requestHash,
    dedupeKey: null,
    serviceId: order.serviceId,
    variationCode: order.variationCode,
    billersCode: order.billersCode,
    subscriptionType: null,
    upstreamAmountKobo: order.upstreamAmountKobo,
    result: delivered ? order.result : customerOnly(order.result),
    providerFields: null,
    upstreamCode: null,
    upstreamStatus: null,
    upstreamTransactionId: null,
    requeryAttempts: 0,
    nextRequeryAt: null,
    settledAt: order.settledAt,
    reviewedBy: null,
    reviewedAt: null,
    reviewNote: null,
    needsAttentionAt: null,
    attentionReason: null,
    provider: null,
    providerServiceId: null,
    providerVariationCode: null,
    providerCostKobo: null,
    marginKobo: null,
    apiKeyId: order.apiKeyId,
  };
}

/** What an order not yet delivered shows of its result: who the customer is, nothing sold. */
function customerOnly(result: TransactionResult | null): TransactionResult | null {
  if (!result) return null;
  const { customer_name, customer_address } = result;
  const shown = {
    ...(customer_name ? { customer_name } : {}),
    ...(customer_address ? { customer_address } : {}),
  };
  return Object.keys(shown).length ? shown : null;
}
