import { eq } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { packageId, SANDBOX } from '../../../test/purchases';
import { MsorgClient, resellerAccount } from '../../../test/reseller-clients';
import { snapshot } from '../../../test/wallet';
import { KEY_MESSAGES } from '../api-keys/authenticate';
import { TEST_ORDER_MESSAGES } from './test-orders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const ordersOf = (userId: number) =>
  ctx.database.db.select().from(transactions).where(eq(transactions.userId, userId));

async function mtnSme1gb(client: MsorgClient) {
  const { body } = await client.networks();
  return (body.data_plans as { id: number; plan_name: string }[]).find(
    (plan) => plan.plan_name === 'MTN SME 1GB - 30 Days',
  )!;
}

it('answers orders from the sandbox scenarios and says so, moving no money and asking no provider', async () => {
  const shop = await resellerAccount(ctx.app, 'msorg', { test: true });
  expect(shop.key).toMatch(/^ntk_test_/);
  const client = new MsorgClient(ctx.app, shop.key);
  const plan = await mtnSme1gb(client);
  const order = {
    network: 1,
    mobile_number: '08031234567',
    plan: plan.id,
    Ported_number: false,
    ident: 'test-order-1',
  };
  const bought = await client.buyData(order);
  expect(bought.body).toMatchObject({
    test: true,
    Status: 'successful',
    ident: 'test-order-1',
    plan_amount: '650.00',
    balance_before: '50000.00',
    balance_after: '50000.00',
    api_response: TEST_ORDER_MESSAGES.answer.confirmed,
  });
  expect((await client.buyData(order)).body).toMatchObject({ id: bought.body.id });
  expect((await client.order('data', 'test-order-1')).body).toMatchObject({
    test: true,
    id: bought.body.id,
    Status: 'successful',
  });
  const failed = await client.topup({
    network: 1,
    amount: 100,
    mobile_number: '08022222222',
    Ported_number: true,
    airtime_type: 'VTU',
  });
  expect(failed.body).toMatchObject({ test: true, Status: 'failed' });
  const pending = await client.topup({
    network: 1,
    amount: 100,
    mobile_number: SANDBOX.pending,
    Ported_number: true,
    airtime_type: 'VTU',
  });
  expect(pending.body).toMatchObject({ test: true, Status: 'processing' });
  expect((await client.user()).body).toMatchObject({
    test: true,
    user: { Account_Balance: '50000.00' },
  });

  expect((await snapshot(ctx.database.db, shop.id)).wallet).toBe(5_000_000);
  expect(await ordersOf(shop.id)).toEqual([]);
});

it('refuses what a test key cannot answer without a provider or money, saying it is a test', async () => {
  const shop = await resellerAccount(ctx.app, 'msorg', { test: true });
  const client = new MsorgClient(ctx.app, shop.key);
  const { body } = await client.networks();
  const dstv = (body.cable_plans as { id: number; cablename: number }[]).find(
    (plan) => plan.cablename === 2,
  )!;
  const cable = await client.cablesub({
    cablename: 2,
    cableplan: dstv.id,
    smart_card_number: SANDBOX.smartCard,
  });
  expect(cable.status).toBe(400);
  expect(cable.body).toEqual({ test: true, error: [TEST_ORDER_MESSAGES.services] });
  expect((await client.validateIuc(SANDBOX.smartCard, 2)).body).toEqual({
    test: true,
    error: [TEST_ORDER_MESSAGES.verify],
  });
  // a live order's reference is not a test order's
  expect((await client.order('data', '1')).status).toBe(404);
});

it('keeps a NairaTop test key to reading, and a live key is not a test key by renaming it', async () => {
  const own = await resellerAccount(ctx.app, 'nairatop', { test: true });
  const headers = { 'x-api-key': own.key, 'idempotency-key': 'test-key-v1-order' };
  const bought = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/purchase-airtime/',
    headers,
    payload: {
      phone_number: SANDBOX.success,
      amount: 100,
      package_id: await packageId(ctx.database.db, 'mtn-airtime'),
    },
  });
  expect(bought.statusCode).toBe(403);
  expect(json<{ message: string }>(bought).message).toBe(KEY_MESSAGES.testKeyCharges);
  const read = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/get-transactions/',
    headers: { 'x-api-key': own.key },
  });
  expect(read.statusCode).toBe(200);
  expect((await snapshot(ctx.database.db, own.id)).wallet).toBe(5_000_000);

  const live = await resellerAccount(ctx.app, 'msorg');
  const renamed = live.key.replace(/^ntk_/, 'ntk_test_');
  expect((await new MsorgClient(ctx.app, renamed).user()).status).toBe(401);
});
