import type { FastifyRequest } from 'fastify';
import { API_KEY_FORMAT_NAMES, type ApiKeyFormat } from '@contract/constants';
import type { Db } from '../../db/client';
import { HttpError, unauthorized } from '../../lib/http-error';
import { createRateLimiter } from '../../db/rate-limit';
import { addressAllowed } from './allow-list';
import { findActiveKey, touchApiKey } from './lookup';
import { API_KEY_HEADER, parseKey, secretMatches } from './secret';

/** The header on every answer to a test key (ntk_test_...). */
export const TEST_KEY_HEADER = 'x-nairatop-test-key';

export const KEY_MESSAGES = {
  invalid:
    'Invalid API key. Check the X-API-Key header (or Authorization: Token), or create a new key in your profile.',
  notHere:
    'API keys cannot be used on this endpoint. Sign in with your e-mail and password to use it.',
  /** a key used with the other kind of API than it speaks */
  otherFormat: (format: ApiKeyFormat) =>
    format === 'nairatop'
      ? 'This API key speaks the NairaTop API (/api/v1 with X-API-Key). To use it here, set its format to MSORG or ADEX under API keys in your profile.'
      : `This API key speaks the ${API_KEY_FORMAT_NAMES[format]} format, under /api/ with Authorization: Token. To use /api/v1, set its format to NairaTop under API keys in your profile.`,
  resellerNeedsKey: 'Send your API key in the header Authorization: Token <key>.',
  testKeyCharges:
    'This is a test key: it reads, verifies and buys in the sandbox, where no money moves, but it cannot do this. Use a live key here.',
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
    /** the API the key speaks */
    format: ApiKeyFormat;
    /** a test key: its orders move nothing */
    test: boolean;
    owner: { suspendedAt: Date | null; levelId: number };
  }>;
  close(): void;
}

/** `Authorization: Token <key>`, the scheme resellers' code sends (a login token is Bearer). */
const TOKEN_SCHEME = /^Token\s+(\S+)\s*$/i;

/**
 * The API key a request presents, wherever a client puts one: X-API-Key, `Authorization: Token
 * <key>`, or as the password of `Authorization: Basic`. Every check of a key (its address list, throttle, scopes, caps)
 * runs the same for both.
 */
export function presentedApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers[API_KEY_HEADER];
  if (header !== undefined) return typeof header === 'string' ? header.trim() : '';
  const authorization = request.headers.authorization;
  if (typeof authorization !== 'string') return undefined;
  return TOKEN_SCHEME.exec(authorization)?.[1] ?? basicKey(authorization);
}

/**
 * `Authorization: Basic` whose password is an API key (ADEX clients log in so); a Basic login
 * with anything else as the password is no key (an account password never opens the API).
 */
function basicKey(authorization: string): string | undefined {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization)?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const password = decoded.slice(decoded.indexOf(':') + 1);
  return decoded.includes(':') && password.startsWith('ntk_') ? password : undefined;
}

export const hasApiKey = (request: FastifyRequest) => presentedApiKey(request) !== undefined;

export function createKeyAuthenticator(
  db: Db,
  limit: { points: number; durationSeconds: number },
): KeyAuthenticator {
  const throttle = createRateLimiter(db, { ...limit, keyPrefix: 'api-key' });
  return {
    async authenticate(request) {
      const presented = presentedApiKey(request);
      const parsed = presented ? parseKey(presented) : undefined;
      if (!parsed) throw unauthorized(KEY_MESSAGES.invalid);
      // Read on every request, so a revocation or a new credential generation holds at once in
      // every process.
      const row = await findActiveKey(db, parsed.prefix);
      // A key says whether it is a test key; a live key's secret with `test_` added is no key.
      if (!row || row.test !== parsed.test || !secretMatches(parsed.secret, row.secretHash))
        throw unauthorized(KEY_MESSAGES.invalid);
      if (!addressAllowed(request.ip, row.allowedIps))
        throw new HttpError(403, KEY_MESSAGES.addressRefused(request.ip));
      await throttle.consume([String(row.id)]);
      await touchApiKey(db, row.id, request.ip);
      return {
        userId: row.userId,
        keyId: row.id,
        readOnly: row.readOnly,
        format: row.format,
        test: row.test,
        owner: row.owner,
      };
    },
    close: () => throttle.close(),
  };
}
