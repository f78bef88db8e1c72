import { randomInt } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../lib/password';

export const RECOVERY_CODE_COUNT = 10;

// No 0/o, 1/l/i: a code copied from paper is read back without guessing.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** `xxxxx-xxxxx`: 10 characters of a 31-letter alphabet, about 50 bits. */
export function newRecoveryCode(): string {
  const pick = () =>
    Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${pick()}-${pick()}`;
}

/** Case, spaces and the dash do not matter when a code is typed back. */
export const canonicalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const hashRecoveryCode = (code: string) => hashPassword(canonicalRecoveryCode(code));

/** The id of the stored code the typed one matches, checked against every unused hash at once. */
export async function matchRecoveryCode(
  code: string,
  stored: readonly { id: number; codeHash: string }[],
): Promise<number | undefined> {
  const typed = canonicalRecoveryCode(code);
  if (typed.length !== HALF * 2) return undefined;
  const matches = await Promise.all(stored.map((row) => verifyPassword(typed, row.codeHash)));
  return stored[matches.indexOf(true)]?.id;
}
