import type { Database } from '../../db/client';
import { createEventHub, WATCHERS_RENEW_MS } from './hub';
import type { Watchers } from './watchers';

/** Watchers that the database always records. */
const alwaysWatched: Watchers = {
  watch: async () => undefined,
  keepOnly: async () => undefined,
  forgetAll: async () => undefined,
};

/** A database whose LISTEN connection can be lost, then refused while it stays away. */
function flakyDatabase() {
  const attempts: number[] = [];
  let lose: (error: Error) => void = () => undefined;
  let refuse = false;
  const database = {
    withSession: async (work: (session: unknown) => Promise<unknown>) =>
      work({ rows: async () => [{ schema: 'public' }] }),
    listen: async (_channel: string, _onPayload: unknown, onLost: (error: Error) => void) => {
      attempts.push(Date.now());
      if (refuse) throw new Error('connection refused');
      lose = onLost;
      return async () => undefined;
    },
  } as unknown as Database;
  return {
    database,
    attempts,
    loseConnection: () => lose(new Error('terminated')),
    setRefusing: (value: boolean) => {
      refuse = value;
    },
  };
}

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

it('listens again after 1 s, doubling the wait up to 30 s while refused, and starts over once back', async () => {
  const db = flakyDatabase();
  const hub = await createEventHub(db.database, alwaysWatched, {
    maxPerUser: 5,
    onError: () => undefined,
  });
  const lost = jest.fn();
  await hub.subscribe(1, { change: () => undefined, lost });

  db.setRefusing(true);
  db.loseConnection();
  expect(lost).toHaveBeenCalledTimes(1);
  for (let i = 0; i < 7; i += 1) await jest.advanceTimersByTimeAsync(60_000);
  const waits = db.attempts.slice(1).map((at, i) => at - (db.attempts[i] ?? 0));
  expect(waits.slice(0, 8)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);

  db.setRefusing(false);
  await jest.advanceTimersByTimeAsync(30_000);
  const back = db.attempts.length;
  db.loseConnection();
  await jest.advanceTimersByTimeAsync(1_000);
  expect(db.attempts.length).toBe(back + 1);
  await hub.close();
});

it('ends a stream opened while the listening connection was away once listening resumes, so it reads again what it missed', async () => {
  const db = flakyDatabase();
  const hub = await createEventHub(db.database, alwaysWatched, {
    maxPerUser: 5,
    onError: () => undefined,
  });
  // a stream leaves the hub when it ends, as the route's streams do
  const stream = async () => {
    let leave: () => void = () => undefined;
    const lost = jest.fn(() => leave());
    leave = (await hub.subscribe(1, { change: () => undefined, lost })) || leave;
    return lost;
  };
  const before = await stream();
  db.loseConnection();
  expect(before).toHaveBeenCalledTimes(1);
  const duringGap = await stream();
  expect(duringGap).not.toHaveBeenCalled();

  await jest.advanceTimersByTimeAsync(1_000);
  expect(duringGap).toHaveBeenCalledTimes(1);
  expect(before).toHaveBeenCalledTimes(1);
  const after = await stream();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(after).not.toHaveBeenCalled();
  await hub.close();
});

/** Watchers that record what the hub asked of the database. */
function recordingWatchers() {
  const calls: string[] = [];
  let failing = false;
  const watchers: Watchers = {
    watch: async (userId) => {
      calls.push(`watch ${userId}`);
      if (failing) throw new Error('database unavailable');
    },
    keepOnly: async (userIds) => {
      calls.push(`keep [${userIds.join(',')}]`);
      if (failing) throw new Error('database unavailable');
    },
    forgetAll: async () => {
      calls.push('forget');
    },
  };
  return {
    watchers,
    calls,
    setFailing: (value: boolean) => {
      failing = value;
    },
  };
}

/** A hub on a database whose watchers are recorded, not written. */
async function hubRecordingWatchers(maxPerUser = 5) {
  const recorded = recordingWatchers();
  const hub = await createEventHub(flakyDatabase().database, recorded.watchers, {
    maxPerUser,
    onError: () => undefined,
  });
  return { hub, recorded };
}

it("records a user's watcher at their first stream, renews it while a stream lives and drops it after the last ends", async () => {
  const { hub, recorded } = await hubRecordingWatchers();
  const subscriber = () => ({ change: () => undefined, lost: () => undefined });
  const first = await hub.subscribe(1, subscriber());
  const second = await hub.subscribe(1, subscriber());
  await hub.subscribe(2, subscriber());
  expect(recorded.calls).toEqual(['watch 1', 'watch 2']);

  await jest.advanceTimersByTimeAsync(WATCHERS_RENEW_MS);
  expect(recorded.calls.at(-1)).toBe('keep [1,2]');
  if (first) first();
  await jest.advanceTimersByTimeAsync(WATCHERS_RENEW_MS);
  expect(recorded.calls.at(-1)).toBe('keep [1,2]');
  if (second) second();
  await jest.advanceTimersByTimeAsync(WATCHERS_RENEW_MS);
  expect(recorded.calls.at(-1)).toBe('keep [2]');

  // the user comes back after their watcher was dropped: recorded again
  await hub.subscribe(1, subscriber());
  expect(recorded.calls.at(-1)).toBe('watch 1');
  await hub.close();
  expect(recorded.calls.at(-1)).toBe('forget');
});

it('a stream whose watcher could not be recorded is refused, and the next one tries again', async () => {
  const { hub, recorded } = await hubRecordingWatchers(1);
  const subscriber = { change: () => undefined, lost: () => undefined };
  recorded.setFailing(true);
  await expect(hub.subscribe(1, subscriber)).rejects.toThrow('database unavailable');
  recorded.setFailing(false);
  // the refused stream holds none of the user's places
  expect(await hub.subscribe(1, subscriber)).toBeInstanceOf(Function);
  expect(recorded.calls).toEqual(['watch 1', 'watch 1']);
  await hub.close();
});

it('a renewal that fails ends every stream, and the streams that open again record their watchers again', async () => {
  const { hub, recorded } = await hubRecordingWatchers();
  let leave: () => void = () => undefined;
  const lost = jest.fn(() => leave());
  leave = (await hub.subscribe(1, { change: () => undefined, lost })) || leave;
  recorded.setFailing(true);
  await jest.advanceTimersByTimeAsync(WATCHERS_RENEW_MS);
  expect(lost).toHaveBeenCalledTimes(1);

  recorded.setFailing(false);
  await hub.subscribe(1, { change: () => undefined, lost: () => undefined });
  expect(recorded.calls.at(-1)).toBe('watch 1');
  await hub.close();
});
