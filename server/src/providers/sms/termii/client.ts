import type { SmsConfig } from '../../../config';
import { withDeadline } from '../../../lib/deadline';
import { objectAt, stringAt } from '../../../lib/loose';
import type { HttpResponseLike, Transport } from '../../../ports/http';
import { batchesOf, internationalNumber } from '../../../lib/sms-numbers';
import type { SmsProvider, SmsSendOutcome, SmsSendRequest } from '../../../ports/sms';

/*
 * The Termii adapter (the SMS port's), used against Termii and the built-in simulator alike.
 * One call per batch of at most 100 recipients: /api/sms/send when the whole message fits one call,
 * /api/sms/send/bulk for each batch of a larger one. Each call is cut off after config.timeoutMs.
 * An answer with a message_id is a send; a 4xx with a message is a definite refusal; anything else
 * (5xx, timeout, unreadable body, no message_id) is unknown: the message may still go out.
 */

export const TERMII_MAX_RECIPIENTS_PER_CALL = 100;
export const TERMII_SENDER_LENGTH = { min: 3, max: 11 } as const;

/** Sent with every call so Termii's logs can be matched with ours (Termii ignores it). */
export const REFERENCE_HEADER = 'x-nairatop-reference';

export type TermiiClientConfig = Pick<
  SmsConfig,
  'baseUrl' | 'apiKey' | 'senderId' | 'channel' | 'timeoutMs'
>;

export interface TermiiSendBody {
  api_key: string;
  to: string[];
  from: string;
  sms: string;
  type: 'plain';
  channel: SmsConfig['channel'];
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** What one call's answer means for its batch. */
export function classifySend(status: number, text: string): SmsSendOutcome {
  const body = objectAt(parse(text));
  const messageId = stringAt(body.message_id) || stringAt(body.message_id_str);
  const message = stringAt(body.message);
  if (status >= 200 && status < 300 && messageId) return { state: 'sent', messageId };
  if (status >= 400 && status < 500 && message)
    return { state: 'failed', reason: `the SMS gateway refused the message: ${message}` };
  return {
    state: 'unknown',
    reason: `the SMS gateway answered HTTP ${status} without a message id: ${text.slice(0, 200)}`,
  };
}

export function createTermiiSms(
  config: TermiiClientConfig,
  transport: Transport = (url, init) => fetch(url, init),
): SmsProvider {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const senderFor = (customerSender: string) => config.senderId ?? customerSender;

  async function call(path: string, body: TermiiSendBody, reference: string) {
    return withDeadline(config.timeoutMs, async (signal) => {
      try {
        const response: HttpResponseLike = await transport(`${baseUrl}${path}`, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            [REFERENCE_HEADER]: reference,
          },
          body: JSON.stringify(body),
          signal,
        });
        return classifySend(response.status, await response.text());
      } catch (error) {
        const detail = signal.aborted
          ? `timed out after ${config.timeoutMs} ms`
          : `failed: ${error instanceof Error ? error.message : String(error)}`;
        return { state: 'unknown', reason: `Termii POST ${path} ${detail}` } as const;
      }
    });
  }

  return {
    batchSize: TERMII_MAX_RECIPIENTS_PER_CALL,
    senderFor,
    async send(request: SmsSendRequest) {
      const batches = batchesOf(request.recipients, TERMII_MAX_RECIPIENTS_PER_CALL);
      const from = senderFor(request.sender);
      if (from.length < TERMII_SENDER_LENGTH.min || from.length > TERMII_SENDER_LENGTH.max)
        return batches.map(() => ({
          state: 'failed' as const,
          reason: 'the sender name must be 3 to 11 characters',
        }));
      const path = batches.length > 1 ? '/api/sms/send/bulk' : '/api/sms/send';
      const outcomes: SmsSendOutcome[] = [];
      // One call at a time: Termii's rate limits apply per account.
      for (const batch of batches)
        outcomes.push(
          await call(
            path,
            {
              api_key: config.apiKey,
              to: batch.map(internationalNumber),
              from,
              sms: request.message,
              type: 'plain',
              channel: config.channel,
            },
            request.reference,
          ),
        );
      return outcomes;
    },
  };
}
