import { createHmac, timingSafeEqual } from 'node:crypto';

/** A webhook signature (monnify-signature, X-Termii-Signature): lowercase hex HMAC-SHA512 of the raw body bytes, keyed with the secret key. */
export const signWebhook = (secretKey: string, rawBody: Buffer | string): string =>
  createHmac('sha512', secretKey).update(rawBody).digest('hex');

/** Compares in constant time; a missing or malformed header is simply not valid. */
export function isValidSignature(
  secretKey: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header.trim())) return false;
  const expected = Buffer.from(signWebhook(secretKey, rawBody), 'hex');
  const given = Buffer.from(header.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
