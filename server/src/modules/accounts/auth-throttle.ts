import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { createRateLimiter, retryAfter, type RateLimiter } from '../../db/rate-limit';
import { normalizeEmail } from './service';

/**
 * Keys name an e-mail by a digest, so the shared rate_limits table holds no addresses and keys
 * stay short whatever was typed. Unknown e-mails are counted like known ones.
 */
const emailKey = (email: string) =>
  createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 32);

/** The wait before answering an attempt on an account that has failed this often from every IP. */
export function slowdownMs(failures: number, config: AppConfig['authThrottle']): number {
  if (failures < config.accountSlowAfter) return 0;
  const doublings = Math.min(failures - config.accountSlowAfter, 20);
  return Math.min(config.slowdownMaxMs, config.slowdownBaseMs * 2 ** doublings);
}

export interface AuthThrottle {
  /**
   * Runs a login attempt under the limits: failures per IP and per (e-mail, IP) block; failures
   * per e-mail from every IP only slow attempts down, and past a high cap refuse only IPs that
   * already failed on it. A 401 from `attempt` counts as a failure; success clears the pair.
   */
  login<T>(ip: string, email: string, attempt: () => Promise<T>): Promise<T>;
  /** Per IP, and per (e-mail, IP): never per e-mail alone, so a stranger cannot block the owner. */
  passwordReset(ip: string, email: string): Promise<void>;
  register(ip: string): Promise<void>;
  close(): void;
}

export function createAuthThrottle(db: Db, config: AppConfig): AuthThrottle {
  const limits = config.authThrottle;
  const perIp = createRateLimiter(db, {
    points: config.authRateLimit.points,
    durationSeconds: config.authRateLimit.durationSeconds,
    keyPrefix: 'auth',
  });
  const perPair = createRateLimiter(db, {
    points: limits.pairFailures,
    durationSeconds: limits.pairWindowSeconds,
    keyPrefix: 'login-pair',
  });
  const perAccount = createRateLimiter(db, {
    points: limits.accountCap,
    durationSeconds: limits.accountWindowSeconds,
    keyPrefix: 'login-account',
  });
  const resetPerPair = createRateLimiter(db, {
    points: limits.resetPerEmailAndIp,
    durationSeconds: limits.resetWindowSeconds,
    keyPrefix: 'reset-pair',
  });
  const limiters: RateLimiter[] = [perIp, perPair, perAccount, resetPerPair];

  async function login<T>(ip: string, email: string, attempt: () => Promise<T>): Promise<T> {
    // An empty e-mail is a 400 from the attempt itself, not a guess worth counting.
    if (!normalizeEmail(email)) return attempt();
    const ipKey = `login:ip:${ip}`;
    const account = emailKey(email);
    const pairKey = `${account}:${ip}`;
    // Counted before the password is checked, so parallel guesses cannot all slip past the limit.
    const [fromIp, fromPair, onAccount] = await Promise.all([
      perIp.hit(ipKey),
      perPair.hit(pairKey),
      perAccount.peek(account),
    ]);
    const undo = () => Promise.all([perIp.forgive(ipKey), perPair.forgive(pairKey)]);
    // A refused attempt checks no password, so it is not a failure either.
    const refuse = async (msLeft: number) => {
      await undo();
      return retryAfter(msLeft);
    };
    if (fromIp.count > config.authRateLimit.points) throw await refuse(fromIp.msLeft);
    if (fromPair.count > limits.pairFailures) throw await refuse(fromPair.msLeft);
    const ipFailedBefore = fromPair.count > 1;
    if (onAccount.count >= limits.accountCap && ipFailedBefore)
      throw await refuse(onAccount.msLeft);
    const wait = slowdownMs(onAccount.count, limits);
    if (wait > 0) await sleep(wait);

    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) await perAccount.hit(account);
      else await undo();
      throw error;
    }
    await Promise.all([perIp.forgive(ipKey), perPair.reset(pairKey)]);
    return result;
  }

  return {
    login,
    async passwordReset(ip, email) {
      // The pair first: a request it refuses does not use up the IP's allowance.
      if (normalizeEmail(email)) await resetPerPair.consume([`${emailKey(email)}:${ip}`]);
      await perIp.consume([`password_reset:ip:${ip}`]);
    },
    register: (ip) => perIp.consume([`register:ip:${ip}`]),
    close: () => {
      for (const limiter of limiters) limiter.close();
    },
  };
}
