import { and, eq, isNull } from 'drizzle-orm';
import { KYC_MESSAGES, holdReason, type KycTier, type LimitName } from '@contract/rules/kyc';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { kycHolds } from './tables';

/*
 * A held wallet buys nothing (transaction_create refuses its orders, the level change refuses) until
 * the hold is released: by the customer reaching a tier whose limits the wallet keeps, or by a staff
 * member's review. The reason is written once, shown on screen and e-mailed as it is.
 */

/** The first limit of a tier a deposit broke. */
export interface BrokenLimit {
  limit: LimitName;
  limitKobo: number;
}

/** The refusal of a held wallet's spending: 403 with the hold's reason. */
export const walletHeld = (reason: string) => new HttpError(403, reason || KYC_MESSAGES.held);

/** Refuses, under the caller's lock of the user's row, a spend from a held wallet. */
export async function refuseIfHeld(tx: Tx, userId: number) {
  const [user] = await tx
    .select({ reason: users.kycHoldReason })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.reason) throw walletHeld(user.reason);
}

export async function setHold(
  tx: Tx,
  hold: {
    userId: number;
    tier: KycTier;
    broken: BrokenLimit;
    depositKobo: number;
    transactionId: number | null;
  },
) {
  const reason = holdReason(hold.tier, hold.broken.limit, hold.broken.limitKobo, hold.depositKobo);
  const heldAt = new Date();
  await tx
    .update(users)
    .set({ kycHoldReason: reason, kycHeldAt: heldAt })
    .where(eq(users.id, hold.userId));
  await tx
    .insert(kycHolds)
    .values({ userId: hold.userId, reason, transactionId: hold.transactionId, heldAt });
}

/** Releases the user's hold (nothing when none); by null is the customer's own verification. */
export async function releaseHold(
  tx: Tx,
  release: { userId: number; by: number | null; reason: string },
): Promise<boolean> {
  const released = await tx
    .update(users)
    .set({ kycHoldReason: null, kycHeldAt: null })
    .where(eq(users.id, release.userId))
    .returning({ id: users.id });
  if (!released.length) return false;
  const closed = await tx
    .update(kycHolds)
    .set({ releasedAt: new Date(), releasedBy: release.by, releaseReason: release.reason })
    .where(and(eq(kycHolds.userId, release.userId), isNull(kycHolds.releasedAt)))
    .returning({ id: kycHolds.id });
  return closed.length > 0;
}
