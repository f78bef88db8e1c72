import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PurchaseServiceKey } from '@contract/services';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { PURCHASE_SERVICES } from '../../services';
import { checkedPurchase } from '../../services/checked-purchase';
import { placePurchase } from '../purchases/engine';
import { quoteDepsOf } from '../purchases/quote';
import { transactionOfKey } from '../purchases/records';
import type { OrderRow, ResellerOrderDeps } from './order-row';
import { asTransactionRow, findTestOrder, placeTestOrder, testCallerOf } from '../test-orders';

/*
 * A reseller format's order is one purchase of the one engine, placed with the client's reference
 * as its Idempotency-Key (the same reference answers the first order and never charges again). The
 * format's answer is then given from the transaction: after a bounded wait for its final outcome,
 * since resellers' code commonly refunds its customer on anything but the success word.
 */

export type { OrderRow, ResellerOrderDeps } from './order-row';

/** A client's reference for an order: what resellers send as ident / request-id. */
const CLIENT_REF = /^[A-Za-z0-9_.:-]{1,100}$/;

export const ORDER_MESSAGES = {
  badRef: (field: string) =>
    `${field} must be 1 to 100 letters, digits, dots, colons, dashes or underscores.`,
} as const;

/** The client's reference, when it sent one; an ill-formed one is refused (undefined: none). */
export function clientRef(value: unknown): string | undefined | Error {
  if (value === undefined || value === null || value === '') return undefined;
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && CLIENT_REF.test(text) ? text : new Error('bad reference');
}

/**
 * How often a waiting order is read again: soon at first (most orders settle within a second or
 * two), then less often, so a burst of slow orders reads the database 17 times each in a
 * 25-second wait rather than 100.
 */
const FINAL_POLL_FIRST_MS = 250;
const FINAL_POLL_MAX_MS = 2_000;
const FINAL_POLL_GROWTH = 1.5;

/** The transaction once it is final, or as it stands when the wait is over. */
async function waitForFinal(db: Db, id: number, waitMs: number): Promise<OrderRow> {
  const deadline = Date.now() + waitMs;
  for (
    let pause = FINAL_POLL_FIRST_MS;
    ;
    pause = Math.min(pause * FINAL_POLL_GROWTH, FINAL_POLL_MAX_MS)
  ) {
    const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
    if (!row) throw new Error(`transaction ${id} vanished`);
    if (row.status !== 'pending' || Date.now() >= deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, deadline - Date.now())));
  }
}

/**
 * Places the order through the service's own route schema and quote and the engine, and answers
 * its transaction: final, or pending when the wait ran out. A request refused before anything was
 * charged throws the engine's error; one that was charged and failed answers its (refunded) row.
 */
export async function placeResellerOrder(
  deps: ResellerOrderDeps,
  request: FastifyRequest,
  service: PurchaseServiceKey,
  body: Record<string, unknown>,
  ref: string | undefined,
): Promise<OrderRow> {
  const purchase = checkedPurchase(service, body);
  if (request.apiKeyTest)
    return asTransactionRow(
      await placeTestOrder(deps.testOrders, testCallerOf(request), service, purchase, ref),
    );
  const { engine } = deps;
  // Without the client's reference the order still gets a key, so its row can be answered.
  const key = ref ?? `auto-${randomUUID()}`;
  const priced = await PURCHASE_SERVICES[service].quote(
    quoteDepsOf(engine),
    request.userLevelId,
    purchase,
  );
  let id: number;
  try {
    const reply = await placePurchase(engine, request.userId, priced, key, request.apiKeyId);
    id = reply.data.transaction.id;
  } catch (error) {
    // Charged and failed (refunded): answered as the order it is. The reference sent before with
    // another order, or a refusal before any charge: the engine's error.
    const charged = await transactionOfKey(engine.db, request.userId, key);
    if (!charged || charged.transaction.requestHash !== priced.requestHash) throw error;
    id = charged.transaction.id;
  }
  // Charging is over: waiting for the outcome holds none of the user's charged-request slots.
  request.chargingDone();
  return waitForFinal(engine.db, id, deps.finalWaitMs);
}

/**
 * One of the user's orders, by the client's reference or else by our id; for a test key, one of
 * its test orders.
 */
export async function findOrder(
  deps: ResellerOrderDeps,
  request: FastifyRequest,
  ref: string,
): Promise<OrderRow | undefined> {
  if (request.apiKeyTest) {
    const order = await findTestOrder(deps.testOrders, request.apiKeyId ?? 0, ref);
    return order && asTransactionRow(order);
  }
  const { db } = deps.engine;
  const mine = (condition: SQL) => and(eq(transactions.userId, request.userId), condition);
  const [byRef] = await db
    .select()
    .from(transactions)
    .where(mine(eq(transactions.idempotencyKey, ref)))
    .limit(1);
  if (byRef || !/^[1-9][0-9]{0,8}$/.test(ref)) return byRef;
  const [byId] = await db
    .select()
    .from(transactions)
    .where(mine(eq(transactions.id, Number(ref))));
  return byId;
}
