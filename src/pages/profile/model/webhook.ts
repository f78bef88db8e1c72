import { object, string } from 'yup';
import type { UpdateProfileRequest } from '@contract/api';
import { PROFILE_MESSAGES } from '@contract/rules';
import { errorsInOrder, type FieldErrors } from './errors';

export interface WebhookValues {
  webhook_url: string;
}

export const webhookInitialValues = (current: string | null | undefined): WebhookValues => ({
  webhook_url: current ?? '',
});

/** An absolute http(s) URL with a host, as the server accepts. */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export const webhookSchema = object({
  webhook_url: string()
    .trim()
    .required(PROFILE_MESSAGES.webhookRequired)
    .test('url', PROFILE_MESSAGES.webhookInvalid, (value) => isWebhookUrl(value ?? '')),
});

export const validateWebhook = (values: WebhookValues): FieldErrors =>
  errorsInOrder(webhookSchema, values, ['webhook_url']);

export const toUpdateProfileRequest = (values: WebhookValues): UpdateProfileRequest => ({
  webhook_url: values.webhook_url.trim(),
});
