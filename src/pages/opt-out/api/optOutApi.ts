import type { OptOutResult } from '@contract/api/marketing';
import { baseApi } from '@/shared/api';

/** The opt-out link's call: no sign-in, the token names the customer. */
export const optOutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    optOut: build.mutation<OptOutResult, string>({
      query: (token) => ({
        url: `marketing/opt-out?token=${encodeURIComponent(token)}`,
        method: 'POST',
        body: {},
      }),
      transformResponse: (response: { data: OptOutResult }) => response.data,
    }),
  }),
});

export const { useOptOutMutation } = optOutApi;
