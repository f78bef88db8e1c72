import type { TrendRange, Trends } from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

export interface TrendsRequest {
  range: TrendRange;
  /** a custom range's first and last Lagos day, YYYY-MM-DD */
  from?: string;
  to?: string;
}

/** The owner's figures day by day over a range; actions on transactions make them stale. */
export const trendsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsoleTrends: build.query<Trends, TrendsRequest>({
      query: ({ range, from, to }) => ({
        url: 'console/overview/trends',
        params: range === 'custom' ? { range, from, to } : { range },
      }),
      transformResponse: (response: { data: Trends }) => response.data,
      providesTags: [TAGS.consoleTransactions],
    }),
  }),
});

export const { useGetConsoleTrendsQuery } = trendsApi;
