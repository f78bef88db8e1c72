import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema';
import { seal, type EnvelopeKey } from '../src/lib/secret-envelope';
import { kycHolds, kycReviews } from '../src/modules/kyc/tables';

/** A 1×1 PNG, as a customer's ID document. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Marks the user's NIN and BVN verified (as the identity check does), tier `tier`. */
export async function verifiedNumbers(db: Db, userId: number, tier: 1 | 2 = 2) {
  const at = new Date();
  await db
    .update(users)
    .set({
      kycTier: tier,
      ninHash: `nin-hash-${userId}`,
      ninLast4: '1234',
      ninVerifiedAt: at,
      ...(tier === 2 ? { bvnHash: `bvn-hash-${userId}`, bvnLast4: '5678', bvnVerifiedAt: at } : {}),
    })
    .where(eq(users.id, userId));
}

/** A pending tier-3 review with a sealed PNG, as the customer's submission leaves it. */
export async function pendingReview(db: Db, key: EnvelopeKey, userId: number): Promise<number> {
  const [row] = await db
    .insert(kycReviews)
    .values({
      userId,
      idType: 'passport',
      address: '12 Adeola Odeku Street, Victoria Island, Lagos',
      documentName: 'passport.png',
      documentType: 'image/png',
      documentBytes: Buffer.from(TINY_PNG_BASE64, 'base64').length,
      documentSealed: seal(key, TINY_PNG_BASE64, `kyc-document:${userId}`),
    })
    .returning({ id: kycReviews.id });
  if (!row) throw new Error('no review inserted');
  return row.id;
}

/** Holds the user's wallet, as a deposit over the tier's limits does. */
export async function holdWallet(
  db: Db,
  userId: number,
  reason = 'A deposit took the wallet over its limit.',
) {
  const heldAt = new Date();
  await db
    .update(users)
    .set({ kycHoldReason: reason, kycHeldAt: heldAt })
    .where(eq(users.id, userId));
  await db.insert(kycHolds).values({ userId, reason, heldAt });
}
