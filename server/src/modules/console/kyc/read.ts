import { asc, count, desc, eq, getTableColumns, isNotNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ConsoleCustomerKyc,
  HeldWallets,
  KycQueueRow,
  KycReview,
  KycReviewsPage,
  KycReviewsQuery,
} from '@contract/api/console';
import { ID_DOCUMENT_LABELS, KYC_TIER_LABELS, type KycTier } from '@contract/rules/kyc';
import type { Db, Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { koboToNaira } from '../../../lib/money';
import { kycChecks, kycReviews } from '../../kyc/tables';
import { CUSTOMER_NOT_FOUND } from '../customers/profile';
import { DEFAULT_PAGE_SIZE } from '../customers/search';

/** How the console reads identity tiers: a customer's, the tier-3 queue and the held wallets. */

export const REVIEW_NOT_FOUND = 'No such identity review.';
/** the verification checks shown on a customer's page */
export const CHECKS_SHOWN = 20;

const reviewer = alias(users, 'reviewer');

type ReviewRow = Omit<typeof kycReviews.$inferSelect, 'documentSealed'>;

/** A review's columns but the sealed document (up to 2.8 MB): the document has its own route. */
const { documentSealed: _sealed, ...reviewColumns } = getTableColumns(kycReviews);
type UserRow = typeof users.$inferSelect;

const iso = (at: Date | null) => at?.toISOString() ?? null;
const verified = (last4: string | null, at: Date | null) =>
  last4 && at ? { last4, verified_at: at.toISOString() } : null;

const customerOf = (user: UserRow) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
  tier: user.kycTier as KycTier,
});

function presentReview(review: ReviewRow, reviewedBy: string | null): KycReview {
  return {
    id: review.id,
    status: review.status,
    id_type: review.idType,
    id_type_label: ID_DOCUMENT_LABELS[review.idType],
    address: review.address,
    document_name: review.documentName,
    document_type: review.documentType,
    document_bytes: review.documentBytes,
    submitted_at: review.submittedAt.toISOString(),
    reviewed_at: iso(review.reviewedAt),
    reviewed_by: reviewedBy,
    reason: review.reviewReason,
  };
}

/** Reviews (without the sealed document) with their customer and reviewer. */
function selectReviews(db: Db | Tx) {
  return db
    .select({ review: reviewColumns, customer: users, reviewedBy: reviewer.email })
    .from(kycReviews)
    .innerJoin(users, eq(users.id, kycReviews.userId))
    .leftJoin(reviewer, eq(reviewer.id, kycReviews.reviewedBy));
}

type SelectedReview = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

const queueRow = (row: SelectedReview): KycQueueRow => ({
  ...presentReview(row.review, row.reviewedBy),
  customer: customerOf(row.customer),
});

export async function reviewById(db: Db | Tx, id: number): Promise<KycQueueRow> {
  const [row] = await selectReviews(db).where(eq(kycReviews.id, id));
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return queueRow(row);
}

/** The tier-3 reviews of one status: pending oldest first, decided newest decision first. */
export async function reviewQueue(db: Db, query: KycReviewsQuery): Promise<KycReviewsPage> {
  const status = query.status ?? 'pending';
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const order: SQL[] =
    status === 'pending'
      ? [asc(kycReviews.submittedAt), asc(kycReviews.id)]
      : [desc(kycReviews.reviewedAt), desc(kycReviews.id)];
  const where = eq(kycReviews.status, status);
  const [counted] = await db.select({ n: count() }).from(kycReviews).where(where);
  const rows = await selectReviews(db)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map(queueRow),
    meta: { count: counted?.n ?? 0, page, page_size: pageSize },
  };
}

/** A customer's tier, verified numbers (last four), hold, latest review and latest checks. */
export async function customerKyc(db: Db | Tx, userId: number): Promise<ConsoleCustomerKyc> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(CUSTOMER_NOT_FOUND);
  const [review] = await selectReviews(db)
    .where(eq(kycReviews.userId, userId))
    .orderBy(desc(kycReviews.submittedAt), desc(kycReviews.id))
    .limit(1);
  const checks = await db
    .select()
    .from(kycChecks)
    .where(eq(kycChecks.userId, userId))
    .orderBy(desc(kycChecks.createdAt), desc(kycChecks.id))
    .limit(CHECKS_SHOWN);
  const tier = user.kycTier as KycTier;
  return {
    tier,
    tier_label: KYC_TIER_LABELS[tier],
    nin: verified(user.ninLast4, user.ninVerifiedAt),
    bvn: verified(user.bvnLast4, user.bvnVerifiedAt),
    hold:
      user.kycHoldReason && user.kycHeldAt
        ? { reason: user.kycHoldReason, since: user.kycHeldAt.toISOString() }
        : null,
    review: review ? presentReview(review.review, review.reviewedBy) : null,
    checks: checks.map((check) => ({
      id: check.id,
      kind: check.kind,
      outcome: check.outcome,
      mismatched: check.mismatched,
      last4: check.numberLast4,
      provider: check.provider,
      created_at: check.createdAt.toISOString(),
    })),
  };
}

/** The held wallets, longest held first. */
export async function heldWallets(
  db: Db,
  query: { page?: number; page_size?: number },
): Promise<HeldWallets> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const where = isNotNull(users.kycHoldReason);
  const [counted] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.kycHeldAt), asc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map((user) => ({
      customer: customerOf(user),
      reason: user.kycHoldReason ?? '',
      since: iso(user.kycHeldAt) ?? '',
      balance: koboToNaira(user.walletBalanceKobo),
    })),
    meta: { count: counted?.n ?? 0, page, page_size: pageSize },
  };
}
