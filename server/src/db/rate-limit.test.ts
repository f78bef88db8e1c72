import { like, sql } from 'drizzle-orm';
import { testConfig } from '../config';
import type { Database } from './client';
import { openTestDatabase } from '../../test/database-template';
import { HttpError } from '../lib/http-error';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { rateLimits } from './schema';

let database: Database;
const limiters: RateLimiter[] = [];
beforeAll(async () => {
  database = await openTestDatabase(testConfig());
});
afterAll(async () => {
  for (const limiter of limiters) limiter.close();
  await database.close();
});

function limiter(points: number, durationSeconds: number, keyPrefix: string) {
  const created = createRateLimiter(database.db, { points, durationSeconds, keyPrefix });
  limiters.push(created);
  return created;
}

async function statusOf(attempt: Promise<void>): Promise<number> {
  try {
    await attempt;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}

describe('createRateLimiter', () => {
  it('allows the configured points per key, then throws 429 with the wait', async () => {
    const throttle = limiter(2, 60, 'unit-a');
    await throttle.consume(['ip:1']);
    await throttle.consume(['ip:1']);
    const error = await throttle.consume(['ip:1']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(429);
    expect((error as HttpError).message).toMatch(/try again in (5\d|60) seconds/);
    await expect(throttle.consume(['ip:2'])).resolves.toBeUndefined();
  });

  it('fails when any one of the keys is exhausted, counting all of them', async () => {
    const throttle = limiter(1, 60, 'unit-b');
    await throttle.consume(['ip:1', 'email:a']);
    expect(await statusOf(throttle.consume(['ip:2', 'email:a']))).toBe(429);
    expect(await statusOf(throttle.consume(['ip:2', 'email:b']))).toBe(429);
  });

  it('shares counts between limiters on one database (several processes)', async () => {
    const first = limiter(2, 60, 'unit-c');
    const second = limiter(2, 60, 'unit-c');
    await first.consume(['k']);
    await second.consume(['k']);
    expect(await statusOf(first.consume(['k']))).toBe(429);
  });

  it('counts concurrent attempts atomically', async () => {
    const throttle = limiter(5, 60, 'unit-d');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => statusOf(throttle.consume(['k']))),
    );
    expect(results.filter((status) => status === 200)).toHaveLength(5);
  });

  it('starts a new window once the old one has passed', async () => {
    const throttle = limiter(1, 1, 'unit-e');
    await throttle.consume(['k']);
    expect(await statusOf(throttle.consume(['k']))).toBe(429);
    // the window's second passes: its row's expiry is now behind the database's clock
    await database.db
      .update(rateLimits)
      .set({ expire: sql`now() - interval '1 second'` })
      .where(like(rateLimits.key, 'unit-e%'));
    await expect(throttle.consume(['k'])).resolves.toBeUndefined();
  });
});
