import type { LiveChange, LiveReady } from '@contract/api/events';
import { LIVE_EVENTS } from '@contract/constants/live-events';
import { userApi } from '@/entities/user';
import { baseApi, readAccessToken, sessionRejected, TAGS } from '@/shared/api';
import { pause } from '@/shared/lib/network';
import { readLiveStream, StreamRefused, type StreamMessage } from './event-stream';

/** While the stream is down, how often the screens read again if something is pending. */
export const PENDING_POLL_MS = 4000;
/** The longest wait before opening the stream again after it failed. */
const MAX_RECONNECT_MS = 30_000;

type Tag = (typeof TAGS)[keyof typeof TAGS];

/** What to read again after a change: the balance lives on the user, every row in the history. */
export function tagsForChange(change: LiveChange): Tag[] {
  return change.kind === 'balance' ? [TAGS.user] : [TAGS.transactions];
}

/** A stream that opens may have missed anything: the balance and every transaction. */
const EVERYTHING: Tag[] = [TAGS.user, TAGS.transactions];

type UserCache = Parameters<ReturnType<typeof userApi.endpoints.getUser.select>>[0];

/**
 * What a stream that opens makes stale: everything, unless the user on screen was read at the
 * balances the stream starts from (the same balance_cursor), as a page's first read usually is.
 */
function staleAtReady(state: unknown, ready: Partial<LiveReady>): Tag[] {
  const user = userApi.endpoints.getUser.select()(state as UserCache).data;
  const current =
    ready.balance_cursor !== undefined && user?.balance_cursor === ready.balance_cursor;
  return current ? [TAGS.transactions] : EVERYTHING;
}

const isPendingTransaction = (value: Record<string, unknown>) =>
  value.status === 'pending' && typeof value.tx_ref === 'string';

/** True when cached data holds a pending transaction (a list page, a receipt, a purchase reply). */
export function holdsPending(value: unknown, depth = 0): boolean {
  if (depth > 4 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsPending(item, depth + 1));
  const record = value as Record<string, unknown>;
  return (
    isPendingTransaction(record) ||
    Object.values(record).some((item) => holdsPending(item, depth + 1))
  );
}

interface ApiCache {
  queries: Record<string, { data?: unknown } | undefined>;
  mutations: Record<string, { data?: unknown } | undefined>;
}

const cacheHoldsPending = (cache: ApiCache) =>
  [...Object.values(cache.queries), ...Object.values(cache.mutations)].some((entry) =>
    holdsPending(entry?.data),
  );

interface Store {
  dispatch: (action: unknown) => unknown;
  getState: () => Record<string, unknown>;
}

/**
 * Keeps the signed-in user's screens current: listens to the live status stream and marks what
 * changed as stale, so the balance, the history, a receipt and a purchase's result read again
 * (RTK Query refetches what is on screen). Every time the stream opens, everything is read again,
 * so changes made while it was down are not lost. While it is down, the screens are read again
 * every few seconds, but only while something shown is pending. Returns the function that stops.
 */
export function startLiveStatus(
  store: Store,
  { pendingPollMs = PENDING_POLL_MS }: { pendingPollMs?: number } = {},
): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let streaming = false;
  let failures = 0;
  const invalidate = (tags: Tag[]) => store.dispatch(baseApi.util.invalidateTags(tags));

  const poll = setInterval(() => {
    const cache = store.getState()[baseApi.reducerPath] as ApiCache | undefined;
    if (!streaming && cache && cacheHoldsPending(cache)) invalidate(EVERYTHING);
  }, pendingPollMs);

  const onMessage = (message: StreamMessage) => {
    if (message.event === LIVE_EVENTS.ready) {
      streaming = true;
      failures = 0;
      invalidate(staleAtReady(store.getState(), JSON.parse(message.data) as Partial<LiveReady>));
    } else if (message.event === LIVE_EVENTS.change) {
      invalidate(tagsForChange(JSON.parse(message.data) as LiveChange));
    }
  };

  const run = async () => {
    while (!signal.aborted) {
      const token = readAccessToken();
      if (!token) return;
      try {
        await readLiveStream(token, signal, onMessage);
      } catch (error) {
        if (error instanceof StreamRefused && error.status === 401) {
          store.dispatch(sessionRejected());
          return;
        }
      }
      streaming = false;
      failures += 1;
      await pause(Math.min(MAX_RECONNECT_MS, 500 * 2 ** Math.min(failures, 6)), signal);
    }
  };
  void run();

  return () => {
    controller.abort();
    clearInterval(poll);
  };
}
