import { baseApi, TAGS } from './base-api';
import type {
  ApiSuccess,
  DetailResponse,
  ResetTransactionPinRequest,
  SetTransactionPinRequest,
  TransactionPinState,
} from '@contract/api';

/**
 * The transaction PIN: its state (has one, locked until), set or change, and reset by an e-mailed
 * code. The state is tagged as the user's, so every charge (which refetches the user) and every
 * PIN change reads it again: a lock shows at the next confirmation.
 */
export const transactionPinApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTransactionPin: build.query<TransactionPinState, void>({
      query: () => 'transaction-pin/',
      transformResponse: (response: ApiSuccess<TransactionPinState>) => response.data,
      providesTags: [TAGS.user],
    }),
    setTransactionPin: build.mutation<ApiSuccess<TransactionPinState>, SetTransactionPinRequest>({
      query: (body) => ({ url: 'transaction-pin/', method: 'PUT', body }),
      invalidatesTags: [TAGS.user],
    }),
    requestTransactionPinReset: build.mutation<ApiSuccess<DetailResponse>, void>({
      query: () => ({ url: 'transaction-pin/reset/', method: 'POST', body: {} }),
    }),
    resetTransactionPin: build.mutation<
      ApiSuccess<TransactionPinState>,
      ResetTransactionPinRequest
    >({
      query: (body) => ({ url: 'transaction-pin/reset/confirm/', method: 'POST', body }),
      invalidatesTags: [TAGS.user],
    }),
  }),
});

export const {
  useGetTransactionPinQuery,
  useSetTransactionPinMutation,
  useRequestTransactionPinResetMutation,
  useResetTransactionPinMutation,
} = transactionPinApi;
