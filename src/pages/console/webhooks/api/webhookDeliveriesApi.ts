import type {
  WebhookDeliveriesPage,
  WebhookDeliveriesQuery,
  WebhookRetryResponse,
} from '@contract/api/console';
import { baseApi, TAGS, idempotentPost } from '@/shared/api';

export interface RetryDeliveryArgs {
  id: number;
  reason: string;
  idempotencyKey: string;
}

export const webhookDeliveriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listWebhookDeliveries: build.query<WebhookDeliveriesPage, WebhookDeliveriesQuery>({
      query: (params) => ({ url: 'console/webhooks', params }),
      providesTags: [TAGS.consoleTransactions],
    }),
    retryWebhookDelivery: build.mutation<WebhookRetryResponse, RetryDeliveryArgs>({
      query: ({ id, reason, idempotencyKey }) =>
        idempotentPost(`console/webhooks/${id}/retry`, { reason }, idempotencyKey),
      invalidatesTags: [TAGS.consoleTransactions, TAGS.audit],
    }),
  }),
});

export const { useListWebhookDeliveriesQuery, useRetryWebhookDeliveryMutation } =
  webhookDeliveriesApi;
