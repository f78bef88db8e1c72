import type {
  AdjustmentSentForApproval,
  AttentionList,
  ConflictList,
  ConflictResolveRequest,
  ConflictResolveResponse,
  ConsoleTransactionActionResponse,
  ConsoleTransactionDetail,
  ConsoleTransactionsPage,
  ConsoleTransactionsQuery,
} from '@contract/api/console';
import type {
  ConsoleProblemReport,
  ConsoleProblemReportsQuery,
} from '@contract/api/problem-reports';
import { baseApi, TAGS, idempotentPost } from '@/shared/api';
import type { TransactionAction } from '../model/actions';

export interface TransactionActionArgs {
  ref: string;
  action: TransactionAction;
  reason: string;
  idempotencyKey: string;
}

/**
 * Anything a staff action may change: the lists and the transaction, balances, the audit log, and
 * the approval requests (a refund the money policy keeps for another owner waits there).
 */
const CHANGED_BY_ACTIONS = [TAGS.consoleTransactions, TAGS.customers, TAGS.audit, TAGS.approvals];

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
    /** customers' disputes: a refund on the purchase's page ends one, so they share its tag */
    listProblemReports: build.query<ConsoleProblemReport[], ConsoleProblemReportsQuery['status']>({
      query: (status = 'open') => ({ url: 'console/problem-reports', params: { status } }),
      transformResponse: (response: { data: ConsoleProblemReport[] }) => response.data,
      providesTags: [TAGS.consoleTransactions],
    }),
    replyToProblemReport: build.mutation<{ message: string }, { id: number; reply: string }>({
      query: ({ id, reply }) => ({
        url: `console/problem-reports/${id}/reply`,
        method: 'POST',
        body: { reply },
      }),
      invalidatesTags: CHANGED_BY_ACTIONS,
    }),
    // 200: resolved; 202: the money it moves waits for another owner's approval
    resolveConflict: build.mutation<
      ConflictResolveResponse | AdjustmentSentForApproval,
      { ref: string } & ConflictResolveRequest
    >({
      query: ({ ref, ...body }) => ({
        url: `console/conflicts/${encodeURIComponent(ref)}/resolve`,
        method: 'POST',
        body,
      }),
      invalidatesTags: CHANGED_BY_ACTIONS,
    }),
    actOnTransaction: build.mutation<
      ConsoleTransactionActionResponse | AdjustmentSentForApproval,
      TransactionActionArgs
    >({
      query: ({ ref, action, reason, idempotencyKey }) =>
        idempotentPost(
          `console/transactions/${encodeURIComponent(ref)}/${action}`,
          { reason },
          idempotencyKey,
        ),
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
  useListProblemReportsQuery,
  useReplyToProblemReportMutation,
  useResolveConflictMutation,
  useActOnTransactionMutation,
} = consoleTransactionsApi;
