import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * A key reads `ntk_<prefix>_<secret>` (a test key `ntk_test_<prefix>_<secret>`): the prefix
 * (random, public) finds the row, the secret (32 random bytes) proves possession. Only the secret's
 * SHA-256 is stored; a high-entropy secret needs no slow hash.
 */
const KEY_SHAPE = /^ntk_(test_)?([A-Za-z0-9]{12})_([A-Za-z0-9_-]{43})$/;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const API_KEY_HEADER = 'x-api-key';

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

function randomPrefix(): string {
  // 62 does not divide 256: draw bytes below 248 (4 x 62) so every character is equally likely.
  let prefix = '';
  while (prefix.length < 12) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && prefix.length < 12) prefix += ALPHANUMERIC[byte % 62];
    }
  }
  return prefix;
}

export function generateKey({ test = false } = {}): {
  key: string;
  prefix: string;
  secretHash: string;
} {
  const prefix = randomPrefix();
  const secret = randomBytes(32).toString('base64url');
  return {
    key: `ntk_${test ? 'test_' : ''}${prefix}_${secret}`,
    prefix,
    secretHash: hashSecret(secret),
  };
}

/** The prefix and secret of a well-formed key, and whether it says it is a test key; or undefined. */
export function parseKey(
  key: string,
): { prefix: string; secret: string; test: boolean } | undefined {
  const [, test, prefix, secret] = KEY_SHAPE.exec(key) ?? [];
  return prefix && secret ? { prefix, secret, test: test !== undefined } : undefined;
}

/** Whether the secret hashes to the stored hash, compared in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** What lists show of a key: its fixed start and prefix, never the secret. */
export const displayPrefix = (prefix: string, test = false) =>
  `ntk_${test ? 'test_' : ''}${prefix}`;
