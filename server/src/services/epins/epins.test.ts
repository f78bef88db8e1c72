import { eq, sql } from 'drizzle-orm';
import { EPIN_MESSAGES } from '@contract/services/epins';
import { rowsOf } from '../../db/rows';
import { transactions } from '../../db/schema';
import { requeryPurchase } from '../../modules/purchases/reconciler';
import { CARDS_COME_FROM_THE_SELLER, settleByOperator } from '../../modules/purchases/settle';
import { EPIN_SHORT_REFUND, PURCHASE_REFUND } from '../../modules/wallet/refunds';
import { EPIN_SCENARIO_QUANTITIES } from '../../../test/clubkonnect-simulator';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { resellerAccount } from '../../../test/reseller-clients';
import { KEY_MESSAGES } from '../../modules/api-keys/authenticate';
import { json, type TestContext } from '../../../test/harness';
import { buyCards as buyEpinCards, startEpinTestApp } from '../../../test/epins';
import { buy, packageId, transactionByRef } from '../../../test/purchases';
import { entriesOf, seedBalance, snapshot } from '../../../test/wallet';

/*
 * Printable cards on the real app and the ClubKonnect simulator: a batch is one debit, its cards
 * kept sealed for the buyer; a short batch refunds the missing cards once; an uncertain answer
 * stays pending with the seller and is settled by a requery; PINs reach the buyer only.
 */

interface Purchase {
  data: {
    transaction: {
      id: number;
      tx_ref: string;
      status: string;
      amount: number;
      token: string | null;
      response: string;
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
  data: {
    batch: { id: number; delivered: number; quantity: number; sold: number; status: string };
    cards: { id: number; serial: string; pin: string; batch_no: string; sold_at: string | null }[];
    seller: { business_name: string; phone: string };
  };
}
interface Stock {
  data: {
    batches: { id: number; delivered: number; sold: number; value: number; network: string }[];
    totals: { unsold_cards: number; unsold_value: number; unsold_cost: number };
  };
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startEpinTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
/** The Agent-level... every new user is Normal: a ₦100 MTN card is ₦100. */
const MTN_100_PRICE_KOBO = 100_00;

async function funded(naira = 20_000) {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', naira);
  return user;
}

const buyCards = (token: string, quantity: number, plan?: string, slug?: string) =>
  buyEpinCards(ctx, token, quantity, plan, slug);

const openCards = (token: string, batchId: number, purpose = 'view') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/epins/batches/${batchId}/cards/?purpose=${purpose}`,
    headers: bearer(token),
  });

test('a batch of 50 is one debit and 50 PINs, read by the buyer only, each reading recorded', async () => {
  const user = await funded();
  const before = await snapshot(db(), user.id);
  const response = await buyCards(user.token, 50);
  expect(response.statusCode).toBe(200);
  const { transaction, wallet_balance } = json<Purchase>(response).data;
  expect(transaction.status).toBe('confirmed');
  expect(transaction.amount).toBe(5_000);
  expect(wallet_balance).toBe(15_000);
  expect(transaction.result?.epin_cards).toEqual({ asked: 50, delivered: 50 });
  expect(transaction.token).toBeNull();
  expect(transaction.result?.items?.[0]?.values).toEqual([EPIN_MESSAGES.delivered(50)]);

  const after = await snapshot(db(), user.id);
  expect(Number(before.wallet) - Number(after.wallet)).toBe(50 * MTN_100_PRICE_KOBO);
  expect(after.entries - before.entries).toBe(1);

  const batchId = transaction.result?.epin_batch_id ?? 0;
  const opened = await openCards(user.token, batchId, 'print');
  expect(opened.statusCode).toBe(200);
  expect(opened.headers['cache-control']).toBe('no-store');
  const { cards, batch } = json<Cards>(opened).data;
  expect(cards).toHaveLength(50);
  expect(new Set(cards.map((card) => card.pin)).size).toBe(50);
  expect(cards.every((card) => /^\d{17}$/.test(card.pin))).toBe(true);
  expect(batch).toMatchObject({ delivered: 50, quantity: 50, status: 'confirmed' });

  const access = rowsOf<{ action: string; user_id: number }>(
    await db().execute(
      sql`SELECT action, user_id FROM epin_batch_access WHERE batch_id = ${batchId}`,
    ),
  );
  expect(access).toEqual([{ action: 'print', user_id: user.id }]);

  // Another customer: not found, whatever they try; nothing recorded for them.
  const stranger = await funded();
  expect((await openCards(stranger.token, batchId)).statusCode).toBe(404);
  const marked = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/epins/batches/${batchId}/sold/`,
    headers: bearer(stranger.token),
    payload: { card_ids: [cards[0]?.id], marked: true },
  });
  expect(marked.statusCode).toBe(404);
  const theirStock = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/epins/batches/',
    headers: bearer(stranger.token),
  });
  expect(json<Stock>(theirStock).data.batches).toEqual([]);
  const accessAfter = rowsOf<{ n: number }>(
    await db().execute(
      sql`SELECT count(*)::int AS n FROM epin_batch_access WHERE batch_id = ${batchId}`,
    ),
  );
  expect(accessAfter[0]?.n).toBe(1);
});

