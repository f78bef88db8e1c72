import { eq, sql } from 'drizzle-orm';
import { simulatorVtpassConfig } from '../../config';
import { startTestApp, json, type TestContext } from '../../../test/harness';
import type { Transport } from '../../ports/http';
import { sameAppTransport } from '../../plugins/same-app-transport';
import { createVtpassClient, payBody, VERIFY_UNAVAILABLE } from './client';
import { newRequestId } from './request-id';
import { simVtpassTransactions } from './simulator/tables';

describe('VTpass client against the simulator mounted in the app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // the sandbox's own 30-second duplicate rule on, as VTpass has it
    ctx = await startTestApp({
      vtpass: { ...simulatorVtpassConfig('http://localhost:8080'), timeoutMs: 2_000 },
    });
  });
  afterAll(() => ctx.close());

  const client = () => ctx.app.bills;
  /** Moves a simulated purchase into the past (pending purchases resolve, 019 windows end). */
  const age = (requestId: string, seconds: number) =>
    ctx.database.db
      .update(simVtpassTransactions)
      .set({ createdAt: sql`created_at - make_interval(secs => ${seconds})` })
      .where(eq(simVtpassTransactions.requestId, requestId));

  it('decorates the app with the client and lists variations from the catalogue', async () => {
    const variations = await client().variations('dstv');
    expect(variations).toContainEqual({
      variationCode: 'dstv79',
      name: 'DStv Compact - 1 Month',
      amount: 19000,
      fixedPrice: true,
    });
    const data = await client().variations('mtn-data');
    expect(data.map((item) => item.variationCode)).toEqual(
      expect.arrayContaining(['mtn-sme-1gb-30days', 'mtn-gifting-1gb-1day', 'mtn-cg-1gb-30days']),
    );
    expect(await client().variations('ikeja-electric')).toHaveLength(2);
    await expect(client().variations('nope')).rejects.toThrow(/PRODUCT DOES NOT EXIST/);
  });

  it('reads and debits the merchant balance', async () => {
    const before = await client().balance();
    expect(before).toBeGreaterThan(0);
    const outcome = await client().pay({
      requestId: newRequestId(),
      serviceId: 'glo',
      amount: 1000,
      phone: '08011111111',
    });
    expect(outcome.state).toBe('delivered');
    // ₦1,000 less the 3% commission VTpass keeps back.
    expect(await client().balance()).toBeCloseTo(before - 970, 2);
  });

  it('delivers airtime to 08011111111 and fails any other number', async () => {
    const requestId = newRequestId();
    const delivered = await client().pay({
      requestId,
      serviceId: 'mtn',
      amount: 100,
      phone: '08011111111',
    });
    expect(delivered).toMatchObject({ state: 'delivered', code: '000', status: 'delivered' });
    expect(delivered.providerTransactionId).toMatch(/^\d{20,}$/);
    expect(await client().requery(requestId)).toMatchObject({ state: 'delivered' });

    const failedId = newRequestId();
    const failed = await client().pay({
      requestId: failedId,
      serviceId: 'airtel',
      amount: 100,
      phone: '08099999999',
    });
    expect(failed).toMatchObject({ state: 'failed', code: '016', status: 'failed' });
    expect(await client().requery(failedId)).toMatchObject({ state: 'failed' });
  });

  it('keeps 201000000000 pending until pendingSeconds have passed, then delivered', async () => {
    const requestId = newRequestId();
    const pay = await client().pay({
      requestId,
      serviceId: 'mtn-data',
      billersCode: '201000000000',
      variationCode: 'mtn-sme-1gb-30days',
      amount: 300,
      phone: '201000000000',
    });
    expect(pay).toMatchObject({ state: 'pending', code: '099' });
    expect(await client().requery(requestId)).toMatchObject({
      state: 'pending',
      status: 'pending',
    });
    await age(requestId, ctx.config.vtpass.simulatorPendingSeconds + 1);
    expect(await client().requery(requestId)).toMatchObject({
      state: 'delivered',
      status: 'delivered',
    });
  });

  it('answers 500000000000 with an unexpected body and 400000000000 with none; both delivered', async () => {
    for (const phone of ['500000000000', '400000000000']) {
      const requestId = newRequestId();
      const pay = await client().pay({ requestId, serviceId: 'etisalat', amount: 200, phone });
      expect(pay.state).toBe('pending');
      expect(pay.code).toBeUndefined();
      expect(await client().requery(requestId)).toMatchObject({ state: 'delivered' });
    }
  });

  it('times 300000000000 out and records it as delivered', async () => {
    // The app's client, waiting less for an answer the simulator holds past any client's patience.
    const impatient = createVtpassClient(
      { ...ctx.config.vtpass, timeoutMs: 200 },
      sameAppTransport(ctx.app, ctx.config.publicUrl),
    );
    const requestId = newRequestId();
    const started = Date.now();
    const pay = await impatient.pay({
      requestId,
      serviceId: 'mtn',
      amount: 100,
      phone: '300000000000',
    });
    expect(pay.state).toBe('pending');
    expect(pay.description).toMatch(/did not answer in time/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200 - 50);
    expect(await client().requery(requestId)).toMatchObject({ state: 'delivered' });
  });

  it('answers 014 on a reused request_id (pending: requery) and 015 for an unknown one', async () => {
    const requestId = newRequestId();
    const request = { requestId, serviceId: 'mtn', amount: 150, phone: '08099999998' };
    await client().pay(request);
    expect(await client().pay(request)).toMatchObject({ state: 'pending', code: '014' });
    expect(await client().requery(newRequestId())).toMatchObject({
      state: 'not_found',
      code: '015',
    });
  });

  it('refuses a likely duplicate (019) within 30 seconds under a new request_id', async () => {
    const first = newRequestId();
    const request = {
      serviceId: 'dstv',
      billersCode: '1212121212',
      variationCode: 'dstv-padi',
      amount: 4400,
      phone: '08012345678',
      subscriptionType: 'change' as const,
    };
    expect(await client().pay({ ...request, requestId: first })).toMatchObject({
      state: 'delivered',
    });
    expect(await client().pay({ ...request, requestId: newRequestId() })).toMatchObject({
      state: 'failed',
      code: '019',
      ourFault: false,
    });
    await age(first, 31);
    expect(await client().pay({ ...request, requestId: newRequestId() })).toMatchObject({
      state: 'delivered',
    });
  });

  it('refuses low merchant balance (018, our fault), bad variations (010) and tiny airtime (013)', async () => {
    const balance = await client().balance();
    await ctx.app.inject({
      method: 'POST',
      url: '/simulator/vtpass/control/balance',
      payload: { balance: 10 },
    });
    try {
      const low = await client().pay({
        requestId: newRequestId(),
        serviceId: 'airtel',
        amount: 100,
        phone: '08011111111',
      });
      expect(low).toMatchObject({ state: 'failed', code: '018', ourFault: true });
    } finally {
      await ctx.app.inject({
        method: 'POST',
        url: '/simulator/vtpass/control/balance',
        payload: { balance },
      });
    }
    expect(await client().balance()).toBe(balance);

    const badPlan = await client().pay({
      requestId: newRequestId(),
      serviceId: 'gotv',
      billersCode: '1212121212',
      variationCode: 'dstv79',
      amount: 19000,
      phone: '08012345678',
    });
    expect(badPlan).toMatchObject({ state: 'failed', code: '010', ourFault: false });
    const tiny = await client().pay({
      requestId: newRequestId(),
      serviceId: 'mtn',
      amount: 20,
      phone: '08011111111',
    });
    expect(tiny).toMatchObject({ state: 'failed', code: '013' });
  });

  it('buys prepaid and postpaid electricity with their results', async () => {
    const prepaid = await client().pay({
      requestId: newRequestId(),
      serviceId: 'ikeja-electric',
      billersCode: '1111111111111',
      variationCode: 'prepaid',
      amount: 5600,
      phone: '08012345678',
    });
    expect(prepaid.state).toBe('delivered');
    expect(prepaid.result.token).toMatch(/^\d{4}(-\d{4}){4}$/);
    expect(prepaid.result.units).toBe('80.0 kWh');
    expect(prepaid.result.customer_name).toBeTruthy();
    expect(prepaid.result.customer_address).toBeTruthy();

    const postpaid = await client().pay({
      requestId: newRequestId(),
      serviceId: 'eko-electric',
      billersCode: '1010101010101',
      variationCode: 'postpaid',
      amount: 2000,
      phone: '08012345678',
    });
    expect(postpaid.state).toBe('delivered');
    expect(postpaid.result.token).toBeUndefined();
    expect(postpaid.result.customer_name).toBeTruthy();

    const wrongMeter = await client().pay({
      requestId: newRequestId(),
      serviceId: 'abuja-electric',
      billersCode: '1234567890123',
      variationCode: 'prepaid',
      amount: 2000,
      phone: '08012345678',
    });
    expect(wrongMeter.state).toBe('failed');
  });

  it('sells exam PINs, cards and Showmax vouchers in their shapes', async () => {
    const jamb = await client().pay({
      requestId: newRequestId(),
      serviceId: 'jamb',
      billersCode: '0123456789',
      variationCode: 'utme-mock',
      amount: 8700,
      phone: '08012345678',
    });
    expect(jamb.result.pins).toEqual([expect.stringMatching(/^\d{15}$/)]);
    const waec = await client().pay({
      requestId: newRequestId(),
      serviceId: 'waec',
      variationCode: 'waecdirect',
      amount: 7800,
      phone: '08012345678',
      quantity: 2,
    });
    expect(waec.result.cards).toEqual([
      { serial: expect.stringMatching(/^WRN\d+$/), pin: expect.stringMatching(/^\d{12}$/) },
      { serial: expect.stringMatching(/^WRN\d+$/), pin: expect.stringMatching(/^\d{12}$/) },
    ]);
    const registration = await client().pay({
      requestId: newRequestId(),
      serviceId: 'waec-registration',
      variationCode: 'waec-registraion',
      amount: 28000,
      phone: '08012345678',
    });
    expect(registration.result).toEqual({ pins: [expect.stringMatching(/^\d{12}$/)] });
    const showmax = await client().pay({
      requestId: newRequestId(),
      serviceId: 'showmax',
      billersCode: '08011111111',
      variationCode: 'full',
      amount: 3500,
      phone: '08011111111',
    });
    expect(showmax.result).toEqual({ vouchers: [expect.stringMatching(/^SHMX/)] });
  });

  it('verifies meters, smartcards, JAMB profiles and Showmax phones', async () => {
    const prepaid = await client().verify({
      serviceId: 'ikeja-electric',
      billersCode: '1111111111111',
      type: 'prepaid',
    });
    expect(prepaid).toMatchObject({
      ok: true,
      content: { Meter_Number: '1111111111111', Meter_Type: 'PREPAID', Can_Vend: 'yes' },
    });
    const postpaid = await client().verify({
      serviceId: 'ikeja-electric',
      billersCode: '1010101010101',
      type: 'postpaid',
    });
    expect(postpaid).toMatchObject({ ok: true, content: { Meter_Type: 'POSTPAID' } });
    expect(
      await client().verify({ serviceId: 'ikeja-electric', billersCode: '999', type: 'prepaid' }),
    ).toEqual({ ok: false, error: 'Invalid Meter Number : 999', unavailable: false });
    expect(
      await client().verify({ serviceId: 'kano-electric', billersCode: '201000000000' }),
    ).toMatchObject({ ok: true });

    for (const serviceId of ['dstv', 'gotv', 'startimes']) {
      const card = await client().verify({ serviceId, billersCode: '1212121212' });
      if (!card.ok) throw new Error(card.error);
      const codes = (await client().variations(serviceId)).map((item) => item.variationCode);
      expect(codes).toContain(card.content.Current_Bouquet_Code);
      expect(typeof card.content.Renewal_Amount).toBe('number');
      expect(card.content).toMatchObject({ Status: 'ACTIVE', Customer_Name: expect.any(String) });
    }
    expect(await client().verify({ serviceId: 'dstv', billersCode: '1111' })).toMatchObject({
      ok: false,
      unavailable: false,
    });
    expect(
      await client().verify({ serviceId: 'jamb', billersCode: '0123456789', type: 'utme-mock' }),
    ).toMatchObject({ ok: true, content: { Customer_Name: expect.any(String) } });
    expect(await client().verify({ serviceId: 'jamb', billersCode: '1' })).toMatchObject({
      ok: false,
    });
    expect(
      await client().verify({ serviceId: 'showmax', billersCode: '08011111111' }),
    ).toMatchObject({ ok: true });
  });

  it('finds a Smile account by its phone or its e-mail and gives the account id to pay', async () => {
    const byPhone = await client().verify({
      serviceId: 'smile-direct',
      billersCode: '08011111111',
    });
    const byEmail = await client().verify({
      serviceId: 'smile-direct',
      billersCode: 'tester@sandbox.com',
      byEmail: true,
    });
    for (const found of [byPhone, byEmail])
      expect(found).toMatchObject({
        ok: true,
        content: { Customer_Name: 'TEST SMILE SUBSCRIBER', AccountId: '1402000567' },
      });
    expect(
      await client().verify({ serviceId: 'smile-direct', billersCode: 'x@y.com', byEmail: true }),
    ).toMatchObject({ ok: false, unavailable: false });
  });

  it('refuses wrong keys with 087 (our fault) and reports verify as unavailable', async () => {
    const wrong = createVtpassClient(
      { ...ctx.config.vtpass, secretKey: 'wrong', publicKey: 'wrong' },
      sameAppTransport(ctx.app, ctx.config.publicUrl),
    );
    expect(
      await wrong.pay({ requestId: newRequestId(), serviceId: 'mtn', amount: 100, phone: '0801' }),
    ).toMatchObject({ state: 'failed', code: '087', ourFault: true });
    expect(await wrong.verify({ serviceId: 'dstv', billersCode: '1212121212' })).toEqual({
      ok: false,
      error: VERIFY_UNAVAILABLE,
      unavailable: true,
    });
    await expect(wrong.balance()).rejects.toThrow(/401/);
  });

  it('resolves and reverses purchases through the control endpoint', async () => {
    const requestId = newRequestId();
    await client().pay({ requestId, serviceId: 'glo', amount: 100, phone: '201000000000' });
    const before = await client().balance();
    const resolved = await ctx.app.inject({
      method: 'POST',
      url: '/simulator/vtpass/control/resolve',
      payload: { request_id: requestId, status: 'reversed' },
    });
    expect(resolved.statusCode).toBe(200);
    expect(json(resolved)).toMatchObject({ changed: true, data: { code: '040' } });
    expect(await client().requery(requestId)).toMatchObject({ state: 'reversed', code: '040' });
    expect(await client().balance()).toBeCloseTo(before + 97, 2);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/simulator/vtpass/control/resolve',
      payload: { request_id: requestId, status: 'delivered' },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('VTpass client over a faulty transport', () => {
  const config = {
    baseUrl: 'https://vtpass.test/api/',
    apiKey: 'a',
    publicKey: 'p',
    secretKey: 's',
    timeoutMs: 50,
  };
  const request = { requestId: newRequestId(), serviceId: 'mtn', amount: 100, phone: '080' };

  it('sends the right headers, paths and bodies', async () => {
    const calls: { url: string; method: string; headers: Record<string, string>; body?: string }[] =
      [];
    const recording: Transport = async (url, init) => {
      calls.push({ url, method: init.method, headers: init.headers, body: init.body });
      return { status: 200, text: async () => '{"code":1,"contents":{"balance":"1081.82"}}' };
    };
    const client = createVtpassClient(config, recording);
    expect(await client.balance()).toBe(1081.82);
    await client.requery('202202071830abc');
    expect(calls[0]).toMatchObject({
      url: 'https://vtpass.test/api/balance',
      method: 'GET',
      headers: { 'api-key': 'a', 'public-key': 'p' },
    });
    expect(calls[0]?.headers['secret-key']).toBeUndefined();
    expect(calls[1]).toMatchObject({
      url: 'https://vtpass.test/api/requery',
      method: 'POST',
      headers: { 'api-key': 'a', 'secret-key': 's', 'content-type': 'application/json' },
      body: '{"request_id":"202202071830abc"}',
    });
  });

  it('builds pay bodies per service', () => {
    expect(
      payBody({ ...request, billersCode: '080', variationCode: 'x', subscriptionType: 'renew' }),
    ).toEqual({ request_id: request.requestId, serviceID: 'mtn', amount: 100, phone: '080' });
    expect(
      payBody({
        requestId: 'r',
        serviceId: 'dstv',
        billersCode: '1212121212',
        variationCode: 'dstv79',
        amount: 19000,
        phone: '080',
        subscriptionType: 'renew',
      }),
    ).toEqual({
      request_id: 'r',
      serviceID: 'dstv',
      billersCode: '1212121212',
      variation_code: 'dstv79',
      amount: 19000,
      phone: '080',
      subscription_type: 'renew',
    });
    expect(
      payBody({
        requestId: 'r',
        serviceId: 'startimes',
        billersCode: '1212121212',
        variationCode: 'nova',
        amount: 2100,
        phone: '080',
        subscriptionType: 'change',
        quantity: 1,
      }),
    ).not.toHaveProperty('subscription_type');
  });

  it('turns a hanging upstream into a pending outcome after timeoutMs', async () => {
    const hanging: Transport = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const client = createVtpassClient(config, hanging);
    const outcome = await client.pay(request);
    expect(outcome).toMatchObject({ state: 'pending', ourFault: false });
    expect(outcome.raw).toMatch(/timed out after 50 ms/);
    expect((await client.requery('x')).state).toBe('pending');
    expect(await client.verify({ serviceId: 'dstv', billersCode: '1' })).toEqual({
      ok: false,
      error: VERIFY_UNAVAILABLE,
      unavailable: true,
    });
    await expect(client.balance()).rejects.toThrow(/timed out/);
  });

  it('turns network errors and garbage into pending outcomes', async () => {
    const broken: Transport = async () => {
      throw new Error('ECONNREFUSED');
    };
    const outcome = await createVtpassClient(config, broken).pay(request);
    expect(outcome).toMatchObject({ state: 'pending' });
    expect(outcome.raw).toMatch(/ECONNREFUSED/);
    const garbage: Transport = async () => ({ status: 200, text: async () => '<html>' });
    expect((await createVtpassClient(config, garbage).pay(request)).state).toBe('pending');
    const down: Transport = async () => ({ status: 503, text: async () => '{"code":"016"}' });
    expect((await createVtpassClient(config, down).requery('x')).state).toBe('pending');
  });

  it('accepts the misspelt varations list', async () => {
    const misspelt: Transport = async () => ({
      status: 200,
      text: async () =>
        JSON.stringify({
          response_description: '000',
          content: {
            varations: [
              { variation_code: 'a', name: 'A', variation_amount: '100.00', fixedPrice: 'Yes' },
              { variation_code: 'b', name: 'B', variation_amount: 0, fixedPrice: 'No' },
            ],
          },
        }),
    });
    expect(await createVtpassClient(config, misspelt).variations('x')).toEqual([
      { variationCode: 'a', name: 'A', amount: 100, fixedPrice: true },
      { variationCode: 'b', name: 'B', amount: 0, fixedPrice: false },
    ]);
  });
});
