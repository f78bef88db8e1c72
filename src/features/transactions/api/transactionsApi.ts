import type {
  ApiSuccess,
  DetailResponse,
  Transaction,
  TransactionsPage,
  TransactionsPageMeta,
  TransactionsQuery,
} from '@contract/api';
import { transactionsPath } from '@contract/transactions';
import { baseApi, TAGS } from '@/shared/api';

/** One page of the history: its rows and how the server counted, paged and ordered them. */
export interface TransactionsList {
  rows: Transaction[];
  meta: TransactionsPageMeta;
}

export const transactionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * get-transactions/: one page; purchases and wallet operations invalidate it. Its path is the
     * one the server answers in the history's page (the first page, read before the app runs).
     */
    getTransactions: build.query<TransactionsList, TransactionsQuery>({
      query: (params) => transactionsPath(params),
      transformResponse: (response: TransactionsPage) => ({
        rows: response.data,
        meta: response.meta,
      }),
      providesTags: (result) => [
        TAGS.transactions,
        ...(result?.rows ?? []).map((row) => ({ type: TAGS.transactions, id: row.id })),
      ],
    }),
    /** get-transaction-by-id/{id}/: the receipt's transaction; undefined when the list is empty. */
    getTransactionById: build.query<Transaction | undefined, number>({
      query: (id) => `get-transaction-by-id/${id}/`,
      transformResponse: (response: ApiSuccess<Transaction[]>) => response.data[0],
      providesTags: (_result, _error, id) => [{ type: TAGS.transactions, id }],
    }),
    /** transactions/{id}/email-receipt/: mails the receipt to the account's e-mail. */
    emailReceipt: build.mutation<ApiSuccess<DetailResponse>, number>({
      query: (id) => ({ url: `transactions/${id}/email-receipt/`, method: 'POST' }),
    }),
  }),
});

export const { useGetTransactionsQuery, useGetTransactionByIdQuery, useEmailReceiptMutation } =
  transactionsApi;
