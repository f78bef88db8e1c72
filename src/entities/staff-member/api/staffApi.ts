import type { ConsoleMe } from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

/** Who is using the console; a customer gets a 403 here, which the console guard shows. */
export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsoleMe: build.query<ConsoleMe, void>({
      query: () => 'console/me',
      transformResponse: (response: { data: ConsoleMe }) => response.data,
      providesTags: [TAGS.consoleMe],
    }),
  }),
});

export const { useGetConsoleMeQuery } = staffApi;
