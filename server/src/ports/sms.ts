import type { WebhookHeaders } from './http';

/*
 * The port bulk SMS goes through: what it needs from an SMS gateway. The Termii adapter
 * (providers/sms/termii) implements it against Termii and its simulator alike; the in-process
 * simulator (providers/sms/simulator.ts) implements it without HTTP. The composition root picks one.
 */

export interface SmsSendRequest {
  /** our transaction's tx_ref, so a gateway's records can be matched with ours */
  reference: string;
  /** the sender name shown on the phones, at most 11 characters */
  sender: string;
  /** valid Nigerian numbers in the local format (08031234567), each once */
  recipients: readonly string[];
  /** already cut to 480 characters */
  message: string;
}

/**
 * The gateway's answer for one batch of recipients:
 * - sent: accepted, with the gateway's message id;
 * - failed: definitely refused, nothing sent (`reason` is safe to show a customer);
 * - unknown: no clear answer (a 5xx, a timeout, an unreadable body): it may or may not go out.
 */
export type SmsSendOutcome =
  | { state: 'sent'; messageId: string }
  | { state: 'failed'; reason: string }
  | { state: 'unknown'; reason: string };

export interface SmsProvider {
  /**
   * Recipients per gateway call: send answers one outcome per consecutive batch of this many
   * recipients (see batchesOf). Undefined: one call takes them all.
   */
  batchSize?: number;
  /** the sender name the gateway will show, when it is not the customer's (a registered ID) */
  senderFor?(customerSender: string): string;
  /** one outcome per batch, in order; never throws for gateway problems (they are outcomes) */
  send(request: SmsSendRequest): Promise<readonly SmsSendOutcome[]>;
  /**
   * What the gateway recorded for our `reference`: its outcome, or undefined when it never received
   * the message. Settles an SMS whose sender stopped before hearing the answer. May throw when the
   * gateway cannot be asked (the SMS is then looked at again later). Absent for gateways that
   * cannot be asked by our reference (Termii): their delivery reports settle such an SMS.
   */
  lookup?(reference: string): Promise<SmsSendOutcome | undefined>;
}

/** Whether a delivery report's raw body carries the gateway's valid signature in its headers. */
export type ReportSignatureCheck = (rawBody: Buffer, headers: WebhookHeaders) => boolean;
