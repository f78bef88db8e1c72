import { randomUUID } from 'node:crypto';
import type { App } from '../../../app';
import { CLUBKONNECT_SIMULATOR_CREDENTIALS } from '../../../config';
import { SANDBOX } from '../../../lib/sandbox-numbers';
import type { BillsProvider } from '../../../ports/bills';
import {
  anotherInstance,
  impatientProviders,
  json,
  startTestApp,
  type TestContext,
} from '../../../../test/harness';
import { standaloneClubkonnect } from '../../../../test/clubkonnect-simulator';
import { createClubkonnectClient } from '../client';
import { ENDPOINTS } from '../services';

/*
 * Two server processes in sandbox on one database answer as one ClubKonnect: an order one of them
 * received is known to the other, and a RequestID both receive at once is one order, charged once.
 */

const MOUNT = '/simulator/clubkonnect';
const credentials = `UserID=${CLUBKONNECT_SIMULATOR_CREDENTIALS.userId}&APIKey=${CLUBKONNECT_SIMULATOR_CREDENTIALS.apiKey}`;

interface PayAnswer {
  orderid?: string;
  status: string;
  statuscode?: string;
}

describe('the ClubKonnect simulator in two server processes on one database', () => {
  let ctx: TestContext;
  let second: App;
  beforeAll(async () => {
    ctx = await startTestApp(impatientProviders());
    second = await anotherInstance(ctx);
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  const clubkonnectOf = (app: App): BillsProvider => {
    const provider = app.billsProviders.get('clubkonnect');
    if (!provider) throw new Error('ClubKonnect is not registered');
    return provider;
  };
  const setMode = async (app: App, mode: string) =>
    expect(
      (await app.inject({ method: 'POST', url: `${MOUNT}/mode`, payload: { mode } })).statusCode,
    ).toBe(200);
  const buyAirtime = async (app: App, requestId: string, amount: number) =>
    json<PayAnswer>(
      await app.inject({
        method: 'GET',
        url: `${MOUNT}/${ENDPOINTS.airtime}?${credentials}&MobileNetwork=01&Amount=${amount}&MobileNumber=${SANDBOX.successPhone}&RequestID=${requestId}`,
      }),
    );
  const floatAt = async (app: App) =>
    Number(
      json<{ balance: string }>(
        await app.inject({ method: 'GET', url: `${MOUNT}/${ENDPOINTS.balance}?${credentials}` }),
      ).balance,
    );

  afterEach(async () => {
    await setMode(ctx.app, 'ok');
  });

  it('finds through one process an order that timed out at the other', async () => {
    await setMode(ctx.app, 'timeout');
    const requestId = clubkonnectOf(ctx.app).newRequestId();
    const outcome = await clubkonnectOf(ctx.app).pay({
      requestId,
      serviceId: 'mtn',
      amount: 100,
      phone: SANDBOX.successPhone,
    });
    expect(outcome).toMatchObject({ state: 'pending', raw: expect.stringMatching(/timed out/) });

    const found = await clubkonnectOf(second).requery(requestId);
    expect(found.state).toBe('pending');
    expect(found.code).toBe('100');
  });

  it('stores a RequestID both processes receive at once as one order, charged once', async () => {
    // A purchase at one process lowers the float the other reports.
    const start = await floatAt(second);
    expect((await buyAirtime(ctx.app, randomUUID(), 300)).status).toBe('ORDER_COMPLETED');
    expect(await floatAt(second)).toBe(start - 300);

    const requestId = randomUUID();
    const answers = await Promise.all([
      buyAirtime(ctx.app, requestId, 200),
      buyAirtime(second, requestId, 200),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['ORDER_COMPLETED', 'ORDER_COMPLETED']);
    expect(answers[0]?.orderid).toMatch(/^\d+$/);
    expect(answers[1]?.orderid).toBe(answers[0]?.orderid);
    expect(await floatAt(ctx.app)).toBe(start - 500);
    expect(await floatAt(second)).toBe(start - 500);
    for (const app of [ctx.app, second])
      expect(await clubkonnectOf(app).requery(requestId)).toMatchObject({
        state: 'delivered',
        providerTransactionId: answers[0]?.orderid,
      });
  });
});

describe('two ClubKonnect simulators on one database completing a due order', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  /** A simulator on a Fastify of its own on the shared database, its callbacks captured. */
  async function simulator() {
    const sim = await standaloneClubkonnect({
      database: ctx.database,
      pendingSeconds: 0,
      timeoutDelayMs: 400,
    });
    const bills = createClubkonnectClient(sim.config(1_000), sim.transport);
    return { app: sim.app, bills, callbacks: sim.callbacks };
  }

  it('completes it once and calls back once, whichever process is asked', async () => {
    const [one, other] = [await simulator(), await simulator()];
    try {
      const requestId = one.bills.newRequestId();
      const paid = await one.bills.pay({
        requestId,
        serviceId: 'mtn',
        amount: 100,
        phone: '201000000000',
      });
      expect(paid).toMatchObject({ state: 'pending', code: '100' });

      const answers = await Promise.all(
        [one, other, one, other].map((sim) => sim.bills.requery(requestId)),
      );
      for (const answer of answers)
        expect(answer).toMatchObject({
          state: 'delivered',
          providerTransactionId: paid.providerTransactionId,
        });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect([...one.callbacks, ...other.callbacks]).toHaveLength(1);
    } finally {
      await one.app.close();
      await other.app.close();
    }
  });
});
