import { NullableNumberInput } from '../nullable-number';
import { Type, type Static, type TSchema } from 'typebox';
import { MAX_REASON_LENGTH, MIN_REASON_LENGTH } from '../../rules/reason';
import {
  IdDocumentFileTypeSchema,
  IdDocumentTypeSchema,
  IdNumberKindSchema,
  KycReviewStatusSchema,
  KycTierSchema,
  TierLimitsSchema,
  VerifiedNumberSchema,
  KycHoldSchema,
} from '../kyc';
import { IntegerIdSchema } from './ids';
import { ConsolePageMetaSchema, ConsolePageQuerySchema } from './paging';

/*
 * Identity tiers in the console. Every staff member sees a customer's tier, verified numbers (last
 * four digits), hold, reviews and verification checks; an owner alone opens a tier-3 document
 * (each view is in the audit log), approves or rejects a review, releases a held wallet and sets
 * the tiers' limits. Amounts are naira; null is no limit.
 */

const Reason = Type.String({ minLength: MIN_REASON_LENGTH, maxLength: MAX_REASON_LENGTH });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const KycCheckOutcomeSchema = Type.Union([
  Type.Literal('match'),
  Type.Literal('mismatch'),
  Type.Literal('not_found'),
  Type.Literal('unavailable'),
  Type.Literal('taken'),
]);

/** One verification asked of the identity provider (never the number: its last four). */
export const KycCheckSchema = Type.Object({
  id: Type.Integer(),
  kind: IdNumberKindSchema,
  outcome: KycCheckOutcomeSchema,
  /** the fields that did not match (first_name, date_of_birth...) */
  mismatched: Type.Array(Type.String()),
  last4: Type.String(),
  provider: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

/** A tier-3 review as staff see it (the document itself is a separate, owner-only route). */
export const KycReviewSchema = Type.Object({
  id: Type.Integer(),
  status: KycReviewStatusSchema,
  id_type: IdDocumentTypeSchema,
  id_type_label: Type.String(),
  address: Type.String(),
  document_name: Type.String(),
  document_type: IdDocumentFileTypeSchema,
  document_bytes: Type.Integer(),
  submitted_at: Type.String({ format: 'date-time' }),
  reviewed_at: Nullable(Type.String({ format: 'date-time' })),
  /** the reviewer's e-mail */
  reviewed_by: Nullable(Type.String()),
  /** the reviewer's reason; a rejection's is what the customer reads */
  reason: Nullable(Type.String()),
});

/** GET console/customers/:id/kyc */
export const ConsoleCustomerKycSchema = Type.Object({
  tier: KycTierSchema,
  tier_label: Type.String(),
  nin: VerifiedNumberSchema,
  bvn: VerifiedNumberSchema,
  hold: KycHoldSchema,
  /** the latest review, if any */
  review: Nullable(KycReviewSchema),
  /** the latest verification checks, newest first */
  checks: Type.Array(KycCheckSchema),
});

export const KycCustomerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  tier: KycTierSchema,
});

/** GET console/kyc/reviews: a review in the queue with its customer. */
export const KycQueueRowSchema = Type.Object({
  ...KycReviewSchema.properties,
  customer: KycCustomerSchema,
});

export const KycReviewsQuerySchema = Type.Object({
  ...ConsolePageQuerySchema.properties,
  /** pending (the default, oldest first), approved or rejected (newest decision first) */
  status: Type.Optional(KycReviewStatusSchema),
});

export const KycReviewsPageSchema = Type.Object({
  data: Type.Array(KycQueueRowSchema),
  meta: ConsolePageMetaSchema,
});

export const KycReviewIdParamsSchema = Type.Object({ id: IntegerIdSchema });

/** POST console/kyc/reviews/:id/approve or /reject (owners): the reason (a rejection's is shown to the customer). */
export const KycDecisionRequestSchema = Type.Object({ reason: Reason });

export const KycDecisionResponseSchema = Type.Object({
  message: Type.String(),
  data: KycQueueRowSchema,
});

/** GET console/kyc/holds: a held wallet. */
export const HeldWalletSchema = Type.Object({
  customer: KycCustomerSchema,
  reason: Type.String(),
  since: Type.String({ format: 'date-time' }),
  /** naira */
  balance: Type.Number(),
});

export const HeldWalletsSchema = Type.Object({
  data: Type.Array(HeldWalletSchema),
  meta: ConsolePageMetaSchema,
});

/** POST console/customers/:id/kyc/release-hold (owners) */
export const ReleaseHoldRequestSchema = Type.Object({ reason: Reason });

export const ReleaseHoldResponseSchema = Type.Object({
  message: Type.String(),
  data: ConsoleCustomerKycSchema,
});

/** GET console/kyc/limits */
export const KycLimitsSchema = Type.Object({
  /** tier 0 to 3, in order */
  tiers: Type.Array(TierLimitsSchema),
  updated_at: Nullable(Type.String({ format: 'date-time' })),
  updated_by: Nullable(Type.String()),
});

/** A tier's limit as an owner sends it: naira above zero, at most two decimals; null is none. */
const LimitNaira = NullableNumberInput({ maximum: 1_000_000_000 });

/** PUT console/kyc/limits (owners): all four tiers, and why. */
export const ChangeKycLimitsRequestSchema = Type.Object({
  tiers: Type.Array(
    Type.Object({
      tier: KycTierSchema,
      single_deposit: LimitNaira,
      daily_inflow: LimitNaira,
      balance: LimitNaira,
    }),
    { minItems: 4, maxItems: 4 },
  ),
  reason: Reason,
});

export const KycLimitsResponseSchema = Type.Object({ data: KycLimitsSchema });

export type KycCheck = Static<typeof KycCheckSchema>;
export type KycReview = Static<typeof KycReviewSchema>;
export type ConsoleCustomerKyc = Static<typeof ConsoleCustomerKycSchema>;
export type KycCustomer = Static<typeof KycCustomerSchema>;
export type KycQueueRow = Static<typeof KycQueueRowSchema>;
export type KycReviewsQuery = Static<typeof KycReviewsQuerySchema>;
export type KycReviewsPage = Static<typeof KycReviewsPageSchema>;
export type KycDecisionRequest = Static<typeof KycDecisionRequestSchema>;
export type KycDecisionResponse = Static<typeof KycDecisionResponseSchema>;
export type HeldWallet = Static<typeof HeldWalletSchema>;
export type HeldWallets = Static<typeof HeldWalletsSchema>;
export type ReleaseHoldRequest = Static<typeof ReleaseHoldRequestSchema>;
export type ReleaseHoldResponse = Static<typeof ReleaseHoldResponseSchema>;
export type KycLimits = Static<typeof KycLimitsSchema>;
export type ChangeKycLimitsRequest = Static<typeof ChangeKycLimitsRequestSchema>;
