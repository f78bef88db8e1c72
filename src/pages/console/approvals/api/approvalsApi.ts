import type { ApprovalDecisionResponse, ApprovalList, ApprovalsQuery } from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

/** An owner's decision on another's request, or the requester withdrawing their own. */
export type ApprovalDecision = 'approve' | 'decline' | 'withdraw';

/** Staff money movements waiting for a second owner, and the decisions on them. */
export const approvalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listApprovals: build.query<ApprovalList, Required<ApprovalsQuery>['state']>({
      query: (state) => ({ url: 'console/approvals', params: { state } }),
      providesTags: (_result, _error, state) => [{ type: TAGS.approvals, id: state }],
    }),
    decideApproval: build.mutation<
      ApprovalDecisionResponse,
      { id: number; decision: ApprovalDecision }
    >({
      query: ({ id, decision }) => ({
        url: `console/approvals/${id}/${decision}`,
        method: 'POST',
        body: {},
      }),
      // A decision moves the request to the history; an approval changes the customer and the
      // transaction it is for (a payout confirmed, a purchase refunded...).
      invalidatesTags: (result) => [
        { type: TAGS.approvals, id: 'pending' },
        { type: TAGS.approvals, id: 'decided' },
        { type: TAGS.audit, id: 'LIST' },
        TAGS.consoleTransactions,
        ...(result ? [{ type: TAGS.customers, id: result.data.customer.id }] : []),
      ],
    }),
  }),
});

export const { useListApprovalsQuery, useDecideApprovalMutation } = approvalsApi;
