import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { createAppStore } from '@/shared/lib/store';
import { apiUrl, mswServer } from '@/shared/lib/test';
import { userApi } from '@/entities/user';
import { baseApi, TAGS, writeAccessToken } from '@/shared/api';
import { buildUser } from '@/shared/lib/test';
import type * as Network from '@/shared/lib/network';
import { startLiveStatus } from './live-status';

// The waits before reconnecting after a dropped stream, ten times shorter here.
jest.mock('@/shared/lib/network', () => {
  const actual = jest.requireActual<typeof Network>('@/shared/lib/network');
  return { ...actual, pause: (ms: number, signal: AbortSignal) => actual.pause(ms / 10, signal) };
});

/** Two screens' reads as the slices provide them: the balance (user) and one receipt. */
const screens = baseApi.injectEndpoints({
  endpoints: (build) => ({
    liveTestBalance: build.query<number, void>({
      query: () => 'live-test/balance/',
      providesTags: [TAGS.user],
    }),
    liveTestReceipt: build.query<{ tx_ref: string; status: string }, number>({
      query: (id) => `live-test/receipt/${id}/`,
      providesTags: (_result, _error, id) => [{ type: TAGS.transactions, id }],
    }),
  }),
});

const encoder = new TextEncoder();

/** The server side of one live stream, fed by the test. */
function streamFromServer() {
  let push: (text: string) => void = () => undefined;
  let end: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(encoder.encode(text));
      end = () => controller.close();
    },
  });
  return {
    body,
    send: (event: string, data: unknown) =>
      push(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    heartbeat: () => push(': keep-alive\n\n'),
    end: () => end(),
  };
}

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

function serve(balance: () => number, receiptStatus: () => string) {
  const reads = { balance: 0, receipt: 0 };
  mswServer.use(
    http.get(apiUrl('live-test/balance/'), () => {
      reads.balance += 1;
      return HttpResponse.json(balance());
    }),
    http.get(apiUrl('live-test/receipt/:id/'), () => {
      reads.receipt += 1;
      return HttpResponse.json({ tx_ref: 'NT1', status: receiptStatus() });
    }),
  );
  return reads;
}

test('a balance change and a settled purchase on the stream refresh the screens showing them', async () => {
  writeAccessToken('token-1');
  let balance = 1000;
  let status = 'pending';
  const reads = serve(
    () => balance,
    () => status,
  );
  const stream = streamFromServer();
  let authorization: string | null = null;
  mswServer.use(
    http.get(apiUrl('events/'), ({ request }) => {
      authorization = request.headers.get('authorization');
      return new HttpResponse(stream.body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  const store = createAppStore();
  store.dispatch(screens.endpoints.liveTestBalance.initiate());
  store.dispatch(screens.endpoints.liveTestReceipt.initiate(7));
  await waitFor(() => expect(reads).toEqual({ balance: 1, receipt: 1 }));

  stops.push(startLiveStatus(store));
  stream.send('ready', {});
  // Opening the stream reads everything again: changes while it was closed are not lost.
  await waitFor(() => expect(reads).toEqual({ balance: 2, receipt: 2 }));
  expect(authorization).toBe('Bearer token-1');

  balance = 9000;
  stream.heartbeat();
  stream.send('change', { kind: 'balance', transaction_id: null });
  await waitFor(() =>
    expect(screens.endpoints.liveTestBalance.select()(store.getState()).data).toBe(9000),
  );

  status = 'confirmed';
  stream.send('change', { kind: 'transaction', transaction_id: 7 });
  await waitFor(() =>
    expect(screens.endpoints.liveTestReceipt.select(7)(store.getState()).data?.status).toBe(
      'confirmed',
    ),
  );
  // A transaction's change leaves the balance alone (its own event says when that moved).
  expect(reads.balance).toBe(3);
  stream.end();
});

test('without a stream, a screen showing a pending purchase is read again until it settles', async () => {
  writeAccessToken('token-2');
  let status = 'pending';
  const reads = serve(
    () => 500,
    () => status,
  );
  mswServer.use(http.get(apiUrl('events/'), () => new HttpResponse(null, { status: 503 })));
  const store = createAppStore();
  store.dispatch(screens.endpoints.liveTestReceipt.initiate(8));
  await waitFor(() => expect(reads.receipt).toBe(1));

  // polled every 200 ms instead of every PENDING_POLL_MS, so the test need not wait 4 s
  stops.push(startLiveStatus(store, { pendingPollMs: 200 }));
  // read again, and again, while the purchase is pending
  await waitFor(() => expect(reads.receipt).toBeGreaterThanOrEqual(3));
  status = 'confirmed';
  await waitFor(() =>
    expect(screens.endpoints.liveTestReceipt.select(8)(store.getState()).data?.status).toBe(
      'confirmed',
    ),
  );
});

test('a stream that opens at the balances the screen shows does not read the user again', async () => {
  writeAccessToken('token-3');
  let cursor = '41';
  const reads = { user: 0 };
  mswServer.use(
    http.get(apiUrl('get-user/'), () => {
      reads.user += 1;
      return HttpResponse.json({ data: buildUser({ balance_cursor: cursor }) });
    }),
  );
  const streams = [streamFromServer(), streamFromServer()];
  let opened = 0;
  mswServer.use(
    http.get(apiUrl('events/'), () => {
      const stream = streams[Math.min(opened++, streams.length - 1)];
      return new HttpResponse(stream?.body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  const store = createAppStore();
  store.dispatch(userApi.endpoints.getUser.initiate());
  await waitFor(() => expect(reads.user).toBe(1));
  stops.push(startLiveStatus(store));
  await waitFor(() => expect(opened).toBe(1));

  // nothing moved since the user was read: one read in all
  streams[0]?.send('ready', { balance_cursor: '41' });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(reads.user).toBe(1);

  // the stream drops; meanwhile the balance moves: the new stream's ready says so
  cursor = '57';
  streams[0]?.end();
  await waitFor(() => expect(opened).toBe(2), { timeout: 5_000 });
  streams[1]?.send('ready', { balance_cursor: '57' });
  await waitFor(() =>
    expect(userApi.endpoints.getUser.select()(store.getState()).data?.balance_cursor).toBe('57'),
  );
  expect(reads.user).toBe(2);
});
