import { LIVE_STREAMS_PER_USER } from '@contract/api/events';
import type { App } from '../../app';
import { post } from '../wallet/ledger';
import { seedBalance } from '../../../test/wallet';
import { changes, hearUserEvents, openStream } from '../../../test/live-events';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { anotherInstance, json, startTestApp, type TestContext } from '../../../test/harness';
import {
  buy,
  packageId,
  SANDBOX,
  simulatorResolves,
  transactionByRef,
} from '../../../test/purchases';

describe('live status stream', () => {
  let ctx: TestContext;
  let other: App;
  let baseUrl: string;
  const streams: { close(): void }[] = [];

  beforeAll(async () => {
    ctx = await startTestApp();
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    // A second server process on the same database, as behind a load balancer.
    other = await anotherInstance(ctx);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  test('needs a signed-in user', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/events/' });
    expect(response.statusCode).toBe(401);
    expect(json<ErrorBody>(response).errors[0]?.detail).toBeTruthy();
  });

  test('a credit made by another process reaches its owner, and only its owner', async () => {
    const ada = await signedInUser(ctx.app);
    const bola = await signedInUser(ctx.app);
    const adaStream = await openStream(baseUrl, ada.token);
    const bolaStream = await openStream(baseUrl, bola.token);
    streams.push(adaStream, bolaStream);
    expect(adaStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await adaStream.until((events) => events.some((item) => item.event === 'ready'));
    await bolaStream.until((events) => events.some((item) => item.event === 'ready'));

    for (const userId of [ada.id, bola.id])
      await other.db.transaction((tx) =>
        post(tx, {
          userId,
          account: 'wallet',
          amountKobo: 500_000,
          kind: 'card_funding',
          reference: `live-${userId}`,
        }),
      );
    // Changes arrive in commit order, so once Bola hears hers, Ada's stream has had its chance.
    await bolaStream.until((events) => changes(events).length > 0);
    await adaStream.until((events) => changes(events).length > 0);
    expect(changes(adaStream.received)).toEqual([{ kind: 'balance', transaction_id: null }]);
    expect(changes(bolaStream.received)).toEqual([{ kind: 'balance', transaction_id: null }]);
  });

  test('ready says where the balances stand, as get-user does: equal until the balance moves', async () => {
    const ada = await signedInUser(ctx.app);
    const userCursor = async () =>
      json<{ data: { balance_cursor: string } }>(
        await ctx.app.inject({ url: '/api/v1/get-user/', headers: bearer(ada.token) }),
      ).data.balance_cursor;
    const readyCursor = async () => {
      const stream = await openStream(baseUrl, ada.token);
      streams.push(stream);
      await stream.until((events) => events.some((item) => item.event === 'ready'));
      return (
        stream.received.find((item) => item.event === 'ready')?.data as {
          balance_cursor: string;
        }
      ).balance_cursor;
    };

    const before = await userCursor();
    expect(await readyCursor()).toBe(before);
    await other.db.transaction((tx) =>
      post(tx, {
        userId: ada.id,
        account: 'bonus',
        amountKobo: 10_000,
        kind: 'referral_bonus',
        reference: `cursor-${ada.id}`,
      }),
    );
    const after = await userCursor();
    expect(after).not.toBe(before);
    expect(await readyCursor()).toBe(after);
  });

  test('a pending purchase settled later by another process reaches the stream', async () => {
    const ada = await signedInUser(ctx.app);
    await ctx.app.db.transaction((tx) =>
      post(tx, {
        userId: ada.id,
        account: 'wallet',
        amountKobo: 500_000,
        kind: 'card_funding',
        reference: `live-settle-${ada.id}`,
      }),
    );
    const bought = await buy(other, ada.token, 'purchase-airtime', {
      network: 'MTN',
      package_id: await packageId(other.db, 'mtn-airtime'),
      amount: 100,
      phone_number: SANDBOX.pending,
    });
    expect(bought.statusCode).toBe(201);
    const { transaction } = json<{ data: { transaction: { id: number; tx_ref: string } } }>(
      bought,
    ).data;

    const stream = await openStream(baseUrl, ada.token);
    streams.push(stream);
    await stream.until((events) => events.some((item) => item.event === 'ready'));
    const row = await transactionByRef(other.db, transaction.tx_ref);
    await simulatorResolves(other, row.requestId ?? '', 'delivered');

    await stream.until((events) =>
      changes(events).some(
        (change) => change.kind === 'transaction' && change.transaction_id === transaction.id,
      ),
    );
    expect((await transactionByRef(ctx.app.db, transaction.tx_ref)).status).toBe('confirmed');
  });

  test("a purchase by a user with no stream open commits without a notification; a watched user's does notify", async () => {
    const listener = await hearUserEvents(ctx.app.database);
    try {
      const apiClient = await signedInUser(ctx.app);
      const watched = await signedInUser(ctx.app);
      const stream = await openStream(baseUrl, watched.token);
      streams.push(stream);
      await stream.until((events) => events.some((item) => item.event === 'ready'));
      const mtn = await packageId(ctx.app.db, 'mtn-airtime');
      const airtime = {
        network: 'MTN',
        package_id: mtn,
        amount: 100,
        phone_number: SANDBOX.success,
      };

      await seedBalance(other.db, apiClient.id, 'wallet', 1_000);
      expect((await buy(other, apiClient.token, 'purchase-airtime', airtime)).statusCode).toBe(200);
      await seedBalance(other.db, watched.id, 'wallet', 1_000);
      expect((await buy(other, watched.token, 'purchase-airtime', airtime)).statusCode).toBe(200);

      // Notifications arrive in commit order: once the watched user's purchase is heard, the
      // other's would have been too.
      await stream.until((events) =>
        changes(events).some((change) => change.kind === 'transaction'),
      );
      await listener.until((event) => event.user_id === watched.id && event.kind === 'transaction');
      const { heard } = listener;
      expect(heard.filter((event) => event.user_id === apiClient.id)).toEqual([]);
      expect(
        new Set(heard.filter((event) => event.user_id === watched.id).map((e) => e.kind)),
      ).toEqual(new Set(['balance', 'transaction']));
    } finally {
      await listener.stop();
    }
  });

  test(`a user may hold ${LIVE_STREAMS_PER_USER} streams at once on one process`, async () => {
    const ada = await signedInUser(ctx.app);
    for (let n = 0; n < LIVE_STREAMS_PER_USER; n += 1) {
      const stream = await openStream(baseUrl, ada.token);
      streams.push(stream);
      expect(stream.response.status).toBe(200);
    }
    const refused = await openStream(baseUrl, ada.token);
    streams.push(refused);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('5');
  });
});
