import { count, eq } from 'drizzle-orm';
import type { App } from '../app';
import {
  anotherInstance,
  impatientProviders,
  startTestApp,
  json,
  type TestContext,
} from '../../test/harness';
import type { PayRequest } from '../ports/bills';
import { SANDBOX } from './sandbox-numbers';
import { simReceivedOrders } from './simulator-controls-tables';

/*
 * The sandbox controls of the bills simulators, on the whole app: POST /simulator/<provider>/mode
 * changes how purchases are answered (seen through the bills port, as the engine sees them), GET
 * /simulator/<provider>/orders lists what arrived; neither exists once the providers are real.
 */

interface Order {
  request_id: string;
  service: string;
  number: string;
  amount: number | null;
  plan: string | null;
  mode: string;
}

describe('sandbox controls of the bills simulators', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(impatientProviders());
  });
  afterAll(() => ctx.close());

  const setMode = (provider: string, mode: string) =>
    ctx.app.inject({ method: 'POST', url: `/simulator/${provider}/mode`, payload: { mode } });
  const orders = async (provider: string) =>
    json<Order[]>(await ctx.app.inject({ method: 'GET', url: `/simulator/${provider}/orders` }));
  const buyAirtime = (overrides: Partial<PayRequest> = {}) =>
    ctx.app.bills.pay({
      requestId: ctx.app.bills.newRequestId(),
      serviceId: 'mtn',
      amount: 100,
      phone: SANDBOX.successPhone,
      ...overrides,
    });

  afterEach(async () => {
    await setMode('vtpass', 'ok');
    await setMode('clubkonnect', 'ok');
  });

  it('VTpass down: every purchase refused before vending, the provider side; ok restores it', async () => {
    expect((await setMode('vtpass', 'down')).statusCode).toBe(200);
    expect(await buyAirtime()).toMatchObject({
      state: 'failed',
      code: '035',
      ourFault: false,
      providerSide: true,
    });
    expect((await setMode('vtpass', 'ok')).statusCode).toBe(200);
    expect(await buyAirtime()).toMatchObject({ state: 'delivered', code: '000' });
  });

  it('VTpass no-float: refused for our low balance, our fault and the provider side', async () => {
    await setMode('vtpass', 'no-float');
    const outcome = await buyAirtime();
    expect(outcome).toMatchObject({
      state: 'failed',
      code: '018',
      ourFault: true,
      providerSide: true,
    });
    expect(ctx.app.bills.isOurFault(outcome.code ?? '')).toBe(true);
  });

  it('VTpass timeout: accepted, and no answer before the adapter gives up', async () => {
    await setMode('vtpass', 'timeout');
    const requestId = ctx.app.bills.newRequestId();
    const outcome = await buyAirtime({ requestId });
    expect(outcome).toMatchObject({ state: 'pending', raw: expect.stringMatching(/timed out/) });
    // It was accepted: a query finds it.
    expect((await ctx.app.bills.requery(requestId)).state).not.toBe('not_found');
  });

  it('lists the purchases VTpass received, newest first, with the mode each met', async () => {
    const first = ctx.app.bills.newRequestId();
    const second = ctx.app.bills.newRequestId();
    await buyAirtime({ requestId: first, amount: 150 });
    await setMode('vtpass', 'down');
    await ctx.app.bills.pay({
      requestId: second,
      serviceId: 'dstv',
      billersCode: SANDBOX.smartcard,
      variationCode: 'dstv-padi',
      amount: 4400,
      phone: SANDBOX.successPhone,
      subscriptionType: 'change',
    });
    const [newest, previous] = await orders('vtpass');
    expect(newest).toMatchObject({
      request_id: second,
      service: 'dstv',
      number: SANDBOX.smartcard,
      amount: 4400,
      plan: 'dstv-padi',
      mode: 'down',
    });
    expect(previous).toMatchObject({ request_id: first, service: 'mtn', amount: 150, mode: 'ok' });
  });

  it('mounts the ClubKonnect simulator with the same controls', async () => {
    expect((await setMode('clubkonnect', 'no-float')).statusCode).toBe(200);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/simulator/clubkonnect/APIAirtimeV1.asp?UserID=CK000000000&APIKey=clubkonnect-simulator-api-key&MobileNetwork=01&Amount=100&MobileNumber=08011111111&RequestID=r1',
    });
    expect(json(response)).toEqual({ status: 'INSUFFICIENT_BALANCE' });
    expect(await orders('clubkonnect')).toEqual([
      expect.objectContaining({ request_id: 'r1', service: 'APIAirtimeV1.asp', mode: 'no-float' }),
    ]);
  });

  it('keeps the newest 200 orders of a simulator', async () => {
    const script =
      '/simulator/clubkonnect/APIAirtimeV1.asp?UserID=CK000000000&APIKey=clubkonnect-simulator-api-key&MobileNetwork=01&Amount=100&MobileNumber=08011111111';
    for (let n = 0; n < 230; n += 1)
      await ctx.app.inject({ method: 'GET', url: `${script}&RequestID=keep-${n}` });
    const listed = await orders('clubkonnect');
    expect(listed).toHaveLength(200);
    expect(listed[0]?.request_id).toBe('keep-229');
    expect(listed[199]?.request_id).toBe('keep-30');
    const [stored] = await ctx.database.db
      .select({ count: count() })
      .from(simReceivedOrders)
      .where(eq(simReceivedOrders.simulator, 'clubkonnect'));
    // Pruned now and then, not at every order.
    expect(stored?.count).toBeLessThanOrEqual(220);
  });

  it.each(['vtpass', 'clubkonnect'])('refuses a mode %s does not know', async (provider) => {
    const response = await setMode(provider, 'slow');
    expect(response.statusCode).toBe(400);
    expect(json<{ error: string }>(response).error).toMatch(/ok, down, timeout, no-float/);
  });
});