test('a batch sent again with its Idempotency-Key after a lost answer answers the first batch, charged once', async () => {
  const user = await funded();
  const order = {
    package_id: await packageId(db(), 'mtn-epin'),
    variation_code: 'mtn-500',
    quantity: 3,
  };
  const first = await buy(ctx.app, user.token, 'purchase-recharge-cards', order, 'epin-key-0001');
  const again = await buy(ctx.app, user.token, 'purchase-recharge-cards', order, 'epin-key-0001');
  expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
  const [a, b] = [first, again].map((answer) => json<Purchase>(answer).data.transaction);
  expect(b?.tx_ref).toBe(a?.tx_ref);
  expect(b?.result?.epin_batch_id).toBe(a?.result?.epin_batch_id);
  expect((await entriesOf(db(), user.id, 'purchase')).length).toBe(1);
  const other = await buy(
    ctx.app,
    user.token,
    'purchase-recharge-cards',
    { ...order, quantity: 4 },
    'epin-key-0001',
  );
  expect(other.statusCode).toBe(422);
});

test('a batch settled short (48 of 49) refunds the missing card once, and a requery changes nothing', async () => {
  const user = await funded();
  const before = await snapshot(db(), user.id);
  const response = await buyCards(user.token, EPIN_SCENARIO_QUANTITIES.partial);
  expect(response.statusCode).toBe(200);
  const { transaction } = json<Purchase>(response).data;
  expect(transaction.result?.epin_cards).toEqual({ asked: 49, delivered: 48 });
  expect(transaction.result?.items?.[0]?.values[0]).toBe(EPIN_MESSAGES.short(48, 49, '₦100.00'));
  const row = await transactionByRef(db(), transaction.tx_ref);
  await requeryPurchase(ctx.app.purchases, row);
  await requeryPurchase(ctx.app.purchases, row);

  const refunds = await entriesOf(db(), user.id, EPIN_SHORT_REFUND);
  expect(refunds.map((entry) => entry.amountKobo)).toEqual([MTN_100_PRICE_KOBO]);
  expect(await entriesOf(db(), user.id, PURCHASE_REFUND)).toEqual([]);
  const after = await snapshot(db(), user.id);
  expect(Number(before.wallet) - Number(after.wallet)).toBe(48 * MTN_100_PRICE_KOBO);
  const opened = json<Cards>(await openCards(user.token, transaction.result?.epin_batch_id ?? 0));
  expect(opened.data.cards).toHaveLength(48);
});

