import { eq } from 'drizzle-orm';
import type { CreatedApiKey } from '@contract/api';
import { transactions, users } from '../../db/schema';
import { webhookDeliveries } from '../webhooks';
import { PASSWORD, bearer, signedInUser } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { SANDBOX, simulatorResolves } from '../../../test/purchases';
import { AdexClient, MsorgClient, resellerAccount } from '../../../test/reseller-clients';
import { snapshot } from '../../../test/wallet';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ resellerFinalWaitMs: 600 });
});
afterAll(() => ctx.close());

const reseller = (format: 'msorg' | 'adex' | 'nairatop') => resellerAccount(ctx.app, format);

interface ListedDataPlan {
  id: number;
  network: number;
  plan_name: string;
  plan_amount: string;
}
interface ListedCablePlan {
  id: number;
  cablename: number;
  plan_name: string;
  plan_amount: string;
}

async function listed(client: { networks(): Promise<{ body: Record<string, unknown> }> }) {
  const { body } = await client.networks();
  return body as { data_plans: ListedDataPlan[]; cable_plans: ListedCablePlan[] };
}

describe('an MSORG client runs unchanged', () => {
  it('lists the networks and plans in MSORG numbers, with prices at its level', async () => {
    const shop = await reseller('msorg');
    const { body, status } = await new MsorgClient(ctx.app, shop.key).networks();
    expect(status).toBe(200);
    expect(body.networks).toEqual([
      { id: 1, name: 'MTN' },
      { id: 2, name: 'GLO' },
      { id: 3, name: '9MOBILE' },
      { id: 4, name: 'AIRTEL' },
    ]);
    const plans = (body as { data_plans: ListedDataPlan[] }).data_plans;
    const sme = plans.find((plan) => plan.plan_name === 'MTN SME 1GB - 30 Days');
    expect(sme).toMatchObject({ network: 1, plan_type: 'SME', plan_amount: '650.00' });
    expect(plans.find((plan) => /^airtel/i.test(plan.plan_name))?.network).toBe(4);
  });

  it('buys data, answers the final outcome with its balances, and a replayed ident charges once', async () => {
    const shop = await reseller('msorg');
    const client = new MsorgClient(ctx.app, shop.key);
    const plan = (await listed(client)).data_plans.find(
      (one) => one.plan_name === 'MTN SME 1GB - 30 Days',
    )!;
    const order = {
      network: 1,
      mobile_number: SANDBOX.success,
      plan: plan.id,
      Ported_number: true,
      ident: 'Data12345678901234567890',
    };
    const first = await client.buyData(order);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      ident: order.ident,
      network: 1,
      mobile_number: SANDBOX.success,
      plan: plan.id,
      Status: 'successful',
      plan_network: 'MTN',
      plan_name: 'MTN SME 1GB - 30 Days',
      plan_amount: '650.00',
      balance_before: '50000.00',
      balance_after: '49350.00',
    });
    const again = await client.buyData(order);
    expect(again.body).toMatchObject({ id: first.body.id, Status: 'successful' });
    // the same reference with another order is refused, not answered with the first
    const other = await client.buyData({ ...order, mobile_number: '08011111112' });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: [expect.any(String)] });
    expect((await snapshot(ctx.database.db, shop.id)).wallet).toBe(4_935_000);
    for (const ref of [order.ident, String(first.body.id)]) {
      const queried = await client.order('data', ref);
      expect(queried.body).toMatchObject({ id: first.body.id, Status: 'successful' });
    }
    expect((await client.user()).body).toMatchObject({
      user: { username: shop.username, Account_Balance: '49350.00' },
    });
  });

  it('tops up airtime, pays a cable plan and an electricity bill, with the validations, and buys an exam PIN', async () => {
    const shop = await reseller('msorg');
    const client = new MsorgClient(ctx.app, shop.key);
    const topup = await client.topup({
      network: 1,
      amount: '100',
      mobile_number: SANDBOX.success,
      Ported_number: true,
      airtime_type: 'VTU',
      ident: 'Airtime-1',
    });
    expect(topup.body).toMatchObject({ Status: 'successful', amount: '100.00', network: 1 });

    expect((await client.validateIuc(SANDBOX.smartCard, 2)).body).toMatchObject({ invalid: false });
    expect((await client.validateIuc('999', 2)).body).toMatchObject({ invalid: true });
    const dstv = (await listed(client)).cable_plans.find((one) => one.cablename === 2)!;
    const cable = await client.cablesub({
      cablename: 2,
      cableplan: dstv.id,
      smart_card_number: SANDBOX.smartCard,
      ident: 'Cable-1',
    });
    expect(cable.body).toMatchObject({
      Status: 'successful',
      cablename: 2,
      cableplan: dstv.id,
      smart_card_number: SANDBOX.smartCard,
      plan_amount: dstv.plan_amount,
    });

    expect((await client.validateMeter(SANDBOX.prepaidMeter, 1, 1)).body).toMatchObject({
      invalid: false,
    });
    const bill = await client.billpayment({
      // the name GET /api/network/ lists, as some clients send it
      disco_name: 'IKEDC-Ikeja Electric',
      amount: 1000,
      meter_number: SANDBOX.prepaidMeter,
      MeterType: 1,
      ident: 'Bill-1',
    });
    expect(bill.body).toMatchObject({ Status: 'successful', disco_name: 1, amount: '1000.00' });
    expect(bill.body.token).toEqual(expect.any(String));
    expect((await client.order('billpayment', 'Bill-1')).body).toMatchObject({ id: bill.body.id });

    const epin = await client.epin({ exam_name: 'WAEC', quantity: 1, ident: 'Epin-1' });
    expect(epin.body).toMatchObject({ Status: 'successful', exam_name: 'WAEC', quantity: 1 });
    expect(epin.body.pin).toMatch(/\d{12}/);
    expect((await client.order('epin', 'Epin-1')).body).toMatchObject({ pin: epin.body.pin });
    expect((await client.epin({ exam_name: 1, quantity: 2 })).body).toEqual({
      error: ['One PIN per request: send quantity 1.'],
    });
  });

  it("refuses another format's numbers and a number on another network, naming the mismatch", async () => {
    const shop = await reseller('msorg');
    const client = new MsorgClient(ctx.app, shop.key);
    const mtnPlan = (await listed(client)).data_plans.find((one) => one.network === 1)!;
    // GLO is 2 in MSORG (AIRTEL is 2 in ADEX).
    const glo = await client.buyData({
      network: 2,
      mobile_number: '08051234567',
      plan: mtnPlan.id,
      Ported_number: false,
    });
    expect(glo.status).toBe(400);
    expect(glo.body).toEqual({
      error: [`Plan ${mtnPlan.id} is an MTN plan, but network 2 is GLO in the MSORG format.`],
    });
    const mismatch = await client.buyData({
      network: 1,
      mobile_number: '08051234567',
      plan: mtnPlan.id,
      Ported_number: false,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({
      error: [
        '08051234567 is a GLO number, but network 1 is MTN in the MSORG format (GLO is 2). If the number was ported, send Ported_number: true.',
      ],
    });
    const unknown = await client.buyData({
      network: 7,
      mobile_number: SANDBOX.success,
      plan: mtnPlan.id,
      Ported_number: true,
    });
    expect(unknown.body).toEqual({
      error: ['network 7 is not a network in the MSORG format: MTN 1, GLO 2, 9MOBILE 3, AIRTEL 4.'],
    });
    expect((await snapshot(ctx.database.db, shop.id)).wallet).toBe(5_000_000);
  });

  it('answers processing past the wait, then the webhook and the query carry the final state', async () => {
    const shop = await reseller('msorg');
    await ctx.database.db
      .update(users)
      .set({ webhookUrl: 'https://reseller.example/hook' })
      .where(eq(users.id, shop.id));
    const client = new MsorgClient(ctx.app, shop.key);
    const slow = await client.topup({
      network: 1,
      amount: 200,
      mobile_number: SANDBOX.pending,
      Ported_number: true,
      airtime_type: 'VTU',
      ident: 'slow-order-1',
    });
    expect(slow.body).toMatchObject({ Status: 'processing', ident: 'slow-order-1' });
    const [row] = await ctx.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, Number(slow.body.id)));
    await simulatorResolves(ctx.app, row!.requestId!, 'delivered');
    expect((await client.order('topup', 'slow-order-1')).body).toMatchObject({
      Status: 'successful',
    });
    const deliveries = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.transactionId, row!.id));
    expect(deliveries).toHaveLength(1);
    expect(JSON.parse(deliveries[0]!.payload)).toMatchObject({
      id: row!.id,
      ident: 'slow-order-1',
      Status: 'successful',
      amount: '200.00',
    });
  });
});

