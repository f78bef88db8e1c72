import type {
  ChangeKycLimitsRequest,
  ConsoleCustomerKyc,
  HeldWallets,
  KycDecisionResponse,
  KycLimits,
  KycReviewsPage,
  KycReviewsQuery,
  ReleaseHoldResponse,
} from '@contract/api/console';
import type { KycReviewStatus } from '@contract/api/kyc';
import { baseApi, TAGS } from '@/shared/api';

/** An owner's decision on a tier-3 review: its address segment. */
export type KycDecision = 'approve' | 'reject';

/** Every identity read shares one tag: a decision, a release or new limits refresh them all. */
const KYC = { type: TAGS.consoleKyc, id: 'ALL' } as const;
const changed = [
  KYC,
  { type: TAGS.audit, id: 'LIST' },
  // the customer's page shows the tier and the hold beside the profile
  TAGS.customers,
] as const;

/** Identity tiers in the console: a customer's, the review queue, held wallets and the limits. */
export const kycApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerKyc: build.query<ConsoleCustomerKyc, number>({
      query: (id) => `console/customers/${id}/kyc`,
      transformResponse: (response: { data: ConsoleCustomerKyc }) => response.data,
      providesTags: [KYC],
    }),
    listKycReviews: build.query<KycReviewsPage, KycReviewsQuery & { status: KycReviewStatus }>({
      query: (params) => ({ url: 'console/kyc/reviews', params }),
      providesTags: [KYC],
    }),
    decideKycReview: build.mutation<
      KycDecisionResponse,
      { id: number; decision: KycDecision; reason: string }
    >({
      query: ({ id, decision, reason }) => ({
        url: `console/kyc/reviews/${id}/${decision}`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: [...changed],
    }),
    listHeldWallets: build.query<HeldWallets, { page?: number }>({
      query: (params) => ({ url: 'console/kyc/holds', params }),
      providesTags: [KYC],
    }),
    releaseHold: build.mutation<ReleaseHoldResponse, { customerId: number; reason: string }>({
      query: ({ customerId, reason }) => ({
        url: `console/customers/${customerId}/kyc/release-hold`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: [...changed],
    }),
    getKycLimits: build.query<KycLimits, void>({
      query: () => 'console/kyc/limits',
      transformResponse: (response: { data: KycLimits }) => response.data,
      providesTags: [KYC],
    }),
    changeKycLimits: build.mutation<KycLimits, ChangeKycLimitsRequest>({
      query: (body) => ({ url: 'console/kyc/limits', method: 'PUT', body }),
      transformResponse: (response: { data: KycLimits }) => response.data,
      invalidatesTags: [...changed],
    }),
  }),
});

export const {
  useGetCustomerKycQuery,
  useListKycReviewsQuery,
  useDecideKycReviewMutation,
  useListHeldWalletsQuery,
  useReleaseHoldMutation,
  useGetKycLimitsQuery,
  useChangeKycLimitsMutation,
} = kycApi;
