import type { MarketingPreference } from '@contract/api/marketing';
import { baseApi, TAGS } from '@/shared/api';

/** Whether the customer gets marketing messages (offers and news by e-mail and SMS). */
export const marketingPreferenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMarketingPreference: build.query<MarketingPreference, void>({
      query: () => 'marketing/preference',
      transformResponse: (response: { data: MarketingPreference }) => response.data,
      providesTags: [{ type: TAGS.user, id: 'marketing' }],
    }),
    setMarketingPreference: build.mutation<MarketingPreference, MarketingPreference>({
      query: (body) => ({ url: 'marketing/preference', method: 'PUT', body }),
      transformResponse: (response: { data: MarketingPreference }) => response.data,
      invalidatesTags: [{ type: TAGS.user, id: 'marketing' }],
    }),
  }),
});

export const { useGetMarketingPreferenceQuery, useSetMarketingPreferenceMutation } =
  marketingPreferenceApi;
