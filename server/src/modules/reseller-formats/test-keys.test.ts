import { eq } from 'drizzle-orm';
import type { PurchaseResponse, Transaction } from '@contract/api';
import { transactions, users } from '../../db/schema';
import { bearer } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { packageId, SANDBOX } from '../../../test/purchases';
import { AdexClient, MsorgClient, resellerAccount } from '../../../test/reseller-clients';
import { snapshot } from '../../../test/wallet';
import { KEY_MESSAGES, TEST_KEY_HEADER } from '../api-keys/authenticate';
import { TEST_ORDER_MESSAGES, testOrders } from '../test-orders';
import { webhookDeliveries } from '../webhooks';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const ordersOf = (userId: number) =>
  ctx.database.db.select().from(transactions).where(eq(transactions.userId, userId));

/** How many calls this app has made to the bills provider (its simulator here), from /metrics. */
async function providerCalls(): Promise<number> {
  const { body } = await ctx.app.inject({ method: 'GET', url: '/metrics' });
  return body
    .split('\n')
    .filter((line) =>
      /^nairatop_provider_request_duration_seconds_count\{[^}]*provider="vtpass"/.test(line),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

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

it('answers cable, electricity, exam PINs and validations from the sandbox, in both formats', async () => {
  const msorgShop = await resellerAccount(ctx.app, 'msorg', { test: true });
  const msorg = new MsorgClient(ctx.app, msorgShop.key);
  const callsBefore = await providerCalls();
  const listing = (await msorg.networks()).body;
  const dstv = (listing.cable_plans as { id: number; cablename: number }[]).find(
    (plan) => plan.cablename === 2,
  )!;
  expect((await msorg.validateIuc(SANDBOX.smartCard, 2)).body).toMatchObject({
    test: true,
    name: 'TEST CUSTOMER DSTV',
  });
  // The sandbox knows its own smart card only: another is refused as a provider refuses it.
  const unknownCard = await msorg.validateIuc('7027914329', 2);
  expect(unknownCard.body).toMatchObject({ test: true, invalid: true });
  const cable = await msorg.cablesub({
    cablename: 2,
    cableplan: dstv.id,
    smart_card_number: SANDBOX.smartCard,
    ident: 'test-cable-1',
  });
  expect(cable.body).toMatchObject({
    test: true,
    Status: 'successful',
    api_response: TEST_ORDER_MESSAGES.answer.confirmed,
    balance_after: '50000.00',
  });
  expect((await msorg.validateMeter(SANDBOX.prepaidMeter, 1, 1)).body).toMatchObject({
    test: true,
    name: 'TEST CUSTOMER',
  });
  const bill = await msorg.billpayment({
    disco_name: 1,
    amount: 1000,
    meter_number: SANDBOX.prepaidMeter,
    MeterType: 1,
    ident: 'test-bill-1',
  });
  expect(bill.body).toMatchObject({ test: true, Status: 'successful' });
  expect(bill.body.token).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}-\d{4}$/);
  expect((await msorg.order('billpayment', 'test-bill-1')).body).toMatchObject({
    test: true,
    token: bill.body.token,
  });

  const adexShop = await resellerAccount(ctx.app, 'adex', { test: true });
  const adex = new AdexClient(ctx.app);
  expect((await adex.login(adexShop.username, adexShop.key)).body).toMatchObject({
    test: true,
    status: 'success',
  });
  expect((await adex.billValidation(SANDBOX.postpaidMeter, 1, 'postpaid')).body).toMatchObject({
    test: true,
    status: 'success',
  });
  const exam = await adex.exam({ exam: 1, quantity: 1, 'request-id': 'test-exam-1' });
  expect(exam.body).toMatchObject({ test: true, status: 'success' });
  expect(exam.body.pin).toMatch(/\d{12}/);

  expect(await providerCalls()).toBe(callsBefore);
  // The owner sees the key's test orders in the profile, newest first; nobody else, nor the key.
  const listOf = (keyId: number, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/api-keys/${keyId}/test-orders/`, headers });
  const listed = json<{ data: Transaction[] }>(
    await listOf(msorgShop.keyId, bearer(msorgShop.token)),
  ).data;
  expect(
    listed.map((order) => [order.test, order.status, order.card_no ?? order.phone_no]),
  ).toEqual([
    [true, 'confirmed', SANDBOX.prepaidMeter],
    [true, 'confirmed', SANDBOX.smartCard],
  ]);
  expect((await listOf(msorgShop.keyId, bearer(adexShop.token))).statusCode).toBe(404);
  expect(
    (await listOf(msorgShop.keyId, { authorization: `Token ${msorgShop.key}` })).statusCode,
  ).toBe(403);
  for (const shop of [msorgShop, adexShop])
    expect((await snapshot(ctx.database.db, shop.id)).wallet).toBe(5_000_000);
  expect([...(await ordersOf(msorgShop.id)), ...(await ordersOf(adexShop.id))]).toEqual([]);
  // a live order's reference is not a test order's
  expect((await msorg.order('data', '1')).status).toBe(404);
});

it('buys through /api/v1 with a NairaTop test key, and refuses what the sandbox cannot answer', async () => {
  const own = await resellerAccount(ctx.app, 'nairatop', { test: true });
  await ctx.database.db
    .update(users)
    .set({ webhookUrl: 'https://reseller.example/hook' })
    .where(eq(users.id, own.id));
  const headers = { 'x-api-key': own.key, 'idempotency-key': 'test-key-v1-order' };
  const airtime = {
    phone_number: SANDBOX.success,
    amount: 100,
    package_id: await packageId(ctx.database.db, 'mtn-airtime'),
  };
  const buy = () =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/purchase-airtime/', headers, payload: airtime });
  const bought = await buy();
  expect(bought.statusCode).toBe(200);
  const body = json<{ message: string; data: PurchaseResponse }>(bought);
  expect(body.message).toBe(TEST_ORDER_MESSAGES.answer.confirmed);
  expect(body.data).toMatchObject({
    wallet_balance: 50_000,
    transaction: { test: true, status: 'confirmed', amount: 99, phone_no: SANDBOX.success },
  });
  // The same key answers the same test order.
  expect(json<{ data: PurchaseResponse }>(await buy()).data.transaction.id).toBe(
    body.data.transaction.id,
  );
  const byKey = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/purchases/by-key/test-key-v1-order/',
    headers: { 'x-api-key': own.key },
  });
  expect(json<{ data: Transaction }>(byKey).data).toMatchObject({
    test: true,
    id: body.data.transaction.id,
  });
  const failed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/purchase-airtime/',
    headers: { 'x-api-key': own.key },
    payload: { ...airtime, phone_number: SANDBOX.failed },
  });
  expect(failed.statusCode).toBe(400);
  expect(json<{ message: string }>(failed).message).toBe(TEST_ORDER_MESSAGES.answer.failed);
  const verified = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/verify-card/${await packageId(ctx.database.db, 'gotv')}/${SANDBOX.smartCard}/`,
    headers: { 'x-api-key': own.key },
  });
  expect(
    json<{ data: { content: { Customer_Name: string } } }>(verified).data.content,
  ).toMatchObject({
    Customer_Name: 'TEST CUSTOMER GOTV',
  });
  // SMS and airtime to cash have no sandbox answer: a live key only.
  const sms = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/send-sms/',
    headers: { 'x-api-key': own.key },
    payload: { sender: 'NairaTop', recipients: SANDBOX.success, message: 'hello' },
  });
  expect(sms.statusCode).toBe(403);
  expect(json<{ message: string }>(sms).message).toBe(KEY_MESSAGES.testKeyCharges);
  // Every answer to a test key says so, reads and refusals included.
  const read = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/get-user/',
    headers: { 'x-api-key': own.key },
  });
  expect(read.statusCode).toBe(200);
  for (const answer of [bought, failed, read, sms])
    expect(answer.headers[TEST_KEY_HEADER]).toBe('true');
  expect((await snapshot(ctx.database.db, own.id)).wallet).toBe(5_000_000);
  expect(await ordersOf(own.id)).toEqual([]);
  // Both final test orders reached the webhook in the NairaTop shape, marked as tests.
  const hooks = await ctx.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, own.id));
  expect(hooks.map((row) => JSON.parse(row.payload))).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        test: true,
        event: 'transaction.confirmed',
        data: expect.objectContaining({ test: true, id: body.data.transaction.id }),
      }),
      expect.objectContaining({ test: true, event: 'transaction.failed' }),
    ]),
  );

  const live = await resellerAccount(ctx.app, 'msorg');
  const renamed = live.key.replace(/^ntk_/, 'ntk_test_');
  expect((await new MsorgClient(ctx.app, renamed).user()).status).toBe(401);
});

