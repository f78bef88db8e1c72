import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { batchesOf } from '../../lib/sms-numbers';
import type { SmsSendOutcome } from '../../ports/sms';
import { smsBatches, smsDeliveryReports } from './tables';
import type { BatchEvidence } from './verdict';

/** The gateway calls an SMS will make, recorded as unknown in the charging transaction. */
export async function recordIntendedBatches(
  tx: Tx,
  transactionId: number,
  send: { sender: string; recipients: readonly string[]; message: string; batchSize?: number },
) {
  const batches = batchesOf(send.recipients, send.batchSize);
  await tx.insert(smsBatches).values(
    batches.map((recipients, position) => ({
      transactionId,
      position,
      sender: send.sender,
      recipients,
      message: send.message,
    })),
  );
}

/** Whether another batch holds the message id (a report may have taught it to this one already). */
async function heldByAnotherBatch(
  db: Db,
  messageId: string,
  transactionId: number,
  position: number,
) {
  const [known] = await db
    .select({ transactionId: smsBatches.transactionId, position: smsBatches.position })
    .from(smsBatches)
    .where(eq(smsBatches.messageId, messageId));
  return (
    known !== undefined && (known.transactionId !== transactionId || known.position !== position)
  );
}

/** Writes each batch's answer; an unclear answer keeps the batch unknown with its reason. */
export async function recordAnswers(
  db: Db,
  transactionId: number,
  outcomes: readonly SmsSendOutcome[],
) {
  const answeredAt = new Date();
  for (const [position, outcome] of outcomes.entries()) {
    const change =
      outcome.state === 'sent'
        ? {
            state: 'sent' as const,
            // A message id the gateway gave before cannot identify this batch's reports.
            ...((await heldByAnotherBatch(db, outcome.messageId, transactionId, position))
              ? { detail: `the gateway repeated message id ${outcome.messageId}` }
              : { messageId: outcome.messageId, detail: null }),
          }
        : { state: outcome.state, detail: outcome.reason };
    await db
      .update(smsBatches)
      .set({ ...change, answeredAt })
      .where(
        and(
          eq(smsBatches.transactionId, transactionId),
          eq(smsBatches.position, position),
          eq(smsBatches.state, 'unknown'),
        ),
      );
  }
}

/** Marks every batch still unknown with one answer (a gateway lookup, or "never received"). */
export async function answerUnknownBatches(db: Db, transactionId: number, outcome: SmsSendOutcome) {
  const change =
    outcome.state === 'sent'
      ? { state: 'sent' as const, detail: null }
      : { state: outcome.state, detail: outcome.reason };
  await db
    .update(smsBatches)
    .set({ ...change, answeredAt: new Date() })
    .where(and(eq(smsBatches.transactionId, transactionId), eq(smsBatches.state, 'unknown')));
}

/** Each batch of the SMS with what its reports say, in order. */
export async function evidenceFor(tx: Tx | Db, transactionId: number): Promise<BatchEvidence[]> {
  const batches = await tx
    .select()
    .from(smsBatches)
    .where(eq(smsBatches.transactionId, transactionId))
    .orderBy(smsBatches.position);
  if (!batches.length) return [];
  const reports = await tx
    .select({
      batchId: smsDeliveryReports.batchId,
      sent: sql<number>`count(*) FILTER (WHERE ${smsDeliveryReports.outcome} = 'sent')`,
      failedReceivers: sql<number>`count(DISTINCT ${smsDeliveryReports.receiver}) FILTER (WHERE ${smsDeliveryReports.outcome} = 'failed')`,
    })
    .from(smsDeliveryReports)
    .where(
      inArray(
        smsDeliveryReports.batchId,
        batches.map((batch) => batch.id),
      ),
    )
    .groupBy(smsDeliveryReports.batchId);
  return batches.map((batch) => {
    const report = reports.find((row) => Number(row.batchId) === batch.id);
    return {
      state: batch.state,
      recipients: batch.recipients.length,
      messageId: batch.messageId,
      detail: batch.detail,
      sentReports: Number(report?.sent ?? 0),
      failedReceivers: Number(report?.failedReceivers ?? 0),
    };
  });
}