test('a batch whose answer never came stays pending with its seller; a requery delivers it', async () => {
  const user = await funded();
  const response = await buyCards(user.token, EPIN_SCENARIO_QUANTITIES.timeout);
  expect(response.statusCode).toBe(201);
  const { transaction } = json<Purchase>(response).data;
  expect(transaction.status).toBe('pending');
  const batchId = transaction.result?.epin_batch_id ?? 0;
  expect(json<Cards>(await openCards(user.token, batchId)).data.cards).toEqual([]);
  expect((await snapshot(db(), user.id)).wallet).toBe((20_000 - 99 * 100) * 100);

  // The simulator issued the batch a second after our call gave up: a query finds the cards.
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  const row = await transactionByRef(db(), transaction.tx_ref);
  expect(row.provider).toBe('clubkonnect');
  const settled = await requeryPurchase(ctx.app.purchases, row);
  expect(settled.status).toBe('confirmed');
  expect(json<Cards>(await openCards(user.token, batchId)).data.cards).toHaveLength(99);
  expect((await snapshot(db(), user.id)).wallet).toBe((20_000 - 99 * 100) * 100);
  expect(await entriesOf(db(), user.id, PURCHASE_REFUND)).toEqual([]);
});

test('a person may refund a pending batch but never settle it as delivered: its PINs come from the seller', async () => {
  const user = await funded();
  const response = await buyCards(user.token, EPIN_SCENARIO_QUANTITIES.timeout);
  const { tx_ref: ref } = json<Purchase>(response).data.transaction;
  const decide = (as: 'delivered' | 'refunded') =>
    settleByOperator(ctx.app.purchases, ref, {
      as,
      by: 'owner@example.com',
      reason: 'seller support',
      early: true,
    });
  await expect(decide('delivered')).rejects.toThrow(CARDS_COME_FROM_THE_SELLER);
  const refunded = await decide('refunded');
  expect(refunded?.row.status).toBe('failed');
  expect((await snapshot(db(), user.id)).wallet).toBe(20_000 * 100);
});

test('over the limit, a fraction or an unknown card is refused before any charge', async () => {
  const user = await funded(100);
  const tooMany = await buyCards(user.token, 501);
  expect(tooMany.statusCode).toBe(400);
  expect(json<ErrorBody>(tooMany).data).toEqual({ quantity: EPIN_MESSAGES.quantityMaximum(500) });
  const fraction = await buyCards(user.token, 2.5);
  expect(json<ErrorBody>(fraction).data).toEqual({ quantity: EPIN_MESSAGES.quantityWhole });
  const noPlan = await buyCards(user.token, 2, 'glo-100');
  expect(json<ErrorBody>(noPlan).data).toEqual({ variation_code: EPIN_MESSAGES.planRequired });
  const broke = await buyCards(user.token, 2);
  expect(broke.statusCode).toBe(400);
  expect((await snapshot(db(), user.id)).entries).toBe(1);
});

test('a batch the seller refuses is refunded in full, once, with no cards', async () => {
  const user = await funded();
  const mode = (value: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/simulator/clubkonnect/mode',
      payload: { mode: value },
    });
  await mode('no-float');
  try {
    const refused = await buyCards(user.token, 5);
    expect(refused.statusCode).toBe(503);
  } finally {
    await mode('ok');
  }
  const [charge] = await entriesOf(db(), user.id, 'purchase');
  const refunds = await entriesOf(db(), user.id, PURCHASE_REFUND);
  expect(refunds.map((entry) => entry.amountKobo)).toEqual([5 * MTN_100_PRICE_KOBO]);
  expect(charge?.amountKobo).toBe(-5 * MTN_100_PRICE_KOBO);
  expect((await snapshot(db(), user.id)).wallet).toBe(20_000 * 100);
});

