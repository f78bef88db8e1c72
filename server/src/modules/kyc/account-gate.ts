import { eq } from 'drizzle-orm';
import { KYC_MESSAGES } from '@contract/rules/kyc';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError, badRequest } from '../../lib/http-error';
import type { EnvelopeKey } from '../../lib/secret-envelope';
import { identityNumberHash } from './identity-number';

/*
 * A bank account number (a virtual or dedicated account) is issued only to a verified customer
 * (tier 1 or above). A bank that asks for the NIN gets the NIN the customer verified: the one typed
 * must hash to the verified one, so the number itself is still never kept.
 */
export async function checkAccountIssue(
  deps: { db: Db; identityKey: EnvelopeKey },
  userId: number,
  nin: string | undefined,
) {
  const [user] = await deps.db
    .select({ tier: users.kycTier, ninHash: users.ninHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.tier < 1) throw new HttpError(403, KYC_MESSAGES.virtualAccountNeedsTier);
  if (nin === undefined) return;
  if (user.ninHash === null)
    throw new HttpError(403, KYC_MESSAGES.virtualAccountNeedsNin, {
      nin: KYC_MESSAGES.virtualAccountNeedsNin,
    });
  if (identityNumberHash(deps.identityKey, 'nin', nin) !== user.ninHash)
    throw badRequest(KYC_MESSAGES.virtualAccountNinMismatch, {
      nin: KYC_MESSAGES.virtualAccountNinMismatch,
    });
}
