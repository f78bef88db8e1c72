import type { ApiSuccess } from '@contract/api';
import type {
  BulkPurchase,
  BulkPurchaseSummary,
  CreateBulkPurchaseRequest,
} from '@contract/api/bulk-purchases';
import { baseApi, TAGS, idempotentPost } from '@/shared/api';

/** A batch to buy, with the key that makes sending it twice buy once, and the confirming PIN. */
export interface BulkPurchaseArgs {
  request: CreateBulkPurchaseRequest;
  idempotencyKey: string;
  pin?: string;
}

/**
 * Bulk top-up: send a batch, follow it (the screen polls its counts until every row is final, and
 * reads the rows when the counts change), and the customer's batches. A batch buys through the wallet, so sending one refreshes the balance and
 * the transaction list.
 */
export const bulkPurchaseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createBulkPurchase: build.mutation<BulkPurchase, BulkPurchaseArgs>({
      query: ({ request, idempotencyKey, pin }) =>
        idempotentPost('bulk-purchases/', request, idempotencyKey, pin),
      transformResponse: (response: ApiSuccess<BulkPurchase>) => response.data,
      invalidatesTags: [TAGS.user, TAGS.transactions],
    }),
    getBulkPurchase: build.query<BulkPurchase, number>({
      query: (id) => `bulk-purchases/${id}/`,
      transformResponse: (response: ApiSuccess<BulkPurchase>) => response.data,
    }),
    /** A batch's counts without its rows: what a screen following it polls. */
    getBulkPurchaseSummary: build.query<BulkPurchaseSummary, number>({
      query: (id) => `bulk-purchases/${id}/summary/`,
      transformResponse: (response: ApiSuccess<BulkPurchaseSummary>) => response.data,
    }),
    getBulkPurchases: build.query<BulkPurchaseSummary[], void>({
      query: () => 'bulk-purchases/',
      transformResponse: (response: ApiSuccess<BulkPurchaseSummary[]>) => response.data,
      providesTags: [TAGS.transactions],
    }),
  }),
});

export const {
  useCreateBulkPurchaseMutation,
  useGetBulkPurchaseQuery,
  useGetBulkPurchaseSummaryQuery,
  useGetBulkPurchasesQuery,
} = bulkPurchaseApi;
