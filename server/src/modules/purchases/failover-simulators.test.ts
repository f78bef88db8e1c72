import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { transactions, users } from '../../db/schema';
import type { ReceivedOrder, SimulatorMode } from '../../lib/simulator-controls';
import type { ConsoleTransactionDetail, ProviderFloat } from '@contract/api/console';
import { signedInUser } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console';
import { impatientProviders, json, startTestApp, type TestContext } from '../../../test/harness';
import { buy, packageId, SANDBOX } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';
import { recordBillsBalancesIfDue } from '../reconciliation/provider-balances';
import { requeryPurchase } from './reconciler';

/*
 * The failover rule with both real simulators behind their adapters, switched through the sandbox
 * controls as an owner trying the product would: an order moves to ClubKonnect only when VTpass
 * refused it before vending (down, no float); when VTpass took it and did not answer in time, it is
 * never sent to ClubKonnect and is settled by VTpass's own answer. Airtime is VTpass's first
 * (its commission is the better one); MTN SME data is ClubKonnect's first (its plan is cheaper).
 */

type Provider = 'vtpass' | 'clubkonnect';

let ctx: TestContext;
const db = () => ctx.database.db;

beforeAll(async () => {
  // two tests wait for VTpass to time out
  ctx = await startTestApp(impatientProviders());
});
afterAll(() => ctx.close());
afterEach(async () => {
  for (const provider of ['vtpass', 'clubkonnect'] as const) await setMode(provider, 'ok');
  await db().execute(sql`DELETE FROM bills_breakers`);
});

async function setMode(provider: Provider, mode: SimulatorMode) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/simulator/${provider}/mode`,
    payload: { mode },
  });
  expect(response.statusCode).toBe(200);
}

async function ordersAt(provider: Provider, requestIds: readonly (string | null)[]) {
  const response = await ctx.app.inject({ method: 'GET', url: `/simulator/${provider}/orders` });
  return json<ReceivedOrder[]>(response).filter((order) => requestIds.includes(order.request_id));
}

const WALLET_KOBO = 1_000_000;

async function customer() {
  const user = await signedInUser(ctx.app);
  await seedBalance(db(), user.id, 'wallet', WALLET_KOBO / 100);
  return user;
}

const walletKobo = async (userId: number) =>
  (await db().select().from(users).where(eq(users.id, userId)))[0]?.walletBalanceKobo;

/** The order's attempts, oldest first: the provider, its request id and what it answered. */
const attemptsOf = async (transactionId: number) =>
  rowsOf<{ provider: string; request_id: string; state: string }>(
    await db().execute(sql`
      SELECT provider, request_id, state FROM purchase_attempts
      WHERE transaction_id = ${transactionId} ORDER BY id`),
  );

async function buyAirtime(token: string) {
  const response = await buy(ctx.app, token, 'purchase-airtime', {
    network: 'MTN',
    phone_number: SANDBOX.success,
    amount: 100,
    package_id: await packageId(db(), 'mtn-airtime'),
  });
  return rowOf(response);
}

async function rowOf(response: { statusCode: number; body: string }) {
  const ref = json<{ data?: { transaction?: { tx_ref?: string } } }>(response).data?.transaction
    ?.tx_ref;
  if (!ref) throw new Error(`no purchase: ${response.statusCode} ${response.body}`);
  const [row] = await db().select().from(transactions).where(eq(transactions.txRef, ref));
  if (!row) throw new Error(`no transaction ${ref}`);
  return { response, row };
}

const requestIdsOf = async (transactionId: number) =>
  (await attemptsOf(transactionId)).map((attempt) => attempt.request_id);

it('VTpass down: the airtime order is delivered once by ClubKonnect, with one debit', async () => {
  const user = await customer();
  await setMode('vtpass', 'down');
  const { response, row } = await buyAirtime(user.token);
  expect(response.statusCode).toBe(200);
  expect(row).toMatchObject({ status: 'confirmed', provider: 'clubkonnect' });
  const attempts = await attemptsOf(row.id);
  expect(attempts.map(({ provider, state }) => [provider, state])).toEqual([
    ['vtpass', 'failed'],
    ['clubkonnect', 'delivered'],
  ]);
  const ids = attempts.map((attempt) => attempt.request_id);
  expect(await ordersAt('vtpass', ids)).toHaveLength(1);
  expect(await ordersAt('clubkonnect', ids)).toHaveLength(1);
  expect(await walletKobo(user.id)).toBe(WALLET_KOBO - row.amountKobo);

  // owners see where it went and what it cost; the customer's answer names no provider
  const staff = await signedInStaff(ctx.app, 'owner');
  const detail = json<{ data: ConsoleTransactionDetail }>(
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/console/transactions/${row.txRef}`,
      headers: staff.headers,
    }),
  ).data;
  expect(detail.transaction).toMatchObject({
    provider: 'clubkonnect',
    provider_cost: (row.providerCostKobo ?? 0) / 100,
    margin: (row.amountKobo - (row.providerCostKobo ?? 0)) / 100,
  });
  expect(detail.attempts.map(({ provider, state }) => [provider, state])).toEqual([
    ['vtpass', 'failed'],
    ['clubkonnect', 'delivered'],
  ]);
  expect(JSON.stringify(response.body)).not.toMatch(/vtpass|clubkonnect/i);
});

