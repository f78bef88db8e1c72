import { LIVE_STREAMS_PER_USER, type LiveChange } from '@contract/api/events';
import type { App } from '../../app';
import { post } from '../wallet/ledger';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { anotherInstance, json, startTestApp, type TestContext } from '../../../test/harness';
import {
  buy,
  packageId,
  SANDBOX,
  simulatorResolves,
  transactionByRef,
} from '../../../test/purchases';

interface Received {
  event: string;
  data: unknown;
}

/** A live status stream read the way the SPA reads it: fetch with the bearer token. */
async function openStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/events/`, {
    headers: bearer(token),
    signal: controller.signal,
  });
  const received: Received[] = [];
  let notify = () => undefined as void;
  const read = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (event && data) received.push({ event, data: JSON.parse(data) as unknown });
        notify();
      }
    }
  };
  if (response.ok) read().catch(() => undefined);
  return {
    response,
    received,
    /** Resolves once a received event passes `test`; the suite's own timeout bounds the wait. */
    until: (test: (events: Received[]) => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (test(received)) resolve();
        };
        const previous = notify;
        notify = () => {
          previous();
          check();
        };
        check();
      }),
    close: () => controller.abort(),
  };
}

const changes = (events: Received[]) =>
  events.filter((item) => item.event === 'change').map((item) => item.data as LiveChange);

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
