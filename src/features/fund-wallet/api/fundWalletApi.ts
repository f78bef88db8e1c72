import type {
  ApiSuccess,
  CreateVirtualAccountRequest,
  CreateVirtualAccountResponse,
  GeneratePaymentLinkRequest,
  GeneratePaymentLinkResponse,
  VerifyAtmPaymentResponse,
} from '@contract/api';
import { baseApi, TAGS } from '@/shared/api';

/**
 * The funding calls. Verifying a card payment may credit the wallet and creating an
 * account adds it to the user, so both refetch the user and the transaction list.
 */
export const fundWalletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generatePaymentLink: build.mutation<
      ApiSuccess<GeneratePaymentLinkResponse>,
      GeneratePaymentLinkRequest
    >({
      query: (body) => ({ url: 'generate-payment-link/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [TAGS.user, TAGS.transactions] : []),
    }),
    verifyAtmPayment: build.mutation<ApiSuccess<VerifyAtmPaymentResponse>, string>({
      query: (reference) => ({
        url: 'verify-atm-payment/',
        method: 'GET',
        params: { payment_reference: reference },
      }),
      invalidatesTags: (result) => (result ? [TAGS.user, TAGS.transactions] : []),
    }),
    createVirtualAccount: build.mutation<
      ApiSuccess<CreateVirtualAccountResponse>,
      CreateVirtualAccountRequest
    >({
      query: (body) => ({ url: 'create-virtual-account/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [TAGS.user, TAGS.transactions] : []),
    }),
  }),
});

export const {
  useGeneratePaymentLinkMutation,
  useVerifyAtmPaymentMutation,
  useCreateVirtualAccountMutation,
} = fundWalletApi;
