import { and, eq } from 'drizzle-orm';
import { KYC_TIER_LABELS, type KycTier } from '@contract/rules/kyc';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { releaseHold } from './hold';
import { limitsOfTier } from './limits';
import { kycReviews } from './tables';

/*
 * The tier follows from what is verified: a NIN or a BVN is tier 1 (every account has a phone and an
 * e-mail), both tier 2 (each verification matched the account's name), both with an approved
 * document review tier 3. It is written on the user's row whenever one of these changes, under the
 * row's lock. Reaching a higher tier releases a hold when the wallet's balance is within the new
 * tier's balance limit (a hold for one deposit or a day's deposits is over once the tier is higher).
 */

export function tierOf(state: {
  ninVerified: boolean;
  bvnVerified: boolean;
  reviewApproved: boolean;
}): KycTier {
  const { ninVerified, bvnVerified, reviewApproved } = state;
  if (ninVerified && bvnVerified) return reviewApproved ? 3 : 2;
  return ninVerified || bvnVerified ? 1 : 0;
}

export async function recomputeTier(
  tx: Tx,
  userId: number,
  by: number | null = null,
): Promise<{ before: KycTier; after: KycTier }> {
  const [user] = await tx
    .select({
      tier: users.kycTier,
      ninHash: users.ninHash,
      bvnHash: users.bvnHash,
      heldReason: users.kycHoldReason,
      balanceKobo: users.walletBalanceKobo,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw new Error(`user ${userId} does not exist`);
  const [approved] = await tx
    .select({ id: kycReviews.id })
    .from(kycReviews)
    .where(and(eq(kycReviews.userId, userId), eq(kycReviews.status, 'approved')))
    .limit(1);
  const before = user.tier as KycTier;
  const after = tierOf({
    ninVerified: user.ninHash !== null,
    bvnVerified: user.bvnHash !== null,
    reviewApproved: approved !== undefined,
  });
  if (after !== before) await tx.update(users).set({ kycTier: after }).where(eq(users.id, userId));
  if (after > before && user.heldReason !== null) {
    const { balanceKobo } = await limitsOfTier(tx, after);
    if (balanceKobo === null || user.balanceKobo <= balanceKobo)
      await releaseHold(tx, { userId, by, reason: `Verified to ${KYC_TIER_LABELS[after]}` });
  }
  return { before, after };
}
