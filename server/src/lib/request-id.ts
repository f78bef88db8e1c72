import { randomInt } from 'node:crypto';

/*
 * Our purchases' request id, in the shape VTpass requires (ClubKonnect takes any unique id, so one
 * id serves a purchase whichever provider sells it): the first 12 characters are the Africa/Lagos
 * date-time YYYYMMDDHHII, then any alphanumeric suffix. Lagos is UTC+1 all year (no daylight saving), so the
 * offset is added by hand rather than through a time-zone database.
 */

const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SUFFIX_LENGTH = 12;

/** YYYYMMDDHHII in Africa/Lagos. */
export function lagosDateTime(now: Date = new Date()): string {
  // The UTC fields of a date shifted by one hour are Lagos's wall-clock fields.
  const lagos = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return (
    pad(lagos.getUTCFullYear(), 4) +
    pad(lagos.getUTCMonth() + 1) +
    pad(lagos.getUTCDate()) +
    pad(lagos.getUTCHours()) +
    pad(lagos.getUTCMinutes())
  );
}

/** A fresh request_id: Lagos YYYYMMDDHHII then 12 random alphanumerics (24 characters). */
export function newRequestId(now: Date = new Date()): string {
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return lagosDateTime(now) + suffix;
}
