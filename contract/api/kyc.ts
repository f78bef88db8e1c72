import { Type, type Static } from 'typebox';
import {
  ID_DOCUMENT_FILE_TYPES,
  ID_DOCUMENT_TYPES,
  ID_NUMBER_KINDS,
  KYC_TIERS,
  type IdDocumentFileType,
  type IdDocumentType,
  type IdNumberKind,
  type KycTier,
} from '../rules/kyc';

/*
 * The customer's identity tier: what is verified, the limits of every tier (naira; null is no
 * limit), what came in today, the hold on the wallet if any, and the tier-3 review. A verified
 * number is shown by its last four digits only; the server never keeps the whole number.
 */

export const KycTierSchema = Type.Unsafe<KycTier>(
  Type.Union(KYC_TIERS.map((tier) => Type.Literal(tier))),
);
export const IdNumberKindSchema = Type.Unsafe<IdNumberKind>(
  Type.Union(ID_NUMBER_KINDS.map((kind) => Type.Literal(kind))),
);
export const IdDocumentTypeSchema = Type.Unsafe<IdDocumentType>(
  Type.Union(ID_DOCUMENT_TYPES.map((kind) => Type.Literal(kind))),
);
export const IdDocumentFileTypeSchema = Type.Unsafe<IdDocumentFileType>(
  Type.Union(ID_DOCUMENT_FILE_TYPES.map((kind) => Type.Literal(kind))),
);

const NullableNaira = Type.Union([Type.Number(), Type.Null()]);

export const TierLimitsSchema = Type.Object({
  tier: KycTierSchema,
  single_deposit: NullableNaira,
  daily_inflow: NullableNaira,
  balance: NullableNaira,
});

export const VerifiedNumberSchema = Type.Union([
  Type.Object({ last4: Type.String(), verified_at: Type.String() }),
  Type.Null(),
]);

export const KycHoldSchema = Type.Union([
  Type.Object({ reason: Type.String(), since: Type.String() }),
  Type.Null(),
]);

export const KycReviewStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);

export const KycReviewSummarySchema = Type.Union([
  Type.Object({
    status: KycReviewStatusSchema,
    submitted_at: Type.String(),
    reviewed_at: Type.Union([Type.String(), Type.Null()]),
    /** the reviewer's reason, shown to the customer when a document is rejected */
    reason: Type.Union([Type.String(), Type.Null()]),
  }),
  Type.Null(),
]);

export const KycStatusSchema = Type.Object({
  tier: KycTierSchema,
  nin: VerifiedNumberSchema,
  bvn: VerifiedNumberSchema,
  /** every tier's limits, lowest first */
  limits: Type.Array(TierLimitsSchema),
  /** naira deposited today (Lagos day) and the wallet's balance now */
  today_inflow: Type.Number(),
  balance: Type.Number(),
  hold: KycHoldSchema,
  review: KycReviewSummarySchema,
});

export const VerifyIdentityRequestSchema = Type.Object({
  kind: IdNumberKindSchema,
  /** 11 digits; checked by the server so the form's message comes back */
  number: Type.String({ default: '', maxLength: 40 }),
  /** YYYY-MM-DD */
  date_of_birth: Type.String({ default: '', maxLength: 40 }),
});

export const VerifyIdentityResponseSchema = Type.Object({
  message: Type.String(),
  status: KycStatusSchema,
});

export const KycReviewRequestSchema = Type.Object({
  id_type: IdDocumentTypeSchema,
  address: Type.String({ default: '', maxLength: 300 }),
  document_name: Type.String({ default: '', maxLength: 200 }),
  document_type: Type.String({ default: '', maxLength: 100 }),
  /** the file, base64 (at most 2 MB once decoded) */
  document: Type.String({ default: '', maxLength: 2_900_000 }),
});

export const KycReviewResponseSchema = VerifyIdentityResponseSchema;

export type TierLimits = Static<typeof TierLimitsSchema>;
export type KycStatus = Static<typeof KycStatusSchema>;
export type KycHold = Static<typeof KycHoldSchema>;
export type KycReviewStatus = Static<typeof KycReviewStatusSchema>;
export type VerifyIdentityRequest = Static<typeof VerifyIdentityRequestSchema>;
export type VerifyIdentityResponse = Static<typeof VerifyIdentityResponseSchema>;
export type KycReviewRequest = Static<typeof KycReviewRequestSchema>;
