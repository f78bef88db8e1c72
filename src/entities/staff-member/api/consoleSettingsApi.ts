import type { ConsoleSettings } from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

/** The console's settings (who may export what): every staff member reads them. */
export const consoleSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConsoleSettings: build.query<ConsoleSettings, void>({
      query: () => 'console/settings',
      transformResponse: (response: { data: ConsoleSettings }) => response.data,
      providesTags: [TAGS.consoleSettings],
    }),
  }),
});

export const { useGetConsoleSettingsQuery } = consoleSettingsApi;
