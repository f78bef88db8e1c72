import { desc, eq } from 'drizzle-orm';
import type { KycStatus } from '@contract/api/kyc';
import type { KycTier } from '@contract/rules/kyc';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { koboToNaira } from '../../lib/money';
import { notFound } from '../../lib/http-error';
import { readTierLimits, todayDepositsKobo } from './limits';
import { kycReviews } from './tables';

const naira = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));
const verified = (last4: string | null, at: Date | null) =>
  last4 && at ? { last4, verified_at: at.toISOString() } : null;

/** The customer's tier, verified numbers (last four), every tier's limits, hold and review. */
export async function kycStatus(db: Db | Tx, userId: number): Promise<KycStatus> {
  const [user] = await db
    .select({
      tier: users.kycTier,
      ninLast4: users.ninLast4,
      ninVerifiedAt: users.ninVerifiedAt,
      bvnLast4: users.bvnLast4,
      bvnVerifiedAt: users.bvnVerifiedAt,
      holdReason: users.kycHoldReason,
      heldAt: users.kycHeldAt,
      balanceKobo: users.walletBalanceKobo,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  const [review] = await db
    .select()
    .from(kycReviews)
    .where(eq(kycReviews.userId, userId))
    .orderBy(desc(kycReviews.submittedAt), desc(kycReviews.id))
    .limit(1);
  return {
    tier: user.tier as KycTier,
    nin: verified(user.ninLast4, user.ninVerifiedAt),
    bvn: verified(user.bvnLast4, user.bvnVerifiedAt),
    limits: (await readTierLimits(db)).map((row) => ({
      tier: row.tier,
      single_deposit: naira(row.singleDepositKobo),
      daily_inflow: naira(row.dailyInflowKobo),
      balance: naira(row.balanceKobo),
    })),
    today_inflow: koboToNaira(await todayDepositsKobo(db, userId)),
    balance: koboToNaira(user.balanceKobo),
    hold:
      user.holdReason && user.heldAt
        ? { reason: user.holdReason, since: user.heldAt.toISOString() }
        : null,
    review: review
      ? {
          status: review.status,
          submitted_at: review.submittedAt.toISOString(),
          reviewed_at: review.reviewedAt?.toISOString() ?? null,
          reason: review.status === 'rejected' ? review.reviewReason : null,
        }
      : null,
  };
}
