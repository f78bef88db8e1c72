import { createHash, timingSafeEqual } from 'node:crypto';

/** The header the operator endpoints read their secret from. */
export const OPS_TOKEN_HEADER = 'x-ops-token';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares equal-length digests, so the time taken says nothing about the token. */
export function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
