import { eq } from 'drizzle-orm';
import type { ConsoleCustomerKyc, KycQueueRow } from '@contract/api/console';
import { KYC_TIER_LABELS, type KycTier } from '@contract/rules/kyc';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/http-error';
import { open, type EnvelopeKey } from '../../../lib/secret-envelope';
import { releaseHold } from '../../kyc/hold';
import { kycReviews } from '../../kyc/tables';
import { recomputeTier } from '../../kyc/tier';
import { recordAudit } from '../audit';
import type { ConsoleActor } from '../guard';
import { passMoneyPolicy, type MoneyLimits } from '../money-policy/policy';
import { CUSTOMER_NOT_FOUND } from '../customers/profile';
import { REVIEW_NOT_FOUND, customerKyc, reviewById } from './read';

/*
 * An owner's decisions on identity: opening a tier-3 document (each view audited), approving or
 * rejecting a review, and releasing a held wallet. Each is one database transaction with its audit
 * entry. Approving raises the customer to tier 3 and releasing lets a wallet spend: both pass the
 * money policy's account rules (nobody decides on their own account, an owner never on another
 * owner's). A review is decided once; a customer below tier 2 (NIN and BVN verified) cannot be
 * approved, whatever the review says.
 */

export const KYC_DECISION_MESSAGES = {
  decided: (status: string) => `This review was ${status} already.`,
  belowTier2:
    'This customer has not verified both their NIN and BVN (tier 2), so a document cannot raise them to tier 3.',
  approved: (tier: KycTier) => `Approved: the customer is ${KYC_TIER_LABELS[tier]} now.`,
  rejected: 'Rejected: the customer sees your reason and may send another document.',
  notHeld: 'This wallet is not held.',
  released: 'The hold is released: the wallet can spend again.',
} as const;

export type Decision = 'approved' | 'rejected';

/** The document's bytes and type, opened for an owner; the view is in the audit log. */
export function openDocument(db: Db, key: EnvelopeKey, actor: ConsoleActor, reviewId: number) {
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(kycReviews).where(eq(kycReviews.id, reviewId));
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    const base64 = open(key, review.documentSealed, `kyc-document:${review.userId}`);
    await recordAudit(tx, {
      actor,
      action: 'kyc.document_view',
      subjectType: 'kyc_review',
      subjectId: review.id,
      after: { customer_id: review.userId, document_name: review.documentName },
    });
    return {
      bytes: Buffer.from(base64, 'base64'),
      type: review.documentType,
      name: review.documentName,
    };
  });
}

/** Approves or rejects a pending review and sets the customer's tier; answers the review. */
export function decideReview(
  db: Db,
  actor: ConsoleActor,
  limits: MoneyLimits,
  decision: { reviewId: number; status: Decision; reason: string },
): Promise<{ message: string; data: KycQueueRow }> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: kycReviews.id, userId: kycReviews.userId, status: kycReviews.status })
      .from(kycReviews)
      .where(eq(kycReviews.id, decision.reviewId))
      .for('update');
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    if (review.status !== 'pending') throw conflict(KYC_DECISION_MESSAGES.decided(review.status));
    const [customer] = await tx
      .select({ tier: users.kycTier })
      .from(users)
      .where(eq(users.id, review.userId))
      .for('update');
    if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
    if (decision.status === 'approved') {
      await passMoneyPolicy(
        tx,
        actor,
        {
          kind: 'identity_approved',
          customerId: review.userId,
          amountKobo: 0,
          subjectRef: `kyc-review:${review.id}`,
        },
        limits,
      );
      if (customer.tier < 2) throw conflict(KYC_DECISION_MESSAGES.belowTier2);
    }
    await tx
      .update(kycReviews)
      .set({
        status: decision.status,
        reviewedBy: actor.id,
        reviewedAt: new Date(),
        reviewReason: decision.reason,
      })
      .where(eq(kycReviews.id, review.id));
    const tier = await recomputeTier(tx, review.userId, actor.id);
    await recordAudit(tx, {
      actor,
      action: decision.status === 'approved' ? 'kyc.review_approve' : 'kyc.review_reject',
      subjectType: 'customer',
      subjectId: review.userId,
      reason: decision.reason,
      before: { review_id: review.id, status: 'pending', tier: tier.before },
      after: { review_id: review.id, status: decision.status, tier: tier.after },
    });
    return {
      message:
        decision.status === 'approved'
          ? KYC_DECISION_MESSAGES.approved(tier.after)
          : KYC_DECISION_MESSAGES.rejected,
      data: await reviewById(tx, review.id),
    };
  });
}

/** Releases a held wallet with the owner's reason; answers the customer's identity status. */
export function releaseHeldWallet(
  db: Db,
  actor: ConsoleActor,
  limits: MoneyLimits,
  release: { userId: number; reason: string },
): Promise<{ message: string; data: ConsoleCustomerKyc }> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ reason: users.kycHoldReason, since: users.kycHeldAt })
      .from(users)
      .where(eq(users.id, release.userId))
      .for('update');
    if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
    await passMoneyPolicy(
      tx,
      actor,
      {
        kind: 'hold_released',
        customerId: release.userId,
        amountKobo: 0,
        subjectRef: `kyc-hold:${release.userId}`,
      },
      limits,
    );
    if (customer.reason === null) throw conflict(KYC_DECISION_MESSAGES.notHeld);
    await releaseHold(tx, { userId: release.userId, by: actor.id, reason: release.reason });
    await recordAudit(tx, {
      actor,
      action: 'kyc.hold_release',
      subjectType: 'customer',
      subjectId: release.userId,
      reason: release.reason,
      before: { hold_reason: customer.reason, held_at: customer.since?.toISOString() ?? null },
      after: { hold_reason: null },
    });
    return { message: KYC_DECISION_MESSAGES.released, data: await customerKyc(tx, release.userId) };
  });
}