it('delivers a processing test order when the sandbox wait is over, and its webhook says test', async () => {
  const shop = await resellerAccount(ctx.app, 'msorg', { test: true });
  await ctx.database.db
    .update(users)
    .set({ webhookUrl: 'https://reseller.example/hook' })
    .where(eq(users.id, shop.id));
  const client = new MsorgClient(ctx.app, shop.key);
  const slow = await client.topup({
    network: 1,
    amount: 100,
    mobile_number: SANDBOX.pending,
    Ported_number: true,
    airtime_type: 'VTU',
    ident: 'test-slow-1',
  });
  expect(slow.body).toMatchObject({ test: true, Status: 'processing' });
  const webhooksOf = () =>
    ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, shop.id));
  expect(await webhooksOf()).toEqual([]);
  // Still processing until the wait is over; then the query finds it delivered.
  expect((await client.order('topup', 'test-slow-1')).body).toMatchObject({ Status: 'processing' });
  await ctx.database.db
    .update(testOrders)
    .set({ resolvesAt: new Date(Date.now() - 1000) })
    .where(eq(testOrders.idempotencyKey, 'test-slow-1'));
  expect((await client.order('topup', 'test-slow-1')).body).toMatchObject({
    test: true,
    Status: 'successful',
  });
  const deliveries = await webhooksOf();
  expect(deliveries).toHaveLength(1);
  expect(deliveries[0]!.transactionId).toBeNull();
  expect(JSON.parse(deliveries[0]!.payload)).toMatchObject({
    test: true,
    ident: 'test-slow-1',
    Status: 'successful',
  });
  // A delivered or failed test order is told at once.
  await client.topup({
    network: 1,
    amount: 100,
    mobile_number: SANDBOX.failed,
    Ported_number: true,
    airtime_type: 'VTU',
    ident: 'test-failed-1',
  });
  expect((await webhooksOf()).map((row) => JSON.parse(row.payload).Status)).toEqual(
    expect.arrayContaining(['successful', 'failed']),
  );
});
