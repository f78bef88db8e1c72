import type { TransactionsPage, TransactionsQuery } from '@contract/api';
import type {
  AdjustmentSentForApproval,
  AirtimeToCashCapRequest,
  ChangeLevelRequest,
  CustomerActionResponse,
  CustomerProfile,
  CustomerSearchPage,
  CustomerSearchQuery,
  LedgerPage,
  ManualAdjustmentRequest,
  ManualAdjustmentResponse,
} from '@contract/api/console';
import { baseApi, TAGS, idempotentPost } from '@/shared/api';

export type CustomerAction = 'suspend' | 'unsuspend' | 'sign-out';

const customerTags = (id: number) => [
  { type: TAGS.customers, id },
  { type: TAGS.customers, id: 'LIST' },
  { type: TAGS.audit, id: 'LIST' },
];

/** Customers in the console: search, a customer's page, and the staff actions on them. */
export const customersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchCustomers: build.query<CustomerSearchPage, CustomerSearchQuery>({
      query: (params) => ({ url: 'console/customers', params }),
      providesTags: [{ type: TAGS.customers, id: 'LIST' }],
    }),
    getCustomer: build.query<CustomerProfile, number>({
      query: (id) => `console/customers/${id}`,
      transformResponse: (response: { data: CustomerProfile }) => response.data,
      providesTags: (_result, _error, id) => [{ type: TAGS.customers, id }],
    }),
    getCustomerLedger: build.query<LedgerPage, { id: number; page: number; page_size: number }>({
      query: ({ id, ...params }) => ({ url: `console/customers/${id}/ledger`, params }),
      providesTags: (_result, _error, { id }) => [{ type: TAGS.customers, id }],
    }),
    getCustomerTransactions: build.query<TransactionsPage, { id: number } & TransactionsQuery>({
      query: ({ id, ...params }) => ({ url: `console/customers/${id}/transactions`, params }),
      providesTags: (_result, _error, { id }) => [{ type: TAGS.customers, id }],
    }),
    // 200: done; 202: above the approval limit, sent to another owner (nothing moved yet)
    adjustWallet: build.mutation<
      ManualAdjustmentResponse | AdjustmentSentForApproval,
      { id: number; request: ManualAdjustmentRequest; idempotencyKey: string }
    >({
      query: ({ id, request, idempotencyKey }) =>
        idempotentPost(`console/customers/${id}/adjust`, request, idempotencyKey),
      invalidatesTags: (_result, _error, { id }) => [
        ...customerTags(id),
        { type: TAGS.approvals, id: 'pending' },
      ],
    }),
    // 202: a level given above the customer's counts its price as a credit; past the approval
    // threshold it waits for another owner
    changeCustomerLevel: build.mutation<
      CustomerActionResponse | AdjustmentSentForApproval,
      { id: number } & ChangeLevelRequest
    >({
      query: ({ id, ...body }) => ({ url: `console/customers/${id}/level`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        ...customerTags(id),
        { type: TAGS.approvals, id: 'pending' },
      ],
    }),
    setAirtimeToCashCap: build.mutation<
      CustomerActionResponse,
      { id: number } & AirtimeToCashCapRequest
    >({
      query: ({ id, ...body }) => ({
        url: `console/customers/${id}/airtime-to-cash-cap`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => customerTags(id),
    }),
    customerAction: build.mutation<
      CustomerActionResponse,
      { id: number; action: CustomerAction; reason: string }
    >({
      query: ({ id, action, reason }) => ({
        url: `console/customers/${id}/${action}`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, _error, { id }) => customerTags(id),
    }),
  }),
});

export const {
  useSearchCustomersQuery,
  useGetCustomerQuery,
  useGetCustomerLedgerQuery,
  useGetCustomerTransactionsQuery,
  useAdjustWalletMutation,
  useChangeCustomerLevelMutation,
  useSetAirtimeToCashCapMutation,
  useCustomerActionMutation,
} = customersApi;
