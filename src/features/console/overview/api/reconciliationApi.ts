import type { LedgerCheckResult, ProviderFloat, ReconciliationDay } from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

/** A day against the providers, the ledger check on demand, and whether the float is low. */
export const reconciliationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReconciliationDay: build.query<ReconciliationDay, string>({
      query: (day) => ({ url: 'console/reconciliation', params: { day } }),
      transformResponse: (response: { data: ReconciliationDay }) => response.data,
      providesTags: [TAGS.consoleTransactions],
    }),
    runLedgerCheck: build.mutation<LedgerCheckResult, void>({
      query: () => ({ url: 'console/reconciliation/ledger-check', method: 'POST' }),
      transformResponse: (response: { data: LedgerCheckResult }) => response.data,
    }),
    getProviderFloat: build.query<ProviderFloat, void>({
      query: () => 'console/provider-float',
      transformResponse: (response: { data: ProviderFloat }) => response.data,
    }),
  }),
});

export const { useGetReconciliationDayQuery, useRunLedgerCheckMutation, useGetProviderFloatQuery } =
  reconciliationApi;
