import type { Transaction } from '@contract/api';
import { CHECK_BACKOFF_MS, checkPurchaseByKey } from './check-by-key';

const networkError = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } as const;
const found = { id: 7, status: 'pending' } as unknown as Transaction;

/** A check whose first `failures` reads get no answer, noting when each read was made. */
function readFailing(failures: number) {
  const readsAt: number[] = [];
  const read = async () => {
    readsAt.push(Date.now());
    return readsAt.length <= failures ? { error: networkError } : { data: found };
  };
  return { read, readsAt };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('asks again after each failed check, waiting longer each time', async () => {
  const { read, readsAt } = readFailing(2);
  const check = checkPurchaseByKey(read, 'key-1', new AbortController().signal);
  await jest.advanceTimersByTimeAsync(CHECK_BACKOFF_MS[0] + CHECK_BACKOFF_MS[1]);

  await expect(check).resolves.toEqual({ kind: 'found', transaction: found });
  const [first = 0, second = 0, third = 0] = readsAt;
  expect(readsAt).toHaveLength(3);
  expect(second - first).toBe(CHECK_BACKOFF_MS[0]);
  expect(third - second).toBe(CHECK_BACKOFF_MS[1]);
});

it('gives up as unreachable once every wait has been spent', async () => {
  const { read, readsAt } = readFailing(Infinity);
  const check = checkPurchaseByKey(read, 'key-2', new AbortController().signal);
  await jest.advanceTimersByTimeAsync(CHECK_BACKOFF_MS.reduce((sum, ms) => sum + ms, 0));

  await expect(check).resolves.toEqual({ kind: 'unreachable' });
  expect(readsAt).toHaveLength(CHECK_BACKOFF_MS.length + 1);
});

it('stops waiting when the screen is left', async () => {
  const { read } = readFailing(Infinity);
  const leave = new AbortController();
  const check = checkPurchaseByKey(read, 'key-3', leave.signal);
  await jest.advanceTimersByTimeAsync(0);
  leave.abort();

  await expect(check).resolves.toEqual({ kind: 'unreachable' });
});