describe('an ADEX client runs unchanged', () => {
  it('logs in with Basic auth and buys data, airtime, cable, electricity and an exam PIN', async () => {
    const shop = await reseller('adex');
    const client = new AdexClient(ctx.app);
    const login = await client.login(shop.username, shop.key);
    expect(login.body).toMatchObject({
      status: 'success',
      AccessToken: shop.key,
      username: shop.username,
      balance: '50000.00',
    });
    const { data_plans, cable_plans } = await listed(client);
    // AIRTEL is 2 in ADEX.
    const airtelPlan = data_plans.find((one) => /^airtel/i.test(one.plan_name))!;
    expect(airtelPlan.network).toBe(2);
    const mtnPlan = data_plans.find((one) => one.plan_name === 'MTN SME 1GB - 30 Days')!;
    const data = await client.data({
      network: 1,
      phone: SANDBOX.success,
      data_plan: mtnPlan.id,
      bypass: false,
      'request-id': 'Data_12345678900',
    });
    expect(data.status).toBe(200);
    expect(data.body).toMatchObject({
      status: 'success',
      'request-id': 'Data_12345678900',
      network: 'MTN',
      phone_number: SANDBOX.success,
      oldbal: '50000.00',
      newbal: '49350.00',
      amount: '650.00',
    });
    const topup = await client.topup({
      network: 1,
      phone: SANDBOX.success,
      plan_type: 'VTU',
      amount: 100,
      bypass: false,
      'request-id': 'Airtime_12345678900',
    });
    expect(topup.body).toMatchObject({ status: 'success', plan_type: 'VTU' });

    expect((await client.cableValidation(SANDBOX.smartCard, 1)).body).toMatchObject({
      status: 'success',
      name: 'TEST CUSTOMER GOTV',
      customer_name: 'TEST CUSTOMER GOTV',
    });
    const gotv = cable_plans.find((one) => one.cablename === 1)!;
    const cable = await client.cable({
      cable: 1,
      iuc: SANDBOX.smartCard,
      cable_plan: gotv.id,
      bypass: false,
      'request-id': 'Cable_1',
    });
    expect(cable.body).toMatchObject({
      status: 'success',
      cable_name: 'GOTV',
      iuc: SANDBOX.smartCard,
    });

    expect((await client.billValidation(SANDBOX.prepaidMeter, 1, 'prepaid')).body).toMatchObject({
      status: 'success',
    });
    const bill = await client.bill({
      disco: 1,
      meter_type: 'prepaid',
      meter_number: SANDBOX.prepaidMeter,
      amount: 1000,
      bypass: false,
      'request-id': 'Bill_1',
    });
    expect(bill.body).toMatchObject({ status: 'success', meter_number: SANDBOX.prepaidMeter });

    const exam = await client.exam({ exam: 1, quantity: 1, 'request-id': 'Exam_1' });
    expect(exam.body).toMatchObject({ status: 'success', plan_type: 'EXAM' });

    for (const [service, ref] of [
      ['data', 'Data_12345678900'],
      ['topup', 'Airtime_12345678900'],
      ['cable', 'Cable_1'],
      ['bill', 'Bill_1'],
      ['exam', 'Exam_1'],
    ] as const)
      expect((await client.order(service, ref)).body).toMatchObject({
        status: 'success',
        'request-id': ref,
      });
  });

  it("refuses MSORG's network numbers with a clear error and answers a failure as fail", async () => {
    const shop = await reseller('adex');
    const client = new AdexClient(ctx.app);
    await client.login(shop.username, shop.key);
    const airtelPlan = (await listed(client)).data_plans.find((one) => one.network === 2)!;
    // An MSORG client would send AIRTEL as 4: 9MOBILE in ADEX.
    const wrong = await client.data({
      network: 4,
      phone: '08021234567',
      data_plan: airtelPlan.id,
      bypass: false,
      'request-id': 'Data_wrong_1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      status: 'fail',
      message: `Plan ${airtelPlan.id} is an AIRTEL plan, but network 4 is 9MOBILE in the ADEX format.`,
    });
    const failed = await client.topup({
      network: 1,
      phone: SANDBOX.failed,
      plan_type: 'VTU',
      amount: 100,
      bypass: true,
      'request-id': 'Airtime_failed_1',
    });
    expect(failed.status).toBe(400);
    expect(failed.body).toMatchObject({
      status: 'fail',
      'request-id': 'Airtime_failed_1',
      oldbal: '50000.00',
      newbal: '50000.00',
    });
    expect((await snapshot(ctx.database.db, shop.id)).wallet).toBe(5_000_000);
  });
});

