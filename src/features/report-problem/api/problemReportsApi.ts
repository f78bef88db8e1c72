import type { ApiSuccess } from '@contract/api';
import type { CreateProblemReportRequest, ProblemReport } from '@contract/api/problem-reports';
import { baseApi, TAGS } from '@/shared/api';

/** A purchase's problem reports; filing one may settle the purchase, so its receipt is read again. */
export const problemReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProblemReports: build.query<ProblemReport[], number>({
      query: (transactionId) => `transactions/${transactionId}/problem-reports/`,
      transformResponse: (response: ApiSuccess<ProblemReport[]>) => response.data,
      providesTags: (_result, _error, transactionId) => [
        { type: TAGS.problemReports, id: transactionId },
      ],
    }),
    reportProblem: build.mutation<
      ApiSuccess<ProblemReport>,
      { transactionId: number; request: CreateProblemReportRequest }
    >({
      query: ({ transactionId, request }) => ({
        url: `transactions/${transactionId}/problem-reports/`,
        method: 'POST',
        body: request,
      }),
      invalidatesTags: (_result, _error, { transactionId }) => [
        { type: TAGS.problemReports, id: transactionId },
        // asking the provider may have settled the purchase: its receipt and the history
        TAGS.transactions,
      ],
    }),
  }),
});

export const { useGetProblemReportsQuery, useReportProblemMutation } = problemReportsApi;
