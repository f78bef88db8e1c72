/*
 * What bulk SMS needs from an SMS gateway. The built-in simulator implements it; a real gateway
 * (SMS_PROVIDER) gets an adapter of its own with the same shape.
 */

export interface SmsSendRequest {
  /** our transaction's tx_ref, so a gateway's records can be matched with ours */
  reference: string;
  /** the sender name shown on the phones, at most 11 characters */
  sender: string;
  /** valid Nigerian numbers, each once */
  recipients: readonly string[];
  /** already cut to 480 characters */
  message: string;
}

export type SmsSendOutcome =
  | { state: 'sent'; messageId: string }
  /** `reason` is safe to show a customer */
  | { state: 'failed'; reason: string };

export interface SmsProvider {
  /** never throws for gateway problems: anything but a definite acceptance is a failed outcome */
  send(request: SmsSendRequest): Promise<SmsSendOutcome>;
  /**
   * What the gateway recorded for our `reference`: its outcome, or undefined when it never received
   * the message. Settles an SMS whose sender stopped before hearing the answer. May throw when the
   * gateway cannot be asked (the SMS is then looked at again later).
   */
  lookup(reference: string): Promise<SmsSendOutcome | undefined>;
}
