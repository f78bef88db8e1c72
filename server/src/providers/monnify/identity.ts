import {
  IdentityProviderError,
  accountNameMatches,
  type IdentityAnswer,
  type IdentityQuery,
  type IdentityVerifier,
  type MismatchedField,
} from '../../ports/identity';
import { PaymentsProviderError } from '../../ports/payments';
import { objectAt, stringAt } from '../../lib/loose';

/*
 * Monnify's customer verification as the identity port's adapter, on the client's authorized calls.
 * - BVN: POST /api/v1/vas/bvn-details-match { bvn, name, dateOfBirth (dd-MMM-yyyy), mobileNo }
 *   answers name.matchStatus (FULL_MATCH, PARTIAL_MATCH, NO_MATCH) and dateOfBirth (FULL_MATCH or
 *   NO_MATCH); only a full name match is a match. An invalid BVN is requestSuccessful false.
 * - NIN: POST /api/v1/vas/nin-details { nin } answers the holder's names and date of birth, which
 *   are compared here (path and fields not confirmed on a page Monnify publishes: IDENTITY.md).
 * A refusal of the number (a 4xx other than 401, 403, 429) is "not found"; any other failure is the
 * provider's, and nothing is decided.
 */

type Authorized = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<Record<string, unknown>>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 1993-10-03 → 03-Oct-1993 */
export function monnifyDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${MONTHS[Number(month) - 1] ?? ''}-${year}`;
}

/** A date as Monnify may write it (YYYY-MM-DD, dd-MMM-yyyy, dd/MM/yyyy) → YYYY-MM-DD, or ''. */
export function isoDateOf(value: string): string {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const named = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  if (named) {
    const month = MONTHS.findIndex((m) => m.toLowerCase() === named[2]!.toLowerCase()) + 1;
    return month
      ? `${named[3]}-${String(month).padStart(2, '0')}-${named[1]!.padStart(2, '0')}`
      : '';
  }
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (slashed)
    return `${slashed[3]}-${slashed[2]!.padStart(2, '0')}-${slashed[1]!.padStart(2, '0')}`;
  return '';
}

const refusedNumber = (error: unknown) =>
  error instanceof PaymentsProviderError &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 403, 429].includes(error.status);

export function monnifyIdentity(authorized: Authorized): IdentityVerifier {
  async function ask(path: string, body: unknown): Promise<Record<string, unknown> | 'not_found'> {
    try {
      return await authorized('POST', path, body);
    } catch (error) {
      if (refusedNumber(error)) return 'not_found';
      throw new IdentityProviderError(`Monnify ${path}: ${(error as Error).message}`);
    }
  }

  async function bvn(query: IdentityQuery): Promise<IdentityAnswer> {
    const body = await ask('/api/v1/vas/bvn-details-match', {
      bvn: query.number,
      name: `${query.firstName} ${query.lastName}`.trim(),
      dateOfBirth: monnifyDate(query.dateOfBirth),
      mobileNo: query.phone,
    });
    if (body === 'not_found') return { outcome: 'not_found' };
    const nameStatus = stringAt(objectAt(body.name).matchStatus).toUpperCase();
    const dateStatus = stringAt(body.dateOfBirth).toUpperCase();
    if (!nameStatus || !dateStatus)
      throw new IdentityProviderError('Monnify bvn-details-match answered no match statuses');
    const fields: MismatchedField[] = [];
    if (nameStatus !== 'FULL_MATCH') fields.push('name');
    if (dateStatus !== 'FULL_MATCH') fields.push('date_of_birth');
    return fields.length ? { outcome: 'mismatch', fields } : { outcome: 'match' };
  }

  async function nin(query: IdentityQuery): Promise<IdentityAnswer> {
    const body = await ask('/api/v1/vas/nin-details', { nin: query.number });
    if (body === 'not_found') return { outcome: 'not_found' };
    const names = [body.firstName, body.middleName, body.lastName].map(stringAt);
    const born = isoDateOf(stringAt(body.dateOfBirth));
    if (!names[0] || !names[2] || !born)
      throw new IdentityProviderError('Monnify nin-details answered no names or date of birth');
    const fields: MismatchedField[] = [];
    if (!accountNameMatches(query, names)) fields.push('name');
    if (born !== query.dateOfBirth) fields.push('date_of_birth');
    return fields.length ? { outcome: 'mismatch', fields } : { outcome: 'match' };
  }

  return {
    identityProvider: 'monnify',
    verifyIdentity: (query) => (query.kind === 'bvn' ? bvn(query) : nin(query)),
  };
}
