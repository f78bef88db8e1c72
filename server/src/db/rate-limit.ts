import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from './client';
import { rateLimits } from './schema';
import { tooManyRequests } from '../lib/http-error';

export interface RateLimitOptions {
  points: number;
  durationSeconds: number;
  /** namespaces the keys in the shared rate_limits table */
  keyPrefix: string;
}

/** A key's attempts in its current window, and how long until that window ends. */
export interface Count {
  count: number;
  msLeft: number;
}

export interface RateLimiter {
  /** Counts one attempt for each key; throws a 429 HttpError when any key is over its limit. */
  consume(keys: string[]): Promise<void>;
  /** Counts one attempt for the key without refusing anything; returns its count afterwards. */
  hit(key: string): Promise<Count>;
  /** The key's count without counting anything; 0 when it has none in the current window. */
  peek(key: string): Promise<Count>;
  /** Takes one counted attempt back (it turned out to be legitimate). */
  forgive(key: string): Promise<void>;
  /** Forgets the key's count. */
  reset(key: string): Promise<void>;
  /** Stops the periodic clean-up of expired rows. */
  close(): void;
}

const CLEANUP_INTERVAL_MS = 5 * 60_000;

/** The 429 for a limit that frees up in `ms`; Retry-After is at least one second. */
export const retryAfter = (ms: number) => tooManyRequests(Math.max(1, Math.ceil(ms / 1000)));

const countOf = (res: RateLimiterRes | null): Count =>
  res
    ? { count: res.consumedPoints, msLeft: Math.max(0, res.msBeforeNext) }
    : { count: 0, msLeft: 0 };

/**
 * A fixed-window throttle kept in Postgres (the rate_limits table), so every server process on
 * one database shares the counts. Each consume is one atomic upsert.
 */
export function createRateLimiter(db: Db, options: RateLimitOptions): RateLimiter {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    points: options.points,
    duration: options.durationSeconds,
    keyPrefix: options.keyPrefix,
    // The library's own clean-up timer cannot be stopped from outside; ours below can.
    clearExpiredByTimeout: false,
  });

  const cleanup = setInterval(() => {
    db.delete(rateLimits)
      .where(lt(rateLimits.expire, new Date(Date.now() - CLEANUP_INTERVAL_MS)))
      .catch(() => undefined);
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();

  return {
    async consume(keys) {
      const outcomes = await Promise.allSettled(keys.map((key) => limiter.consume(key)));
      let waitMs = 0;
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') continue;
        const reason: unknown = outcome.reason;
        if (!(reason instanceof RateLimiterRes)) throw reason;
        waitMs = Math.max(waitMs, reason.msBeforeNext);
      }
      if (waitMs > 0 || outcomes.some((outcome) => outcome.status === 'rejected')) {
        throw retryAfter(waitMs);
      }
    },
    hit: async (key) => countOf(await limiter.penalty(key, 1)),
    peek: async (key) => countOf(await limiter.get(key)),
    forgive: async (key) => {
      await limiter.reward(key, 1);
    },
    reset: async (key) => {
      await limiter.delete(key);
    },
    close: () => clearInterval(cleanup),
  };
}
