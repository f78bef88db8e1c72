import type { ApiSuccess, Transaction } from '@contract/api';
import { baseApi, TAGS } from '@/shared/api';

/** A test key's latest orders (up to 50, newest first), for its owner. */
export const testOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTestOrders: build.query<Transaction[], number>({
      query: (keyId) => `api-keys/${keyId}/test-orders/`,
      transformResponse: (response: ApiSuccess<Transaction[]>) => response.data,
      providesTags: (_result, _error, keyId) => [{ type: TAGS.testOrders, id: keyId }],
    }),
  }),
});

export const { useGetTestOrdersQuery } = testOrdersApi;
