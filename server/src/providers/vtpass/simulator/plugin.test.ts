import { rowsOf } from '../../../db/rows';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, json, type TestContext } from '../../../../test/harness';
import { VTPASS_SIMULATOR_CREDENTIALS } from '../../../config';
import { seedPackages } from '../../../modules/catalogue/seed-data';
import dbPlugin from '../../../plugins/db';
import { sameAppTransport } from '../../../plugins/same-app-transport';
import { createVtpassClient } from '../client';
import { newRequestId } from '../request-id';
import vtpassSimulator from './plugin';
import { simVtpassTransactions } from './tables';

interface Callback {
  type: string;
  data: { code: string; requestId: string; content: { transactions: { status: string } } };
}

/** A simulator on its own Fastify, sharing the test app's database, with callbacks captured. */
async function standalone(
  ctx: TestContext,
  options: {
    autoResolve?: boolean;
    pendingSeconds?: number;
    resolveEveryMs?: number;
    failCallbacks?: boolean;
    /**
     * when the client gives up: the timeout scenario's test waits 100 ms (the simulator answers it
     * after 200); the others allow a loaded machine's slow answer, which would read as pending
     */
    clientTimeoutMs?: number;
  } = {},
) {
  const callbacks: Callback[] = [];
  const warnings: string[] = [];
  const app: FastifyInstance = Fastify({
    logger: {
      level: 'warn',
      stream: { write: (line: string) => warnings.push(line) },
    },
  });
  await app.register(dbPlugin, { database: ctx.database, ownsDatabase: false });
  await app.register(vtpassSimulator, {
    prefix: '/simulator/vtpass',
    ...VTPASS_SIMULATOR_CREDENTIALS,
    pendingSeconds: options.pendingSeconds ?? 60,
    timeoutDelayMs: 200,
    packages: seedPackages,
    autoResolve: options.autoResolve ?? false,
    ...(options.resolveEveryMs ? { resolveEveryMs: options.resolveEveryMs } : {}),
    deliverCallback: async (body) => {
      if (options.failCallbacks) throw new Error('merchant is down');
      callbacks.push(body as Callback);
    },
  });
  await app.ready();
  const publicUrl = 'http://simulator.test';
  const client = createVtpassClient(
    {
      ...VTPASS_SIMULATOR_CREDENTIALS,
      baseUrl: `${publicUrl}/simulator/vtpass/api`,
      timeoutMs: options.clientTimeoutMs ?? 2_000,
    },
    sameAppTransport(app, publicUrl),
  );
  return { app, client, callbacks, warnings };
}

