import { sql } from 'drizzle-orm';
import { EPIN_MESSAGES } from '@contract/services/epins';
import { rowsOf } from '../../db/rows';
import { requeryPurchase } from '../../modules/purchases/reconciler';
import { settleByOperator } from '../../modules/purchases/settle';
import { EPIN_SHORT_REFUND, PURCHASE_REFUND } from '../../modules/wallet/refunds';
import { EPIN_SCENARIO_QUANTITIES } from '../../../test/clubkonnect-simulator';
import { bearer, signedInUser } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { json, type TestContext } from '../../../test/harness';
import { buyCards as buyEpinCards, startEpinTestApp } from '../../../test/epins';
import { transactionByRef } from '../../../test/purchases';
import { entriesOf, seedBalance, snapshot } from '../../../test/wallet';

/*
 * Batches bigger than ClubKonnect issues in one order (100 cards), on the real app and the
 * simulator: one debit, bought in orders of 100 under their own request ids, one after another;
 * the batch settles when no order is out, the missing cards refunded once; an order still out is
 * requeried under its own id, and a callback may name any of them.
 */

interface Purchase {
  data: {
    transaction: {
      tx_ref: string;
      status: string;
      amount: number;
      request_id?: string;
      result: {
        epin_batch_id?: number;
        epin_cards?: { asked: number; delivered: number };
        items?: { label: string; values: string[] }[];
      } | null;
    };
    wallet_balance: number;
  };
}
interface Cards {
  data: { cards: { serial: string; pin: string }[] };
}
interface Order {
  part: number;
  request_id: string;
  quantity: number;
  state: string;
  delivered: number;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startEpinTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const CARD_KOBO = 100_00;
const START_NAIRA = 60_000;

async function funded() {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', START_NAIRA);
  return user;
}

async function buyCards(token: string, quantity: number) {
  const response = await buyEpinCards(ctx, token, quantity);
  return { status: response.statusCode, ...json<Purchase>(response).data };
}

async function ordersOfBatch(batchId: number) {
  return rowsOf<Order>(
    await db().execute(sql`SELECT part, request_id, quantity, state, delivered
      FROM epin_batch_orders WHERE batch_id = ${batchId} ORDER BY part`),
  );
}

const cardsOf = async (token: string, batchId: number) =>
  json<Cards>(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/epins/batches/${batchId}/cards/?purpose=view`,
      headers: bearer(token),
    }),
  ).data.cards;

const walletKobo = async (userId: number) => Number((await snapshot(db(), userId)).wallet);

const simulatorMode = (mode: string) =>
  ctx.app.inject({ method: 'POST', url: '/simulator/clubkonnect/mode', payload: { mode } });

test('a batch of 500 is one debit, bought in five orders of 100 under their own request ids', async () => {
  const user = await funded();
  const bought = await buyCards(user.token, 500);
  expect(bought.status).toBe(200);
  const { transaction } = bought;
  expect(transaction.status).toBe('confirmed');
  expect(transaction.result?.epin_cards).toEqual({ asked: 500, delivered: 500 });
  expect(transaction.result?.items?.[0]?.values).toEqual([EPIN_MESSAGES.delivered(500)]);
  expect(await entriesOf(db(), user.id, 'purchase')).toHaveLength(1);
  expect(await walletKobo(user.id)).toBe(START_NAIRA * 100 - 500 * CARD_KOBO);

  const batchId = transaction.result?.epin_batch_id ?? 0;
  const orders = await ordersOfBatch(batchId);
  expect(orders.map((order) => [order.part, order.quantity, order.state, order.delivered])).toEqual(
    [1, 2, 3, 4, 5].map((part) => [part, 100, 'delivered', 100]),
  );
  const row = await transactionByRef(db(), transaction.tx_ref);
  expect(orders[0]?.request_id).toBe(row.requestId);
  expect(new Set(orders.map((order) => order.request_id)).size).toBe(5);
  // each order was sent once, under its own request id
  const calls = rowsOf<{ request_id: string }>(
    await db().execute(sql`SELECT request_id FROM upstream_calls
      WHERE transaction_id = ${row.id} AND operation = 'pay' ORDER BY id`),
  );
  expect(calls.map((call) => call.request_id)).toEqual(orders.map((order) => order.request_id));

  const cards = await cardsOf(user.token, batchId);
  expect(cards).toHaveLength(500);
  expect(new Set(cards.map((card) => card.serial)).size).toBe(500);
  expect(new Set(cards.map((card) => card.pin)).size).toBe(500);
});

/** The owner's overview of today: the cards' sales and the day's margin, in naira. */
async function todaysCardSales() {
  const owner = await signedInStaff(ctx.app, 'owner');
  const overview = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/console/overview',
    headers: owner.headers,
  });
  type Period = { period: string; margin: number; by_service: { key: string; value: number }[] };
  const today = json<{ data: { business: { periods: Period[] } } }>(
    overview,
  ).data.business.periods.find((period) => period.period === 'today');
  const cards = today?.by_service.find((entry) => entry.key === 'Recharge Cards');
  return { sales: cards?.value ?? 0, margin: today?.margin ?? 0 };
}

test('a batch of 149 whose second order comes one short (48 of 49) is 148 cards, one card refunded once', async () => {
  const user = await funded();
  const before = await todaysCardSales();
  const { transaction } = await buyCards(user.token, 100 + EPIN_SCENARIO_QUANTITIES.partial);
  expect(transaction.status).toBe('confirmed');
  expect(transaction.result?.epin_cards).toEqual({ asked: 149, delivered: 148 });
  expect(transaction.result?.items?.[0]?.values).toEqual([
    EPIN_MESSAGES.short(148, 149, '₦100.00'),
  ]);
  const row = await transactionByRef(db(), transaction.tx_ref);
  await requeryPurchase(ctx.app.purchases, row);
  const refunds = await entriesOf(db(), user.id, EPIN_SHORT_REFUND);
  expect(refunds.map((entry) => entry.amountKobo)).toEqual([CARD_KOBO]);
  expect(await entriesOf(db(), user.id, PURCHASE_REFUND)).toEqual([]);
  expect(await walletKobo(user.id)).toBe(START_NAIRA * 100 - 148 * CARD_KOBO);
  expect(await cardsOf(user.token, transaction.result?.epin_batch_id ?? 0)).toHaveLength(148);
  // the owner's figures count the 148 cards that came, sold at ₦100 and bought at ₦98
  const after = await todaysCardSales();
  expect(after.sales - before.sales).toBeCloseTo(148 * 100, 2);
  expect(after.margin - before.margin).toBeCloseTo(148 * 2, 2);
});

test('a batch whose second order had no answer stays pending with its first cards; a callback naming that order settles it', async () => {
  const user = await funded();
  const bought = await buyCards(user.token, 100 + EPIN_SCENARIO_QUANTITIES.timeout);
  expect(bought.status).toBe(201);
  const { transaction } = bought;
  expect(transaction.status).toBe('pending');
  const batchId = transaction.result?.epin_batch_id ?? 0;
  // the first order's cards are the buyer's already; the charge stays whole while one is out
  expect(await cardsOf(user.token, batchId)).toHaveLength(100);
  expect(await walletKobo(user.id)).toBe(START_NAIRA * 100 - 199 * CARD_KOBO);
  const orders = await ordersOfBatch(batchId);
  expect(orders.map((order) => order.state)).toEqual(['delivered', 'sent']);

  // ClubKonnect calls back about the second order (its own request id) once it issued the cards
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  const callback = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/webhooks/clubkonnect/?requestid=${orders[1]?.request_id ?? ''}`,
  });
  expect(callback.statusCode).toBe(200);
  const row = await transactionByRef(db(), transaction.tx_ref);
  expect(row.status).toBe('confirmed');
  expect(await cardsOf(user.token, batchId)).toHaveLength(199);
  expect(await walletKobo(user.id)).toBe(START_NAIRA * 100 - 199 * CARD_KOBO);
  expect(await entriesOf(db(), user.id, PURCHASE_REFUND)).toEqual([]);
  expect(await entriesOf(db(), user.id, EPIN_SHORT_REFUND)).toEqual([]);
});