it('VTpass out of float: the order fails over to ClubKonnect, and the console tells the owner VTpass is low', async () => {
  const user = await customer();
  await setMode('vtpass', 'no-float');
  const { row } = await buyAirtime(user.token);
  expect(row).toMatchObject({ status: 'confirmed', provider: 'clubkonnect' });
  expect(await ordersAt('clubkonnect', await requestIdsOf(row.id))).toHaveLength(1);
  expect(await walletKobo(user.id)).toBe(WALLET_KOBO - row.amountKobo);

  // the balance job's next pass finds VTpass at ₦0
  const failures: string[] = [];
  await recordBillsBalancesIfDue(db(), ctx.app.billsProviders, (provider) => {
    failures.push(provider);
  });
  expect(failures).toEqual([]);
  const owner = await signedInStaff(ctx.app, 'owner');
  const float = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/console/provider-float',
    headers: owner.headers,
  });
  expect(json<{ data: ProviderFloat }>(float).data).toMatchObject({
    low: true,
    low_providers: ['vtpass'],
  });
});

it('VTpass times out: the order stays with VTpass, is never sent to ClubKonnect, and VTpass settles it', async () => {
  const user = await customer();
  await setMode('vtpass', 'timeout');
  const { row } = await buyAirtime(user.token);
  expect(row).toMatchObject({ status: 'pending', provider: 'vtpass' });
  await setMode('vtpass', 'ok');
  const settled = await requeryPurchase(ctx.app.purchases, row);
  expect(settled).toMatchObject({ status: 'confirmed', provider: 'vtpass' });
  const attempts = await attemptsOf(row.id);
  expect(new Set(attempts.map((attempt) => attempt.provider))).toEqual(new Set(['vtpass']));
  const ids = [row.requestId, ...attempts.map((attempt) => attempt.request_id)];
  expect(await ordersAt('clubkonnect', ids)).toEqual([]);
  expect(await walletKobo(user.id)).toBe(WALLET_KOBO - row.amountKobo);
});

it('a customer-side refusal by VTpass fails and refunds: no other provider is asked', async () => {
  const user = await customer();
  const response = await buy(ctx.app, user.token, 'purchase-airtime', {
    network: 'MTN',
    phone_number: SANDBOX.failed,
    amount: 100,
    package_id: await packageId(db(), 'mtn-airtime'),
  });
  const [row] = await db().select().from(transactions).where(eq(transactions.userId, user.id));
  if (!row) throw new Error(`no purchase: ${response.statusCode} ${response.body}`);
  expect(row).toMatchObject({ status: 'failed', provider: 'vtpass' });
  expect(await ordersAt('clubkonnect', await requestIdsOf(row.id))).toEqual([]);
  expect(await walletKobo(user.id)).toBe(WALLET_KOBO);
});

