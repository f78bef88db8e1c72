import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { smsPages } from '@contract/services/sms';
import type { Db } from '../../db/client';
import { smsOutbox } from './tables';
import type { SmsProvider, SmsSendOutcome, SmsSendRequest } from '../../ports/sms';

/**
 * The sandbox sender name: a send from it is recorded and answered as failed, so the refund path
 * can be tried end to end. Any other sender is recorded and answered as sent.
 */
export const SIMULATOR_FAILING_SENDER = 'FAILSMS';

export const SIMULATOR_FAILURE_REASON = 'the sender name was refused by the network';

const failedBySandbox: SmsSendOutcome = { state: 'failed', reason: SIMULATOR_FAILURE_REASON };

export const simulatorFails = (sender: string) => sender.toUpperCase() === SIMULATOR_FAILING_SENDER;

/** Records one simulated send in sms_outbox (read back at /simulator/sms/outbox). */
export async function recordSimulatedSend(
  db: Db,
  request: SmsSendRequest,
  status: 'sent' | 'failed',
): Promise<string> {
  const messageId = `SIM${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`;
  await db.insert(smsOutbox).values({
    reference: request.reference,
    messageId,
    sender: request.sender,
    recipients: [...request.recipients],
    message: request.message,
    pages: smsPages(request.message),
    status,
  });
  return messageId;
}

/** A gateway in this process without HTTP: records each message in sms_outbox and can look it up. */
export function createSmsSimulator(db: Db): SmsProvider {
  return {
    async send(request) {
      const fails = simulatorFails(request.sender);
      const messageId = await recordSimulatedSend(db, request, fails ? 'failed' : 'sent');
      return [fails ? failedBySandbox : { state: 'sent', messageId }];
    },
    async lookup(reference: string): Promise<SmsSendOutcome | undefined> {
      const [sent] = await db
        .select({ messageId: smsOutbox.messageId, status: smsOutbox.status })
        .from(smsOutbox)
        .where(eq(smsOutbox.reference, reference))
        .orderBy(desc(smsOutbox.id))
        .limit(1);
      if (!sent) return undefined;
      return sent.status === 'failed'
        ? failedBySandbox
        : { state: 'sent', messageId: sent.messageId };
    },
  };
}
