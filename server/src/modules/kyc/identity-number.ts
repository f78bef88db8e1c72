import { createHmac } from 'node:crypto';
import type { IdNumberKind } from '@contract/rules/kyc';
import type { EnvelopeKey } from '../../lib/secret-envelope';

/*
 * A NIN or BVN is never kept: only a keyed hash (HMAC-SHA256 under a key derived from
 * IDENTITY_ENCRYPTION_KEY, so eleven digits cannot be guessed back from a copy of the database) and
 * its last four digits. The hash tells whether a number is verified on another account.
 */

const hashKeys = new WeakMap<EnvelopeKey, Buffer>();

function hashKey(key: EnvelopeKey): Buffer {
  let derived = hashKeys.get(key);
  if (!derived) {
    derived = createHmac('sha256', key.key).update('identity-number hash key').digest();
    hashKeys.set(key, derived);
  }
  return derived;
}

export const identityNumberHash = (key: EnvelopeKey, kind: IdNumberKind, number: string) =>
  createHmac('sha256', hashKey(key)).update(`${kind}\0${number}`).digest('hex');

export const lastFour = (number: string) => number.slice(-4);

export const ELEVEN_DIGITS = /^\d{11}$/;
