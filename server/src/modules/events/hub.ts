import type { LiveChange } from '@contract/api/events';
import type { Database } from '../../db/client';
import { WATCHER_TTL_SECONDS, type Watchers } from './watchers';

/*
 * One listener per server process on the database channel `user_events` (migration 0015's
 * triggers), fanned out to the streams open on this process. Because the database announces the
 * changes, a stream hears what any process, job or operator command committed. The database
 * announces them only for users someone watches (migration 0040): the hub records a watcher when
 * a user's first stream opens on this process, renews its watchers while their streams live, and
 * drops those whose streams all ended at the next renewal.
 */

export const USER_EVENTS_CHANNEL = 'user_events';
const LISTEN_RETRY_FIRST_MS = 1_000;
const LISTEN_RETRY_MAX_MS = 30_000;
/** Renewed three times within their life, so one late renewal loses nothing. */
export const WATCHERS_RENEW_MS = (WATCHER_TTL_SECONDS * 1000) / 3;

export interface Subscriber {
  change(change: LiveChange): void;
  /** the database connection was lost: changes may have been missed, the stream must end */
  lost(): void;
}

export interface EventHub {
  /**
   * Adds a stream of the user's, once every change of theirs committing from then on will be
   * heard; false when the user already holds `maxPerUser` on this process.
   */
  subscribe(userId: number, subscriber: Subscriber): Promise<false | (() => void)>;
  /** Ends every stream (the server is closing) and stops listening. */
  close(): Promise<void>;
}

interface Notification {
  schema: string;
  user_id: number;
  kind: LiveChange['kind'];
  transaction_id: number | null;
}

function parse(payload: string): Notification | undefined {
  try {
    const value = JSON.parse(payload) as Partial<Notification>;
    if (typeof value.user_id !== 'number' || typeof value.schema !== 'string') return undefined;
    if (value.kind !== 'balance' && value.kind !== 'transaction') return undefined;
    return {
      schema: value.schema,
      user_id: value.user_id,
      kind: value.kind,
      transaction_id: typeof value.transaction_id === 'number' ? value.transaction_id : null,
    };
  } catch {
    return undefined;
  }
}

export async function createEventHub(
  database: Database,
  watchers: Watchers,
  options: { maxPerUser: number; onError: (error: Error) => void },
): Promise<EventHub> {
  const byUser = new Map<number, Set<Subscriber>>();
  // the users this process has a watcher of in the database
  let watched = new Set<number>();
  // registrations and renewals run one at a time, so a renewal never drops a watcher just made
  let watcherWork: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const result = watcherWork.then(work);
    watcherWork = result.catch(() => undefined);
    return result;
  };
  // Processes on other schemas of the same database (isolated test schemas) share the channel.
  const [row] = await database.withSession((session) =>
    session.rows('SELECT current_schema() AS schema'),
  );
  const ownSchema = String(row?.schema ?? 'public');
  let stop: (() => Promise<void>) | undefined;
  let closed = false;

  const everyone = () => [...byUser.values()].flatMap((set) => [...set]);

  const deliver = (payload: string) => {
    const event = parse(payload);
    if (!event || event.schema !== ownSchema) return;
    for (const subscriber of byUser.get(event.user_id) ?? [])
      subscriber.change({ kind: event.kind, transaction_id: event.transaction_id });
  };

  // A lost or refused listening connection is tried again after 1 s, doubling to 30 s while the
  // database stays unreachable; a connection that listens again starts the wait over.
  let retryMs = LISTEN_RETRY_FIRST_MS;
  const listenAgainLater = () => {
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
    setTimeout(() => {
      if (!closed) listen().catch(whenRefused);
    }, wait).unref();
  };
  const whenRefused = (error: unknown) => {
    options.onError(error instanceof Error ? error : new Error(String(error)));
    listenAgainLater();
  };
  const listen = async (): Promise<void> => {
    stop = await database.listen(USER_EVENTS_CHANNEL, deliver, (error) => {
      options.onError(error);
      // Every open stream may have missed a change: end them (the browsers reconnect and read
      // everything again) and listen again.
      stop = undefined;
      for (const subscriber of everyone()) subscriber.lost();
      listenAgainLater();
    });
    retryMs = LISTEN_RETRY_FIRST_MS;
    if (closed) {
      await stop();
      return;
    }
    // Streams opened while nothing listened may have missed a change: end them too.
    for (const subscriber of everyone()) subscriber.lost();
  };
  await listen();

  // A renewal that fails may let watchers expire unseen: the streams end and open again.
  const renew = () =>
    serially(async () => {
      // a user whose stream is still registering is not watched yet: their registration does it
      const kept = [...watched].filter((userId) => byUser.has(userId));
      await watchers.keepOnly(kept);
      watched = new Set(kept);
    }).catch((error: unknown) => {
      options.onError(error instanceof Error ? error : new Error(String(error)));
      watched = new Set();
      for (const subscriber of everyone()) subscriber.lost();
    });
  const renewal = setInterval(() => void renew(), WATCHERS_RENEW_MS);
  renewal.unref();

  return {
    async subscribe(userId, subscriber) {
      const set = byUser.get(userId) ?? new Set<Subscriber>();
      if (set.size >= options.maxPerUser) return false;
      set.add(subscriber);
      byUser.set(userId, set);
      const unsubscribe = () => {
        set.delete(subscriber);
        if (!set.size && byUser.get(userId) === set) byUser.delete(userId);
      };
      try {
        await serially(async () => {
          if (watched.has(userId)) return;
          await watchers.watch(userId);
          watched.add(userId);
        });
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
    async close() {
      closed = true;
      clearInterval(renewal);
      for (const subscriber of everyone()) subscriber.lost();
      byUser.clear();
      // a database already gone has nothing left to stop listening on, nor watchers to drop
      await serially(() => watchers.forgetAll()).catch(() => undefined);
      await stop?.().catch(() => undefined);
    },
  };
}
