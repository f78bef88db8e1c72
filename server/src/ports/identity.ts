import type { IdNumberKind } from '@contract/rules/kyc';

/*
 * Identity verification: is this NIN or BVN a real one, held by the person named, born on the day
 * given? The adapter answers match, mismatch (naming the fields that differ) or not found; an
 * outage, a timeout or an answer it cannot read is an IdentityProviderError, after which nothing
 * about the customer changes.
 */

export interface IdentityQuery {
  kind: IdNumberKind;
  /** 11 digits */
  number: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  phone: string;
}

export type MismatchedField = 'name' | 'date_of_birth';

export type IdentityAnswer =
  | { outcome: 'match' }
  | { outcome: 'mismatch'; fields: MismatchedField[] }
  | { outcome: 'not_found' };

export interface IdentityVerifier {
  /** the provider's name, kept with each check */
  readonly identityProvider: string;
  verifyIdentity(query: IdentityQuery): Promise<IdentityAnswer>;
}

export class IdentityProviderError extends Error {
  override name = 'IdentityProviderError';
}

/** Words of a name, upper case, without punctuation, for comparing names across records. */
export const nameWords = (name: string): string[] =>
  name
    .toUpperCase()
    .replace(/[^A-Z\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);

/** The account's first and last name are both among the record's names, in any order. */
export function accountNameMatches(
  account: { firstName: string; lastName: string },
  recordNames: readonly string[],
): boolean {
  const record = new Set(recordNames.flatMap(nameWords));
  const wanted = [...nameWords(account.firstName), ...nameWords(account.lastName)];
  return wanted.length > 0 && wanted.every((word) => record.has(word));
}
