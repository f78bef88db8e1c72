import { and, count, eq, gte, ne } from 'drizzle-orm';
import type { VerifyIdentityRequest, VerifyIdentityResponse } from '@contract/api/kyc';
import { KYC_MESSAGES, type IdNumberKind } from '@contract/rules/kyc';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError, badRequest, conflict } from '../../lib/http-error';
import type { EnvelopeKey } from '../../lib/secret-envelope';
import { lagosDayBounds } from '../../lib/lagos-day-bounds';
import { lagosToday } from '../../lib/csv';
import {
  IdentityProviderError,
  type IdentityAnswer,
  type IdentityVerifier,
} from '../../ports/identity';
import { ELEVEN_DIGITS, identityNumberHash, lastFour } from './identity-number';
import { kycStatus } from './status';
import { kycChecks } from './tables';
import { recomputeTier } from './tier';

/*
 * The customer verifies a NIN or a BVN with its date of birth; the provider says whether the number
 * is held by the account's name, born that day. A match is kept as the number's keyed hash and last
 * four digits (never the number) and raises the tier; every answer is recorded as a check. A
 * mismatch says which field and what to do; a number verified on another account is refused; a
 * provider that does not answer changes nothing. Each check costs the business, so a customer has
 * MAX_CHECKS_A_DAY a Lagos day (checks the provider could not answer do not count).
 */

export const MAX_CHECKS_A_DAY = 5;

export interface VerifyDeps {
  db: Db;
  identity: IdentityVerifier;
  identityKey: EnvelopeKey;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day in the past, as YYYY-MM-DD, or undefined. */
function birthDate(text: string): string | undefined {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return undefined;
  const day = new Date(`${match[0]}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== match[0]) return undefined;
  if (day.getTime() > Date.now() || Number(match[1]) < 1900) return undefined;
  return match[0];
}

function validated(request: VerifyIdentityRequest) {
  const number = request.number.replace(/\s+/g, '');
  const fields: Record<string, string> = {};
  if (!ELEVEN_DIGITS.test(number)) fields.number = KYC_MESSAGES.numberInvalid(request.kind);
  const dateOfBirth = birthDate(request.date_of_birth);
  if (!request.date_of_birth.trim()) fields.date_of_birth = KYC_MESSAGES.dateOfBirthRequired;
  else if (!dateOfBirth) fields.date_of_birth = KYC_MESSAGES.dateOfBirthInvalid;
  const first = Object.values(fields)[0];
  if (first || !dateOfBirth) throw badRequest(first ?? KYC_MESSAGES.dateOfBirthInvalid, fields);
  return { number, dateOfBirth };
}

function refusal(kind: IdNumberKind, answer: Exclude<IdentityAnswer, { outcome: 'match' }>) {
  if (answer.outcome === 'not_found') {
    const message = KYC_MESSAGES.notFound(kind);
    return badRequest(message, { number: message });
  }
  const fields: Record<string, string> = {};
  if (answer.fields.includes('date_of_birth'))
    fields.date_of_birth = KYC_MESSAGES.dateOfBirthMismatch(kind);
  // the name is the account's, not a field of the form: the message says what to do
  const message = answer.fields.includes('name')
    ? KYC_MESSAGES.nameMismatch(kind)
    : (fields.date_of_birth ?? KYC_MESSAGES.nameMismatch(kind));
  return badRequest(message, fields);
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export async function verifyIdentity(
  deps: VerifyDeps,
  userId: number,
  request: VerifyIdentityRequest,
): Promise<VerifyIdentityResponse> {
  const { db } = deps;
  const { kind } = request;
  const { number, dateOfBirth } = validated(request);
  const [user] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phoneNo,
      ninHash: users.ninHash,
      bvnHash: users.bvnHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(404, 'Not found.');
  const numberHash = identityNumberHash(deps.identityKey, kind, number);
  if ((kind === 'nin' ? user.ninHash : user.bvnHash) !== null)
    throw conflict(KYC_MESSAGES.alreadyVerified(kind));

  const check = {
    userId,
    kind,
    numberHash,
    numberLast4: lastFour(number),
    provider: deps.identity.identityProvider,
  };
  const record = (outcome: (typeof kycChecks.$inferInsert)['outcome'], mismatched: string[] = []) =>
    db.insert(kycChecks).values({ ...check, outcome, mismatched });

  const { from } = lagosDayBounds(lagosToday());
  const [today] = await db
    .select({ n: count() })
    .from(kycChecks)
    .where(
      and(
        eq(kycChecks.userId, userId),
        gte(kycChecks.createdAt, from),
        ne(kycChecks.outcome, 'unavailable'),
      ),
    );
  if ((today?.n ?? 0) >= MAX_CHECKS_A_DAY)
    throw new HttpError(
      429,
      `You have tried ${MAX_CHECKS_A_DAY} times today. Try again tomorrow, or contact support.`,
    );

  const column = kind === 'nin' ? users.ninHash : users.bvnHash;
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(column, numberHash));
  if (holder && holder.id !== userId) {
    await record('taken');
    throw conflict(KYC_MESSAGES.taken(kind), { number: KYC_MESSAGES.taken(kind) });
  }

  let answer: IdentityAnswer;
  try {
    answer = await deps.identity.verifyIdentity({
      kind,
      number,
      firstName: user.firstName,
      lastName: user.lastName,
      dateOfBirth,
      phone: user.phone,
    });
  } catch (error) {
    if (!(error instanceof IdentityProviderError)) throw error;
    await record('unavailable');
    throw new HttpError(503, KYC_MESSAGES.unavailable);
  }
  if (answer.outcome !== 'match') {
    await record(answer.outcome, answer.outcome === 'mismatch' ? answer.fields : []);
    throw refusal(kind, answer);
  }

  try {
    await db.transaction(async (tx) => {
      const verifiedAt = new Date();
      await tx
        .update(users)
        .set(
          kind === 'nin'
            ? { ninHash: numberHash, ninLast4: check.numberLast4, ninVerifiedAt: verifiedAt }
            : { bvnHash: numberHash, bvnLast4: check.numberLast4, bvnVerifiedAt: verifiedAt },
        )
        .where(eq(users.id, userId));
      await tx.insert(kycChecks).values({ ...check, outcome: 'match' });
      await recomputeTier(tx, userId);
    });
  } catch (error) {
    // another account verified the same number at the same moment
    if (!isUniqueViolation(error)) throw error;
    await record('taken');
    throw conflict(KYC_MESSAGES.taken(kind), { number: KYC_MESSAGES.taken(kind) });
  }
  return { message: KYC_MESSAGES.verified(kind), status: await kycStatus(db, userId) };
}
