/**
 * Outbound webhooks: a transaction reaching a final status is POSTed, signed, to its owner's
 * webhook_url, with retries and a delivery log (migration 0006).
 */
export {
  enqueueTestOrderWebhook,
  enqueueTransactionWebhook,
  FINAL_TRANSACTION_STATUSES,
  type WebhookEvent,
  type WebhookPayload,
} from './enqueue';
export {
  deliverDueWebhooks,
  webhookBackoffMs,
  WEBHOOK_BACKOFF_SECONDS,
  WEBHOOK_USER_AGENT,
  type DeliverOptions,
} from './deliver';
export { ensureWebhookSecret, rotateWebhookSecret, signWebhookBody } from './secret';
export {
  assertPublicWebhookUrl,
  isPublicAddress,
  setWebhookLookup,
  UnsafeWebhookUrlError,
  WEBHOOK_URL_MESSAGES,
  type WebhookLookup,
} from './url-safety';
export { webhookAttempts, webhookDeliveries } from './tables';
