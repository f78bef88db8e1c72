import type {
  AdjustmentSentForApproval,
  AirtimeToCashDecision,
  PendingAirtimeToCashList,
} from '@contract/api/console';
import { baseApi, TAGS, idempotentPost } from '@/shared/api';

export interface AirtimeToCashDecisionArgs {
  ref: string;
  action: 'confirm' | 'reject';
  reason: string;
  idempotencyKey: string;
}

export const airtimeToCashReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPendingAirtimeToCash: build.query<PendingAirtimeToCashList, void>({
      query: () => 'console/airtime-to-cash',
      providesTags: [TAGS.consoleTransactions],
    }),
    // 200: decided; 202: a payout past the limits, sent for an owner's approval (nothing credited)
    decideAirtimeToCash: build.mutation<
      AirtimeToCashDecision | AdjustmentSentForApproval,
      AirtimeToCashDecisionArgs
    >({
      query: ({ ref, action, reason, idempotencyKey }) =>
        idempotentPost(
          `console/airtime-to-cash/${encodeURIComponent(ref)}/${action}`,
          { reason },
          idempotencyKey,
        ),
      invalidatesTags: [TAGS.consoleTransactions, TAGS.customers, TAGS.audit, TAGS.approvals],
    }),
  }),
});

export const { useListPendingAirtimeToCashQuery, useDecideAirtimeToCashMutation } =
  airtimeToCashReviewApi;
