import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The opt-out link's token: the customer's id and an HMAC of it, so anyone holding the link (and
 * nobody else) can opt that customer out without signing in. The id is 8 base-36 characters, so
 * every token is as long as every other and an SMS's pages do not depend on who gets it. No dot:
 * a path ending in `.xyz` is taken for a file, not a page of the SPA.
 */

const ID_WIDTH = 8;
const SIGNATURE_BYTES = 16;

/** The key for opt-out tokens, derived from the app's secret (never the secret itself). */
export const optOutKey = (appSecret: string) =>
  createHmac('sha256', appSecret).update('marketing-opt-out').digest();

const signatureOf = (key: Buffer, id: string) =>
  createHmac('sha256', key).update(id).digest().subarray(0, SIGNATURE_BYTES);

export function optOutToken(key: Buffer, userId: number): string {
  const id = userId.toString(36).padStart(ID_WIDTH, '0');
  return `${id}${signatureOf(key, id).toString('base64url')}`;
}

/** Every token's length (the SMS opt-out line is measured with it). */
export const OPT_OUT_TOKEN_LENGTH = ID_WIDTH + Math.ceil((SIGNATURE_BYTES * 4) / 3);

/** The customer a token names, or undefined for a token this key did not sign. */
export function userOfOptOutToken(key: Buffer, token: string): number | undefined {
  const match = /^([0-9a-z]{8})([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return undefined;
  const [, id = '', signature = ''] = match;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(key, id);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const userId = parseInt(id, 36);
  return Number.isSafeInteger(userId) && userId > 0 ? userId : undefined;
}
