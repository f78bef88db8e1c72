import type {
  KycReviewRequest,
  KycStatus,
  VerifyIdentityRequest,
  VerifyIdentityResponse,
} from '@contract/api/kyc';
import { baseApi, TAGS } from '@/shared/api';

/** The identity tier: read, verify a number, send a tier-3 document. A change refetches the user. */
export const kycApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKycStatus: build.query<KycStatus, void>({
      query: () => 'kyc/',
      providesTags: [TAGS.kyc],
    }),
    verifyIdentity: build.mutation<VerifyIdentityResponse, VerifyIdentityRequest>({
      query: (body) => ({ url: 'kyc/verify/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [TAGS.kyc, TAGS.user] : []),
    }),
    requestReview: build.mutation<VerifyIdentityResponse, KycReviewRequest>({
      query: (body) => ({ url: 'kyc/review/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [TAGS.kyc] : []),
    }),
  }),
});

export const { useGetKycStatusQuery, useVerifyIdentityMutation, useRequestReviewMutation } = kycApi;