test('the stock filters batches, marks cards sold and totals what is unsold', async () => {
  const user = await funded();
  const mtn = json<Purchase>(await buyCards(user.token, 10)).data.transaction;
  await buyCards(user.token, 3, 'glo-200', 'glo-epin');
  const batchId = mtn.result?.epin_batch_id ?? 0;
  const { cards } = json<Cards>(await openCards(user.token, batchId)).data;
  const five = cards.slice(0, 5).map((card) => card.id);
  const sold = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/epins/batches/${batchId}/sold/`,
    headers: bearer(user.token),
    payload: { card_ids: five, marked: true },
  });
  expect(sold.statusCode).toBe(200);
  expect(json<{ data: { changed: number; batch: { sold: number } } }>(sold).data).toMatchObject({
    changed: 5,
    batch: { sold: 5 },
  });
  const stock = async (query = '') =>
    json<Stock>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/epins/batches/${query}`,
        headers: bearer(user.token),
      }),
    ).data;
  const all = await stock();
  expect(
    all.batches.map((batch) => [batch.network, batch.value, batch.delivered, batch.sold]),
  ).toEqual([
    ['glo', 200, 3, 0],
    ['mtn', 100, 10, 5],
  ]);
  expect(all.totals).toEqual({
    unsold_cards: 8,
    unsold_value: 5 * 100 + 3 * 200,
    unsold_cost: 5 * 100 + 3 * 200,
  });
  expect((await stock('?network=glo')).batches).toHaveLength(1);
  expect((await stock('?sold=yes')).batches.map((batch) => batch.network)).toEqual(['mtn']);
  expect((await stock('?sold=no')).batches.map((batch) => batch.network)).toEqual(['glo']);
  expect((await stock('?value=100')).totals.unsold_cards).toBe(5);
  // Marking again changes nothing; taking the mark back does.
  const again = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/epins/batches/${batchId}/sold/`,
    headers: bearer(user.token),
    payload: { card_ids: five, marked: true },
  });
  expect(json<{ data: { changed: number } }>(again).data.changed).toBe(0);
});

test('data cards are bought by plan, delivered with the plan named, and listed as data in the stock', async () => {
  const user = await funded();
  const response = await buyCards(user.token, 3, 'mtn-datacard-1gb', 'mtn-datacard');
  expect(response.statusCode).toBe(200);
  const { transaction } = json<Purchase>(response).data;
  expect(transaction.amount).toBe(3 * 600);
  const { batch, cards } = json<Cards>(
    await openCards(user.token, transaction.result?.epin_batch_id ?? 0),
  ).data;
  expect(cards).toHaveLength(3);
  expect(batch).toMatchObject({ delivered: 3, quantity: 3 });
  const stock = json<{
    data: { batches: { kind: string; plan_name: string | null; value: number }[] };
  }>(
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/epins/batches/?kind=data',
      headers: bearer(user.token),
    }),
  ).data;
  expect(stock.batches).toEqual([
    expect.objectContaining({
      kind: 'data',
      plan_name: 'MTN 1 GB - 30 days data card',
      value: 600,
    }),
  ]);
});

test('the business name and phone are set once and printed with the cards', async () => {
  const user = await funded();
  const put = (payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/epins/seller/',
      headers: bearer(user.token),
      payload,
    });
  const bad = await put({ business_name: '  ', phone: '123' });
  expect(json<ErrorBody>(bad).data).toEqual({
    business_name: EPIN_MESSAGES.businessNameRequired,
    phone: EPIN_MESSAGES.sellerPhoneInvalid,
  });
  const saved = await put({ business_name: ' Mama  Tunde   Ventures ', phone: '+2348031234567' });
  expect(json<{ data: object }>(saved).data).toEqual({
    business_name: 'Mama Tunde Ventures',
    phone: '08031234567',
  });
  const batch = json<Purchase>(await buyCards(user.token, 1)).data.transaction.result
    ?.epin_batch_id;
  expect(json<Cards>(await openCards(user.token, batch ?? 0)).data.seller).toEqual({
    business_name: 'Mama Tunde Ventures',
    phone: '08031234567',
  });
});

test("PINs appear nowhere but the buyer's batch: not in any table, the console, the webhook or the history", async () => {
  const user = await funded();
  await db().execute(
    sql`UPDATE users SET webhook_url = 'https://example.com/hook' WHERE id = ${user.id}`,
  );
  const bought = json<Purchase>(await buyCards(user.token, 20)).data.transaction;
  const { cards } = json<Cards>(
    await openCards(user.token, bought.result?.epin_batch_id ?? 0),
  ).data;
  expect(cards).toHaveLength(20);
  const pins = cards.map((card) => card.pin);
  const leaks = (text: string) => pins.filter((pin) => text.includes(pin));

  // every row of every table of ours, as text (the sealed PINs are ciphertext); the simulators'
  // tables are the provider's own records
  const tables = rowsOf<{ table_name: string }>(
    await db().execute(sql`SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
        AND table_name NOT LIKE 'sim\\_%'`),
  ).map((row) => row.table_name);
  expect(tables).toContain('webhook_deliveries');
  for (const table of tables) {
    const dump = rowsOf<{ rows: string | null }>(
      await db().execute(
        sql`SELECT string_agg(t::text, ' ') AS rows FROM ${sql.identifier(table)} t`,
      ),
    )[0]?.rows;
    expect({ table, leaks: leaks(dump ?? '') }).toEqual({ table, leaks: [] });
  }

  const owner = await signedInStaff(ctx.app, 'owner');
  // the owner sees the cards' sales, at their margin over ClubKonnect's 2% discount
  const overview = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/console/overview',
    headers: owner.headers,
  });
  type Overview = {
    data: {
      business: { periods: { period: string; by_service: { key: string; value: number }[] }[] };
    };
  };
  const today = json<Overview>(overview).data.business.periods.find(
    (period) => period.period === 'today',
  );
  const cardSales = today?.by_service.find((entry) => entry.key === 'Recharge Cards');
  expect(cardSales?.value).toBeGreaterThanOrEqual(20 * 100);

  const support = await signedInStaff(ctx.app, 'support');
  // staff see the batch's counts, serials and openings, and cannot settle it as delivered
  const detail = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/console/transactions/${bought.tx_ref}`,
    headers: support.headers,
  });
  type Detail = {
    data: {
      cards: {
        asked: number;
        delivered: number;
        serials: string[];
        openings: { purpose: string }[];
      };
      actions: { mark_delivered: { allowed: boolean } };
    };
  };
  const { cards: staffView, actions } = json<Detail>(detail).data;
  expect(staffView).toMatchObject({ asked: 20, delivered: 20, openings: [{ purpose: 'view' }] });
  expect(staffView.serials).toEqual(cards.map((card) => card.serial));
  expect(actions.mark_delivered.allowed).toBe(false);
  for (const staff of [owner, support])
    for (const url of [
      '/api/v1/console/transactions',
      `/api/v1/console/transactions/${bought.tx_ref}`,
      `/api/v1/console/customers/${user.id}/transactions`,
      '/api/v1/console/webhooks',
      '/api/v1/console/overview',
    ]) {
      const answer = await ctx.app.inject({ method: 'GET', url, headers: staff.headers });
      expect({ url, leaks: leaks(answer.body) }).toEqual({ url, leaks: [] });
    }
  for (const url of [
    '/api/v1/transactions/',
    `/api/v1/transactions/${bought.id}/`,
    `/api/v1/purchases/by-key/none/`,
  ]) {
    const answer = await ctx.app.inject({ method: 'GET', url, headers: bearer(user.token) });
    expect({ url, leaks: leaks(answer.body) }).toEqual({ url, leaks: [] });
  }
  const row = await db().select().from(transactions).where(eq(transactions.id, bought.id));
  expect(row[0]?.token).toBeNull();
});

test("a reseller's live key buys a batch and reads its PINs; a test key is refused", async () => {
  const shop = await resellerAccount(ctx.app, 'nairatop');
  const withKey = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) });
  const order = {
    package_id: await packageId(db(), 'mtn-epin'),
    variation_code: 'mtn-200',
    quantity: 4,
  };
  const bought = await withKey(shop.key, 'POST', '/api/v1/purchase-recharge-cards/', order);
  expect(bought.statusCode).toBe(200);
  const batchId = json<Purchase>(bought).data.transaction.result?.epin_batch_id ?? 0;
  const read = await withKey(
    shop.key,
    'GET',
    `/api/v1/epins/batches/${batchId}/cards/?purpose=download`,
  );
  expect(json<Cards>(read).data.cards).toHaveLength(4);

  const sandbox = await resellerAccount(ctx.app, 'nairatop', { test: true });
  const refused = await withKey(sandbox.key, 'POST', '/api/v1/purchase-recharge-cards/', order);
  expect(refused.statusCode).toBe(403);
  expect(json<{ message: string }>(refused).message).toBe(KEY_MESSAGES.testKeyCharges);
  expect((await snapshot(db(), sandbox.id)).entries).toBe(1);
});