test('an order with no answer stops the batch: the orders after it are never sent, and refunded when it settles', async () => {
  const user = await funded();
  await simulatorMode('timeout');
  let bought: Awaited<ReturnType<typeof buyCards>>;
  try {
    bought = await buyCards(user.token, 300);
  } finally {
    await simulatorMode('ok');
  }
  const { transaction } = bought;
  expect(transaction.status).toBe('pending');
  const batchId = transaction.result?.epin_batch_id ?? 0;
  const orders = await ordersOfBatch(batchId);
  expect(orders.map((order) => order.state)).toEqual(['sent', 'never_sent', 'never_sent']);
  const row = await transactionByRef(db(), transaction.tx_ref);
  const sent = rowsOf<{ n: number }>(
    await db().execute(sql`SELECT count(*)::int AS n FROM upstream_calls
      WHERE transaction_id = ${row.id} AND operation = 'pay'`),
  );
  expect(sent[0]?.n).toBe(1);
  // staff see where each order stands, by its request id
  const support = await signedInStaff(ctx.app, 'support');
  const detail = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/console/transactions/${transaction.tx_ref}`,
    headers: support.headers,
  });
  const staffOrders = json<{ data: { cards: { orders: Omit<Order, 'part'>[] } } }>(detail).data
    .cards.orders;
  expect(staffOrders).toEqual(
    orders.map((order) => ({
      request_id: order.request_id,
      quantity: 100,
      state: order.state,
      delivered: 0,
    })),
  );

  // ClubKonnect issues the first order's cards in its own time: an hour has passed for it.
  await db().execute(sql`UPDATE sim_clubkonnect_orders
    SET created_at = created_at - interval '1 hour' WHERE request_id = ${orders[0]?.request_id}`);
  const settled = await requeryPurchase(ctx.app.purchases, row);
  expect(settled.status).toBe('confirmed');
  expect(settled.result?.epin_cards).toEqual({ asked: 300, delivered: 100 });
  const refunds = await entriesOf(db(), user.id, EPIN_SHORT_REFUND);
  expect(refunds.map((entry) => entry.amountKobo)).toEqual([200 * CARD_KOBO]);
  expect(await walletKobo(user.id)).toBe(START_NAIRA * 100 - 100 * CARD_KOBO);
  expect(await cardsOf(user.token, batchId)).toHaveLength(100);
});

test("a person's refund of a pending batch whose first order came refunds only the missing cards", async () => {
  const user = await funded();
  const { transaction } = await buyCards(user.token, 100 + EPIN_SCENARIO_QUANTITIES.timeout);
  expect(transaction.status).toBe('pending');
  const decided = await settleByOperator(ctx.app.purchases, transaction.tx_ref, {
    as: 'refunded',
    by: 'owner@example.com',
    reason: 'ClubKonnect has no record of the second order',
    early: true,
  });
  expect(decided?.row.status).toBe('confirmed');
  expect(decided?.row.result?.epin_cards).toEqual({ asked: 199, delivered: 100 });
  const refunds = await entriesOf(db(), user.id, EPIN_SHORT_REFUND);
  expect(refunds.map((entry) => entry.amountKobo)).toEqual([99 * CARD_KOBO]);
  expect(await entriesOf(db(), user.id, PURCHASE_REFUND)).toEqual([]);
  expect(await walletKobo(user.id)).toBe(START_NAIRA * 100 - 100 * CARD_KOBO);

  // The second order's cards came after all: nothing more is kept or refunded, a conflict is kept.
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  const row = await transactionByRef(db(), transaction.tx_ref);
  await requeryPurchase(ctx.app.purchases, row);
  expect(await cardsOf(user.token, transaction.result?.epin_batch_id ?? 0)).toHaveLength(100);
  expect(await walletKobo(user.id)).toBe(START_NAIRA * 100 - 100 * CARD_KOBO);
  const conflicts = rowsOf<{ n: number }>(
    await db().execute(sql`SELECT count(*)::int AS n FROM settlement_conflicts
      WHERE transaction_id = ${row.id}`),
  );
  expect(conflicts[0]?.n).toBe(1);
});
