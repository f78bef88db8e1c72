import type {
  WebhookDeliveriesPage,
  WebhookDeliveriesQuery,
  WebhookRetryResponse,
} from '@contract/api/console';
import { baseApi, TAGS } from '@/shared/api';

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
      query: ({ id, reason, idempotencyKey }) => ({
        url: `console/webhooks/${id}/retry`,
        method: 'POST',
        body: { reason },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [TAGS.consoleTransactions, TAGS.audit],
    }),
  }),
});

export const { useListWebhookDeliveriesQuery, useRetryWebhookDeliveryMutation } =
  webhookDeliveriesApi;