it('MTN SME data goes to ClubKonnect (cheaper); ClubKonnect down, VTpass delivers it', async () => {
  const smeData = async (token: string) =>
    rowOf(
      await buy(ctx.app, token, 'purchase-data', {
        variation_code: 'mtn-sme-1gb-30days',
        phone_number: SANDBOX.success,
        package_id: await packageId(db(), 'mtn-data-sme'),
      }),
    );
  const user = await customer();
  const first = await smeData(user.token);
  expect(first.row).toMatchObject({ status: 'confirmed', provider: 'clubkonnect' });
  // our margin is against ClubKonnect's cost of the plan
  expect(first.row.providerCostKobo).toBe(52_000);
  expect(first.row.marginKobo).toBe(first.row.amountKobo - 52_000);
  expect(await walletKobo(user.id)).toBe(WALLET_KOBO - first.row.amountKobo);

  // another customer (one number twice within 30 s is the duplicate rule's)
  const other = await customer();
  await setMode('clubkonnect', 'down');
  const second = await smeData(other.token);
  expect(second.row).toMatchObject({ status: 'confirmed', provider: 'vtpass' });
  expect((await attemptsOf(second.row.id)).map((attempt) => attempt.provider)).toEqual([
    'clubkonnect',
    'vtpass',
  ]);
  expect(await walletKobo(other.id)).toBe(WALLET_KOBO - second.row.amountKobo);
});

it("ClubKonnect's callback leaves VTpass's orders alone; VTpass's own callback settles them", async () => {
  const user = await customer();
  await setMode('vtpass', 'timeout');
  const { row } = await buyAirtime(user.token);
  expect(row).toMatchObject({ status: 'pending', provider: 'vtpass' });
  await setMode('vtpass', 'ok');

  const clubkonnect = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/webhooks/clubkonnect/?orderid=1&statuscode=200&orderstatus=ORDER_COMPLETED&requestid=${row.requestId}`,
  });
  expect(json(clubkonnect)).toEqual({ response: 'success' });
  const [afterOther] = await db().select().from(transactions).where(eq(transactions.id, row.id));
  expect(afterOther?.status).toBe('pending');

  const vtpass = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/vtpass/',
    payload: { type: 'transaction-update', data: { requestId: row.requestId } },
  });
  expect(vtpass.statusCode).toBe(200);
  const [afterOwn] = await db().select().from(transactions).where(eq(transactions.id, row.id));
  expect(afterOwn?.status).toBe('confirmed');
});

it('Glo SME, which VTpass does not sell, is bought from ClubKonnect at its listed cost and never sent to VTpass, even with ClubKonnect down', async () => {
  const gloSme = async (token: string) =>
    buy(ctx.app, token, 'purchase-data', {
      variation_code: 'glo-sme-1gb-30days',
      phone_number: SANDBOX.success,
      package_id: await packageId(db(), 'glo-data-sme'),
    });
  const user = await customer();
  const { row } = await rowOf(await gloSme(user.token));
  expect(row).toMatchObject({ status: 'confirmed', provider: 'clubkonnect' });
  // the Normal tier's ₦305 against ClubKonnect's ₦270 for its "1 GB - 30 days (SME)"
  expect(row.amountKobo).toBe(30_500);
  expect(row.providerCostKobo).toBe(27_000);
  expect(row.marginKobo).toBe(3_500);
  const [delivered] = await ordersAt('clubkonnect', [row.requestId]);
  expect(delivered).toBeDefined();

  const other = await customer();
  await setMode('clubkonnect', 'down');
  const vtpassOrders = async () =>
    json<ReceivedOrder[]>(await ctx.app.inject({ method: 'GET', url: '/simulator/vtpass/orders' }))
      .length;
  const before = await vtpassOrders();
  const response = await gloSme(other.token);
  // refused before vending by the only provider that sells it: failed and refunded
  expect(response.statusCode).toBe(400);
  expect(json(response).message).toContain('₦305.00 has been refunded to your wallet.');
  const [failed] = await db().select().from(transactions).where(eq(transactions.userId, other.id));
  if (!failed) throw new Error('no transaction');
  expect(failed).toMatchObject({ status: 'failed', provider: 'clubkonnect' });
  expect((await attemptsOf(failed.id)).map((attempt) => attempt.provider)).toEqual(['clubkonnect']);
  expect(await vtpassOrders()).toBe(before);
  expect(await walletKobo(other.id)).toBe(WALLET_KOBO);
});
