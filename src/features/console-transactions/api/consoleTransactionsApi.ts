import type {
  AttentionList,
  ConflictList,
  ConsoleTransactionActionResponse,
  ConsoleTransactionDetail,
  ConsoleTransactionsPage,
  ConsoleTransactionsQuery,
} from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';
import type { TransactionAction } from '../model/actions';

export interface TransactionActionArgs {
  ref: string;
  action: TransactionAction;
  reason: string;
  idempotencyKey: string;
}

/** Anything a staff action may change: the lists and the transaction, balances, the audit log. */
const CHANGED_BY_ACTIONS = [TAGS.consoleTransactions, TAGS.customers, TAGS.audit];

export const consoleTransactionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listConsoleTransactions: build.query<ConsoleTransactionsPage, ConsoleTransactionsQuery>({
      query: (params) => ({ url: 'console/transactions', params }),
      providesTags: [TAGS.consoleTransactions],
    }),
    getConsoleTransaction: build.query<ConsoleTransactionDetail, string>({
      query: (ref) => `console/transactions/${encodeURIComponent(ref)}`,
      transformResponse: (response: { data: ConsoleTransactionDetail }) => response.data,
      providesTags: [TAGS.consoleTransactions],
    }),
    listNeedsAttention: build.query<AttentionList, void>({
      query: () => 'console/attention',
      providesTags: [TAGS.consoleTransactions],
    }),
    listConflicts: build.query<ConflictList, void>({
      query: () => 'console/conflicts',
      providesTags: [TAGS.consoleTransactions],
    }),
    actOnTransaction: build.mutation<ConsoleTransactionActionResponse, TransactionActionArgs>({
      query: ({ ref, action, reason, idempotencyKey }) => ({
        url: `console/transactions/${encodeURIComponent(ref)}/${action}`,
        method: 'POST',
        body: { reason },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // refused or not, the transaction may have changed meanwhile: read it again
      invalidatesTags: CHANGED_BY_ACTIONS,
    }),
  }),
});

export const {
  useListConsoleTransactionsQuery,
  useGetConsoleTransactionQuery,
  useListNeedsAttentionQuery,
  useListConflictsQuery,
  useActOnTransactionMutation,
} = consoleTransactionsApi;
