import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError, unauthorized } from '../../lib/http-error';
import { createRateLimiter } from '../../db/rate-limit';
import { addressAllowed } from './allow-list';
import { findActiveKey, touchApiKey } from './lookup';
import { API_KEY_HEADER, parseKey, secretMatches } from './secret';

export const KEY_MESSAGES = {
  invalid: 'Invalid API key. Check the X-API-Key header, or create a new key in your profile.',
  notHere:
    'API keys cannot be used on this endpoint. Sign in with your e-mail and password to use it.',
  addressRefused: (ip: string) =>
    `This API key may not be used from ${ip}. Add the address to the key's IP allow-list in your profile.`,
} as const;

export interface KeyAuthenticator {
  /** The key's owner, after checking the key, the client's address and the key's throttle. */
  authenticate(request: FastifyRequest): Promise<{
    userId: number;
    keyId: number;
    /** the key places no charged order */
    readOnly: boolean;
    owner: { suspendedAt: Date | null; levelId: number };
  }>;
  close(): void;
}

export const hasApiKey = (request: FastifyRequest) => request.headers[API_KEY_HEADER] !== undefined;

export function createKeyAuthenticator(
  db: Db,
  limit: { points: number; durationSeconds: number },
): KeyAuthenticator {
  const throttle = createRateLimiter(db, { ...limit, keyPrefix: 'api-key' });
  return {
    async authenticate(request) {
      const header = request.headers[API_KEY_HEADER];
      const parsed = typeof header === 'string' ? parseKey(header.trim()) : undefined;
      if (!parsed) throw unauthorized(KEY_MESSAGES.invalid);
      // Read on every request, so a revocation or a new credential generation holds at once in
      // every process.
      const row = await findActiveKey(db, parsed.prefix);
      if (!row || !secretMatches(parsed.secret, row.secretHash))
        throw unauthorized(KEY_MESSAGES.invalid);
      if (!addressAllowed(request.ip, row.allowedIps))
        throw new HttpError(403, KEY_MESSAGES.addressRefused(request.ip));
      await throttle.consume([String(row.id)]);
      await touchApiKey(db, row.id, request.ip);
      return { userId: row.userId, keyId: row.id, readOnly: row.readOnly, owner: row.owner };
    },
    close: () => throttle.close(),
  };
}