const until = async (check: () => boolean | Promise<boolean>, ms = 4000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('VTpass simulator', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  const age = (requestId: string, seconds: number) =>
    ctx.database.db
      .update(simVtpassTransactions)
      .set({ createdAt: sql`created_at - make_interval(secs => ${seconds})` })
      .where(eq(simVtpassTransactions.requestId, requestId));

  it('sends the callback when a requery finds a pending purchase due, once', async () => {
    const sim = await standalone(ctx);
    try {
      const requestId = newRequestId();
      const pay = await sim.client.pay({
        requestId,
        serviceId: 'mtn',
        amount: 100,
        phone: '201000000000',
      });
      expect(pay.state).toBe('pending');
      expect((await sim.client.requery(requestId)).state).toBe('pending');
      expect(sim.callbacks).toHaveLength(0);
      await age(requestId, 61);
      expect((await sim.client.requery(requestId)).state).toBe('delivered');
      await until(() => sim.callbacks.length === 1);
      expect(sim.callbacks[0]).toMatchObject({
        type: 'transaction-update',
        data: { code: '000', requestId, content: { transactions: { status: 'delivered' } } },
      });
      expect((await sim.client.requery(requestId)).state).toBe('delivered');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sim.callbacks).toHaveLength(1);
    } finally {
      await sim.app.close();
    }
  });

  it('resolves due purchases by itself with autoResolve and stops on close', async () => {
    const sim = await standalone(ctx, {
      autoResolve: true,
      pendingSeconds: 0.3,
      resolveEveryMs: 50,
    });
    try {
      const requestId = newRequestId();
      await sim.client.pay({ requestId, serviceId: 'glo', amount: 100, phone: '201000000000' });
      await until(() => sim.callbacks.some((callback) => callback.data.requestId === requestId));
      const [row] = await ctx.database.db
        .select()
        .from(simVtpassTransactions)
        .where(eq(simVtpassTransactions.requestId, requestId));
      expect(row?.status).toBe('delivered');
    } finally {
      await sim.app.close();
    }
  });

  it('sends the callback for control resolve and reversal; logs failed callbacks', async () => {
    const sim = await standalone(ctx);
    const requestId = newRequestId();
    try {
      await sim.client.pay({ requestId, serviceId: 'airtel', amount: 100, phone: '201000000000' });
      const resolve = (status: string) =>
        sim.app.inject({
          method: 'POST',
          url: '/simulator/vtpass/control/resolve',
          payload: { request_id: requestId, status },
        });
      expect((await resolve('delivered')).statusCode).toBe(200);
      expect(sim.callbacks.map((callback) => callback.data.code)).toEqual(['000']);
      expect((await resolve('reversed')).statusCode).toBe(200);
      expect(sim.callbacks.map((callback) => callback.data.code)).toEqual(['000', '040']);
      expect((await resolve('failed')).statusCode).toBe(409);
      expect((await resolve('nonsense')).statusCode).toBe(400);
    } finally {
      await sim.app.close();
    }

    const failing = await standalone(ctx, { failCallbacks: true });
    try {
      const other = newRequestId();
      await failing.client.pay({
        requestId: other,
        serviceId: 'etisalat',
        amount: 100,
        phone: '201000000000',
      });
      const answer = await failing.app.inject({
        method: 'POST',
        url: '/simulator/vtpass/control/resolve',
        payload: { request_id: other, status: 'failed' },
      });
      expect(answer.statusCode).toBe(200);
      expect(json(answer)).toMatchObject({ changed: true, data: { code: '016' } });
      expect(failing.warnings.join('')).toMatch(/callback failed/);
    } finally {
      await failing.app.close();
    }
  });

  it('answers the timeout scenario late, and at once when the app closes', async () => {
    const sim = await standalone(ctx, { clientTimeoutMs: 100 });
    const requestId = newRequestId();
    const outcome = await sim.client.pay({
      requestId,
      serviceId: 'mtn',
      amount: 100,
      phone: '300000000000',
    });
    expect(outcome.raw).toMatch(/timed out after 100 ms/);
    const paidId = newRequestId();
    const slow = sim.app.inject({
      method: 'POST',
      url: '/simulator/vtpass/api/pay',
      headers: {
        'api-key': VTPASS_SIMULATOR_CREDENTIALS.apiKey,
        'secret-key': VTPASS_SIMULATOR_CREDENTIALS.secretKey,
      },
      payload: {
        request_id: paidId,
        serviceID: 'jamb',
        billersCode: '300000000000',
        variation_code: 'de',
        amount: '7700',
        phone: '08012345678',
      },
    });
    // Stored first, then the answer waits.
    await until(
      async () =>
        (
          await ctx.database.db
            .select()
            .from(simVtpassTransactions)
            .where(eq(simVtpassTransactions.requestId, paidId))
        ).length > 0,
    );
    const started = Date.now();
    await sim.app.close();
    const answer = await slow;
    expect(Date.now() - started).toBeLessThan(150);
    expect(json(answer)).toMatchObject({
      code: '000',
      purchased_code: expect.stringMatching(/^Pin : /),
    });
  });

  it('speaks VTpass shapes: balance, variations, refusals', async () => {
    const headers = {
      'api-key': VTPASS_SIMULATOR_CREDENTIALS.apiKey,
      'public-key': VTPASS_SIMULATOR_CREDENTIALS.publicKey,
    };
    const balance = await ctx.app.inject({ url: '/simulator/vtpass/api/balance', headers });
    expect(json(balance)).toEqual({ code: 1, contents: { balance: expect.any(Number) } });
    const variations = await ctx.app.inject({
      url: '/simulator/vtpass/api/service-variations?serviceID=gotv',
      headers,
    });
    expect(json(variations)).toMatchObject({
      response_description: '000',
      content: {
        serviceID: 'gotv',
        variations: expect.arrayContaining([
          {
            variation_code: 'gotv-max',
            name: 'GOtv Max - 1 Month',
            variation_amount: '8500.00',
            fixedPrice: 'Yes',
          },
        ]),
      },
    });
    const noKeys = await ctx.app.inject({ url: '/simulator/vtpass/api/balance' });
    expect(json(noKeys)).toMatchObject({
      code: '087',
      response_description: 'INVALID CREDENTIALS',
    });
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/simulator/vtpass/api/pay',
        headers: {
          'api-key': VTPASS_SIMULATOR_CREDENTIALS.apiKey,
          'secret-key': VTPASS_SIMULATOR_CREDENTIALS.secretKey,
        },
        payload,
      });
    expect(
      json(await post({ request_id: 'short', serviceID: 'mtn', amount: 100, phone: '0801' })),
    ).toMatchObject({ code: '085' });
    expect(
      json(
        await post({ request_id: newRequestId(), serviceID: 'nope', amount: 100, phone: '0801' }),
      ),
    ).toMatchObject({ code: '012' });
    // A request id it has already taken, and an order above the merchant balance as last set.
    const taken = newRequestId();
    const order = { serviceID: 'mtn', amount: 100, phone: '08011111111' };
    expect(json(await post({ ...order, request_id: taken }))).toMatchObject({ code: '000' });
    expect(json(await post({ ...order, request_id: taken }))).toMatchObject({
      code: '014',
      response_description: 'REQUEST ID ALREADY EXIST',
    });
    const setBalance = (balance: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/simulator/vtpass/control/balance',
        payload: { balance },
      });
    const [before] = rowsOf<{ balance_kobo: string }>(
      await ctx.app.db.execute(sql`SELECT balance_kobo FROM sim_vtpass_merchant WHERE id = 1`),
    );
    await setBalance(50);
    try {
      expect(
        json(await post({ ...order, phone: '08033334444', request_id: newRequestId() })),
      ).toMatchObject({ code: '018', response_description: 'LOW WALLET BALANCE' });
    } finally {
      await setBalance(Number(before?.balance_kobo ?? 0) / 100);
    }
    // GET keys do not open POST calls.
    const wrongHeaders = await ctx.app.inject({
      method: 'POST',
      url: '/simulator/vtpass/api/requery',
      headers,
      payload: { request_id: newRequestId() },
    });
    expect(json(wrongHeaders)).toMatchObject({ code: '087' });
  });

  it('posts callbacks to the app webhook route and only warns when it is not accepted', async () => {
    const requestId = newRequestId();
    await ctx.app.bills.pay({ requestId, serviceId: 'mtn', amount: 100, phone: '201000000000' });
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/simulator/vtpass/control/resolve',
      payload: { request_id: requestId, status: 'delivered' },
    });
    expect(answer.statusCode).toBe(200);
    expect((await ctx.app.bills.requery(requestId)).state).toBe('delivered');
  });
});