describe('a key speaks one API', () => {
  it('refuses a NairaTop key on the reseller paths and a reseller key on /api/v1', async () => {
    const own = await reseller('nairatop');
    const refused = await new MsorgClient(ctx.app, own.key).networks();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/speaks the NairaTop API/);

    const shop = await reseller('msorg');
    const v1 = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-transactions/',
      headers: { 'x-api-key': shop.key },
    });
    expect(v1.statusCode).toBe(403);
    expect(json<{ message: string }>(v1).message).toMatch(
      /speaks the MSORG \(Husmodata style\) format/,
    );
  });

  it('refuses a login token, a password as the Basic password and a bad token, in any words', async () => {
    const shop = await reseller('adex');
    const byToken = await ctx.app.inject({
      method: 'GET',
      url: '/api/network/',
      headers: bearer(shop.token),
    });
    expect(byToken.statusCode).toBe(401);
    const password = await new AdexClient(ctx.app).login(shop.username, PASSWORD);
    expect(password.status).toBe(401);
    expect(password.body).toMatchObject({ status: 'fail', error: [expect.any(String)] });
    const bad = await new MsorgClient(ctx.app, 'ntk_nope').user();
    expect(bad.status).toBe(401);
  });

  it("refuses hostile input in the format's words, never a 500 and never a charge", async () => {
    const shop = await reseller('msorg');
    const client = new MsorgClient(ctx.app, shop.key);
    const nul = await client.cablesub({
      cablename: 2,
      cableplan: 1,
      smart_card_number: `${SANDBOX.smartCard}\u0000`,
    });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ error: [expect.stringMatching(/control characters/)] });
    const deep = await ctx.app.inject({
      method: 'POST',
      url: '/api/data/',
      headers: { authorization: `Token ${shop.key}`, 'content-type': 'application/json' },
      payload: `${'['.repeat(40)}${']'.repeat(40)}`,
    });
    expect(deep.statusCode).toBe(400);
    const proto = await ctx.app.inject({
      method: 'POST',
      url: '/api/topup/',
      headers: { authorization: `Token ${shop.key}`, 'content-type': 'application/json' },
      payload: '{"__proto__": {"amount": 1}, "network": 1}',
    });
    expect(proto.statusCode).toBe(400);
    const huge = await client.topup({
      network: 1,
      amount: 1e308,
      mobile_number: SANDBOX.success,
      Ported_number: true,
      airtime_type: 'VTU',
    });
    expect(huge.status).toBe(400);
    expect((await snapshot(ctx.database.db, shop.id)).wallet).toBe(5_000_000);
  });

  it('holds a read-only key to reading', async () => {
    const user = await signedInUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys/',
      headers: bearer(user.token),
      payload: { name: 'reader', format: 'msorg', read_only: true, password: PASSWORD },
    });
    const { key } = json<{ data: CreatedApiKey }>(response).data;
    const client = new MsorgClient(ctx.app, key);
    expect((await client.user()).status).toBe(200);
    const bought = await client.topup({
      network: 1,
      amount: 100,
      mobile_number: SANDBOX.success,
      Ported_number: true,
      airtime_type: 'VTU',
    });
    expect(bought.status).toBe(403);
    expect(bought.body).toEqual({ detail: expect.stringMatching(/read-only/i) });
  });
});
