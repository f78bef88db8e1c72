import type {
  ConsoleOverview,
  OverviewQueues,
  TopCustomerMeasure,
  TopCustomerPeriod,
  TopCustomers,
} from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

/** The business at a glance; actions on transactions make it stale. */
export const consoleOverviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsoleOverview: build.query<ConsoleOverview, void>({
      query: () => 'console/overview',
      transformResponse: (response: { data: ConsoleOverview }) => response.data,
      providesTags: [TAGS.consoleTransactions],
    }),
    /** the work waiting for staff, alone: the console menu's counts */
    getConsoleQueues: build.query<OverviewQueues, void>({
      query: () => 'console/queues',
      transformResponse: (response: { data: OverviewQueues }) => response.data,
      providesTags: [TAGS.consoleTransactions],
    }),
    /** the ten customers with the most sales or margin, or the most failures, over a period */
    getTopCustomers: build.query<
      TopCustomers,
      { by: TopCustomerMeasure; period: TopCustomerPeriod }
    >({
      query: ({ by, period }) => ({
        url: 'console/overview/top-customers',
        params: { by, period },
      }),
      transformResponse: (response: { data: TopCustomers }) => response.data,
      providesTags: [TAGS.consoleTransactions],
    }),
  }),
});

export const { useGetConsoleOverviewQuery, useGetConsoleQueuesQuery, useGetTopCustomersQuery } =
  consoleOverviewApi;
