import { PURCHASE_MESSAGES } from '@contract/rules';
import { badRequest } from './http-error';

/** What an Idempotency-Key may be: 8 to 100 letters, digits, dashes or underscores. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The request's Idempotency-Key, checked; none when it sent none (or an empty one). */
export function checkIdempotencyKey(key: string | undefined): string | undefined {
  if (key === undefined || key === '') return undefined;
  if (!KEY_PATTERN.test(key)) throw badRequest(PURCHASE_MESSAGES.keyInvalid);
  return key;
}
