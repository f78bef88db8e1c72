import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { createRateLimiter, retryAfter } from '../../db/rate-limit';

/** Wrong codes one staff member may type in the console per window (as failed logins per e-mail and IP). */
export interface CodeThrottleOptions {
  failures: number;
  windowSeconds: number;
}

/**
 * Limits wrong codes typed in the console (turning two-factor sign-in on or off), per staff
 * member, so a borrowed session cannot guess its way to turning it off. Counted in the shared
 * rate_limits table, so every process sees the same count; a right code clears it.
 */
export function createCodeThrottle(db: Db, options: CodeThrottleOptions) {
  const limiter = createRateLimiter(db, {
    points: options.failures,
    durationSeconds: options.windowSeconds,
    keyPrefix: 'console-code',
  });
  return {
    async attempt<T>(userId: number, work: () => Promise<T>): Promise<T> {
      const key = String(userId);
      const before = await limiter.peek(key);
      if (before.count >= options.failures) throw retryAfter(before.msLeft);
      try {
        const result = await work();
        await limiter.reset(key);
        return result;
      } catch (error) {
        if (error instanceof HttpError && error.fields.code) await limiter.hit(key);
        throw error;
      }
    },
    close: () => limiter.close(),
  };
}
