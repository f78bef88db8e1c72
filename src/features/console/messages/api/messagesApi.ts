import type {
  MarketingCampaign,
  MarketingMessage,
  MarketingOptions,
  MarketingPreview,
  MarketingPreviewRequest,
  SendCampaignRequest,
  TestSendResult,
} from '@contract/api/console/messages';
import { baseApi, TAGS } from '@/shared/api';

/** The campaigns list; a sent campaign also adds an audit entry, so it lives under the audit tag. */
const CAMPAIGNS = { type: TAGS.audit, id: 'marketing-campaigns' } as const;

/** The owner's messages to customers: compose, preview, test, send, and the campaigns sent. */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMarketingOptions: build.query<MarketingOptions, void>({
      query: () => 'console/messages/options',
      transformResponse: (response: { data: MarketingOptions }) => response.data,
      providesTags: [CAMPAIGNS],
    }),
    getCampaigns: build.query<MarketingCampaign[], void>({
      query: () => 'console/messages',
      transformResponse: (response: { data: MarketingCampaign[] }) => response.data,
      providesTags: [CAMPAIGNS],
    }),
    previewCampaign: build.mutation<MarketingPreview, MarketingPreviewRequest>({
      query: (body) => ({ url: 'console/messages/preview', method: 'POST', body }),
      transformResponse: (response: { data: MarketingPreview }) => response.data,
    }),
    sendTest: build.mutation<TestSendResult, MarketingMessage>({
      query: (message) => ({ url: 'console/messages/test', method: 'POST', body: { message } }),
      transformResponse: (response: { data: TestSendResult }) => response.data,
    }),
    sendCampaign: build.mutation<MarketingCampaign, SendCampaignRequest>({
      query: (body) => ({ url: 'console/messages', method: 'POST', body }),
      transformResponse: (response: { data: MarketingCampaign }) => response.data,
      invalidatesTags: [TAGS.audit],
    }),
  }),
});

export const {
  useGetMarketingOptionsQuery,
  useGetCampaignsQuery,
  usePreviewCampaignMutation,
  useSendTestMutation,
  useSendCampaignMutation,
} = messagesApi;
