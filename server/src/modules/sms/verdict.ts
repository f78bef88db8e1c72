import type { SmsBatchState } from './tables';

/*
 * What an SMS's gateway calls add up to. The rule for money:
 * - recipients in a batch the gateway refused are not charged: their share (the cost is
 *   recipients x pages x rate, so each recipient's share is exact) is refunded once;
 * - recipients in a batch the gateway accepted are charged, whatever their phones later report;
 * - a batch without a clear answer keeps the whole SMS pending (nothing confirmed, nothing
 *   refunded) until delivery reports answer for it: any "sent" or "delivered" report means the
 *   gateway took it; a failure report for every one of its recipients means nothing went out.
 *   After the sweep's limit, a batch still without a report counts as not sent.
 * So an SMS whose batches all failed is refunded in full (failed), and one with any batch sent is
 * confirmed with the refused batches' share refunded.
 */

export interface BatchEvidence {
  state: SmsBatchState;
  recipients: number;
  messageId: string | null;
  detail: string | null;
  /** reports matched to the batch that say the gateway sent it */
  sentReports: number;
  /** distinct recipients of the batch with a failure report */
  failedReceivers: number;
}

export type SmsVerdict =
  | { kind: 'pending'; reason: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'sent'; messageId: string | undefined; recipients: number; refusedRecipients: number };

export function batchStateOf(batch: BatchEvidence, unansweredIsUnsent: boolean): SmsBatchState {
  if (batch.state !== 'unknown') return batch.state;
  if (batch.sentReports > 0) return 'sent';
  if (batch.failedReceivers >= batch.recipients || unansweredIsUnsent) return 'failed';
  return 'unknown';
}

export function verdictOf(
  batches: readonly BatchEvidence[],
  unansweredIsUnsent: boolean,
): SmsVerdict {
  const states = batches.map((batch) => batchStateOf(batch, unansweredIsUnsent));
  const unclear = batches.find((_batch, i) => states[i] === 'unknown');
  if (unclear)
    return { kind: 'pending', reason: unclear.detail ?? 'no answer from the SMS gateway yet' };
  const sent = batches.filter((_batch, i) => states[i] === 'sent');
  if (!sent.length) {
    const failed = batches.find((batch) => batch.state === 'failed' && batch.detail);
    const reason =
      failed?.detail ??
      (batches.some((batch) => batch.failedReceivers > 0)
        ? 'the SMS gateway reported the message as not delivered'
        : 'the SMS gateway never confirmed the message');
    return { kind: 'failed', reason };
  }
  const count = (list: readonly BatchEvidence[]) => list.reduce((n, b) => n + b.recipients, 0);
  return {
    kind: 'sent',
    messageId: sent.find((batch) => batch.messageId)?.messageId ?? undefined,
    recipients: count(batches),
    refusedRecipients: count(batches) - count(sent),
  };
}

/** The refused recipients' share of the charge, in kobo (exact: each recipient costs the same). */
export const refusedShareKobo = (amountKobo: number, recipients: number, refused: number) =>
  recipients > 0 ? Math.floor((amountKobo * refused) / recipients) : 0;
