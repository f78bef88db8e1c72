import type { Database } from '../../db/client';
import { createEventHub } from './hub';

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
  const hub = await createEventHub(db.database, { maxPerUser: 5, onError: () => undefined });
  const lost = jest.fn();
  hub.subscribe(1, { change: () => undefined, lost });

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
  const hub = await createEventHub(db.database, { maxPerUser: 5, onError: () => undefined });
  // a stream leaves the hub when it ends, as the route's streams do
  const stream = () => {
    const lost = jest.fn(() => leave());
    const leave: () => void = hub.subscribe(1, { change: () => undefined, lost }) || (() => {});
    return lost;
  };
  const before = stream();
  db.loseConnection();
  expect(before).toHaveBeenCalledTimes(1);
  const duringGap = stream();
  expect(duringGap).not.toHaveBeenCalled();

  await jest.advanceTimersByTimeAsync(1_000);
  expect(duringGap).toHaveBeenCalledTimes(1);
  expect(before).toHaveBeenCalledTimes(1);
  const after = stream();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(after).not.toHaveBeenCalled();
  await hub.close();
});
