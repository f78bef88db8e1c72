import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bigint, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { PurchaseServiceKey } from '@contract/services';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-error';
import { PURCHASE_SERVICES } from '../../services';
import { checkedPurchase } from '../../services/checked-purchase';
import { quoteDepsOf } from '../purchases/quote';
import type { OrderRow, ResellerOrderDeps } from './order-row';

/*
 * A test key's orders (migration 0047): quoted exactly as a live order (the same checks, the price
 * at the caller's level), then answered from the sandbox's scenarios instead of a provider, and
 * kept apart from transactions: no wallet, no ledger, no provider, no webhook. Data and airtime
 * only: their quotes read the catalogue alone, where other services ask a provider to verify.
 */

export const testOrders = pgTable('test_orders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  apiKeyId: integer('api_key_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  categoryId: integer('category_id'),
  packageId: integer('package_id'),
  variationCode: text('variation_code'),
  plan: text('plan'),
  phoneNo: text('phone_no'),
  billersCode: text('billers_code'),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  upstreamAmountKobo: bigint('upstream_amount_kobo', { mode: 'number' }),
  balanceKobo: bigint('balance_kobo', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['pending', 'confirmed', 'failed'] }).notNull(),
  response: text('response').notNull(),
  token: text('token'),
  requestHash: text('request_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

type TestOrder = typeof testOrders.$inferSelect;

/** The sandbox's scenario numbers: these answer so; any other number is delivered. */
export const TEST_KEY_SCENARIOS: Readonly<Record<string, 'failed' | 'pending'>> = {
  '08022222222': 'failed',
  '201000000000': 'pending',
};

export const TEST_ORDER_MESSAGES = {
  services: 'A test key buys data and airtime only; use a live key for bills and exam PINs.',
  verify: 'A test key verifies nothing with a provider; use a live key to verify.',
  refUsed: 'This reference was used for another test order.',
  answer: {
    confirmed: 'TEST ORDER: delivered in the sandbox. No money moved and no provider was asked.',
    failed: 'TEST ORDER: failed in the sandbox. No money moved and no provider was asked.',
    pending: 'TEST ORDER: processing in the sandbox. No money moved and no provider was asked.',
  },
} as const;

/** A test order as the formats' answers read an order (the columns a transaction has). */
function asOrderRow(order: TestOrder): OrderRow {
  return {
    id: order.id,
    userId: order.userId,
    txRef: `test-${order.id}`,
    categoryId: order.categoryId,
    packageId: order.packageId,
    kind: 'purchase',
    plan: order.plan,
    phoneNo: order.phoneNo,
    cardNo: null,
    description: '',
    response: order.response,
    amountKobo: order.amountKobo,
    token: order.token,
    initialBalanceKobo: order.balanceKobo,
    newBalanceKobo: order.balanceKobo,
    status: order.status,
    createdAt: order.createdAt,
    updatedAt: order.createdAt,
    receiptMailedAt: null,
    requestId: null,
    idempotencyKey: order.idempotencyKey,
    requestHash: order.requestHash,
    dedupeKey: null,
    serviceId: null,
    variationCode: order.variationCode,
    billersCode: order.billersCode,
    subscriptionType: null,
    upstreamAmountKobo: order.upstreamAmountKobo,
    result: null,
    providerFields: null,
    upstreamCode: null,
    upstreamStatus: null,
    upstreamTransactionId: null,
    requeryAttempts: 0,
    nextRequeryAt: null,
    settledAt: null,
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

export async function placeTestOrder(
  deps: ResellerOrderDeps,
  request: FastifyRequest,
  service: PurchaseServiceKey,
  body: Record<string, unknown>,
  ref: string | undefined,
): Promise<OrderRow> {
  if (service !== 'data' && service !== 'airtime') throw badRequest(TEST_ORDER_MESSAGES.services);
  const { db } = deps.engine;
  const keyId = request.apiKeyId ?? 0;
  const purchase = checkedPurchase(service, body);
  const priced = await PURCHASE_SERVICES[service].quote(
    quoteDepsOf(deps.engine),
    request.userLevelId,
    purchase,
  );
  const key = ref ?? `auto-${randomUUID()}`;
  const status =
    TEST_KEY_SCENARIOS[priced.phone] === 'failed'
      ? 'failed'
      : TEST_KEY_SCENARIOS[priced.phone] === 'pending'
        ? 'pending'
        : 'confirmed';
  const [balance] = await db
    .select({ kobo: users.walletBalanceKobo })
    .from(users)
    .where(eq(users.id, request.userId));
  await db
    .insert(testOrders)
    .values({
      userId: request.userId,
      apiKeyId: keyId,
      idempotencyKey: key,
      categoryId: priced.pkg.categoryId,
      packageId: priced.pkg.id,
      variationCode: priced.variationCode,
      plan: priced.plan,
      phoneNo: priced.phone,
      billersCode: priced.billersCode,
      amountKobo: priced.chargeKobo,
      upstreamAmountKobo: priced.upstreamAmountKobo,
      balanceKobo: balance?.kobo ?? 0,
      status,
      response: TEST_ORDER_MESSAGES.answer[status],
      requestHash: priced.requestHash,
    })
    .onConflictDoNothing({ target: [testOrders.apiKeyId, testOrders.idempotencyKey] });
  const [order] = await db
    .select()
    .from(testOrders)
    .where(and(eq(testOrders.apiKeyId, keyId), eq(testOrders.idempotencyKey, key)));
  if (!order) throw new Error('test order vanished');
  if (order.requestHash !== priced.requestHash) throw conflict(TEST_ORDER_MESSAGES.refUsed);
  return asOrderRow(order);
}

/** One of the key's test orders, by the client's reference or by its id. */
export async function findTestOrder(
  db: Db,
  keyId: number,
  ref: string,
): Promise<OrderRow | undefined> {
  const [byRef] = await db
    .select()
    .from(testOrders)
    .where(and(eq(testOrders.apiKeyId, keyId), eq(testOrders.idempotencyKey, ref)));
  if (byRef) return asOrderRow(byRef);
  if (!/^[1-9][0-9]{0,8}$/.test(ref)) return undefined;
  const [byId] = await db
    .select()
    .from(testOrders)
    .where(and(eq(testOrders.apiKeyId, keyId), eq(testOrders.id, Number(ref))));
  return byId && asOrderRow(byId);
}