describe('sandbox controls of two server processes on one database', () => {
  let ctx: TestContext;
  let second: App;
  beforeAll(async () => {
    ctx = await startTestApp();
    second = await anotherInstance(ctx);
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  const setMode = (app: App, provider: string, mode: string) =>
    app.inject({ method: 'POST', url: `/simulator/${provider}/mode`, payload: { mode } });
  const clubkonnectOf = (app: App) => {
    const provider = app.billsProviders.get('clubkonnect');
    if (!provider) throw new Error('ClubKonnect is not registered');
    return provider;
  };
  const airtime = (app: App, provider: 'vtpass' | 'clubkonnect') => {
    const bills = provider === 'vtpass' ? app.bills : clubkonnectOf(app);
    return bills.pay({
      requestId: bills.newRequestId(),
      serviceId: 'mtn',
      amount: 100,
      phone: SANDBOX.successPhone,
    });
  };

  it.each(['vtpass', 'clubkonnect'] as const)(
    '%s: a mode set through one process is how the other answers',
    async (provider) => {
      expect((await setMode(ctx.app, provider, 'down')).statusCode).toBe(200);
      expect(await airtime(second, provider)).toMatchObject({
        state: 'failed',
        providerSide: true,
      });
      expect((await setMode(second, provider, 'ok')).statusCode).toBe(200);
      expect((await airtime(ctx.app, provider)).state).toBe('delivered');
    },
  );

  it.each(['vtpass', 'clubkonnect'] as const)(
    '%s: lists at one process the orders the other received',
    async (provider) => {
      const bills = provider === 'vtpass' ? ctx.app.bills : clubkonnectOf(ctx.app);
      const requestId = bills.newRequestId();
      await bills.pay({ requestId, serviceId: 'glo', amount: 250, phone: SANDBOX.successPhone });
      const listed = json<Order[]>(
        await second.inject({ method: 'GET', url: `/simulator/${provider}/orders` }),
      );
      expect(listed[0]).toMatchObject({ request_id: requestId, amount: 250, mode: 'ok' });
    },
  );
});

describe('sandbox controls in live mode', () => {
  it('are not there once the providers are real', async () => {
    const ctx = await startTestApp({
      vtpass: {
        baseUrl: 'https://vtpass.example/api',
        apiKey: 'k',
        publicKey: 'PK_x',
        secretKey: 'SK_x',
        simulator: false,
        timeoutMs: 1_000,
        simulatorPendingSeconds: 0,
        simulatorDuplicateWindowSeconds: 0,
      },
      monnify: {
        baseUrl: 'https://monnify.example',
        apiKey: 'MK_PROD',
        secretKey: 'secret',
        contractCode: '123',
        simulator: false,
        timeoutMs: 1_000,
        checkoutMinutes: 40,
      },
    });
    try {
      for (const provider of ['vtpass', 'clubkonnect']) {
        const mode = await ctx.app.inject({
          method: 'POST',
          url: `/simulator/${provider}/mode`,
          payload: { mode: 'down' },
        });
        expect(mode.statusCode).toBe(404);
        const list = await ctx.app.inject({ method: 'GET', url: `/simulator/${provider}/orders` });
        expect(list.statusCode).toBe(404);
      }
    } finally {
      await ctx.close();
    }
  });
});
