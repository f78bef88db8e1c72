import type { ConsoleNotice, SetNoticeRequest } from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

/** The dashboard notice as staff edit it; publishing refreshes the customer's notice too. */
export const consoleNoticeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsoleNotice: build.query<ConsoleNotice, void>({
      query: () => 'console/notice',
      transformResponse: (response: { data: ConsoleNotice }) => response.data,
      providesTags: [TAGS.consoleSettings],
    }),
    publishNotice: build.mutation<ConsoleNotice, SetNoticeRequest>({
      query: (body) => ({ url: 'console/notice', method: 'PUT', body }),
      transformResponse: (response: { data: ConsoleNotice }) => response.data,
      invalidatesTags: [TAGS.consoleSettings, TAGS.notification],
    }),
  }),
});

export const { useGetConsoleNoticeQuery, usePublishNoticeMutation } = consoleNoticeApi;
