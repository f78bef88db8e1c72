import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from './http-error';

export interface RateLimitOptions {
  points: number;
  durationSeconds: number;
  /** namespaces the keys in the shared rate_limits table */
  keyPrefix: string;
}

export interface RateLimiter {
  /** Counts one attempt for each key; throws a 429 HttpError when any key is over its limit. */
  consume(keys: string[]): Promise<void>;
  /** Stops the periodic clean-up of expired rows. */
  close(): void;
}

const CLEANUP_INTERVAL_MS = 5 * 60_000;

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
        throw tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)));
      }
    },
    close: () => clearInterval(cleanup),
  };
}
