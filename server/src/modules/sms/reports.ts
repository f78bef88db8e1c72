import { and, arrayContains, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { objectAt, stringAt } from '../../lib/loose';
import { localNumber } from '../../lib/sms-numbers';
import type { SettleDeps } from '../purchases/settle';
import { settleSms } from './settle-sms';
import { smsBatches, smsDeliveryReports, type ReportOutcome, type SmsBatchRow } from './tables';

/*
 * Termii's delivery reports, signed with X-Termii-Signature. A report names Termii's message_id; a batch whose
 * send got no clear answer never learnt it, so such a report is matched by receiver and sender (and
 * the text, when the report carries it) among the batches still unknown of pending SMS, oldest
 * first, and the batch takes the message_id. Every report is stored once (a replay is not stored
 * again); the SMS is then settled from everything stored, so a replay changes nothing.
 */

/** Failure words are checked first: "Undelivered" is not a delivery. */
export function reportOutcome(status: string): ReportOutcome {
  if (/fail|dnd|reject|expire|undeliver|invalid|blacklist/i.test(status)) return 'failed';
  if (/deliver|sent|accepted/i.test(status)) return 'sent';
  return 'other';
}

export interface TermiiReport {
  messageId: string;
  receiver: string;
  sender: string;
  message: string;
  status: string;
}

/** The report's fields we use, or undefined when one we need is missing. */
export function readReport(body: unknown): TermiiReport | undefined {
  const report = objectAt(body);
  const messageId = stringAt(report.message_id);
  const receiver = localNumber(stringAt(report.receiver).replace(/^\+/, ''));
  const status = stringAt(report.status);
  if (!messageId || !receiver || !status) return undefined;
  return {
    messageId,
    receiver,
    status,
    sender: stringAt(report.sender),
    message: typeof report.message === 'string' ? report.message : '',
  };
}

async function findBatch(db: Db, report: TermiiReport): Promise<SmsBatchRow | undefined> {
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select()
      .from(smsBatches)
      .where(eq(smsBatches.messageId, report.messageId));
    if (known) return known;
    const [unclear] = await tx
      .select({ batch: smsBatches })
      .from(smsBatches)
      .innerJoin(transactions, eq(transactions.id, smsBatches.transactionId))
      .where(
        and(
          eq(smsBatches.state, 'unknown'),
          eq(transactions.status, 'pending'),
          arrayContains(smsBatches.recipients, [report.receiver]),
          report.sender ? eq(smsBatches.sender, report.sender) : undefined,
          report.message ? eq(smsBatches.message, report.message) : undefined,
        ),
      )
      .orderBy(asc(smsBatches.id))
      .limit(1)
      .for('update', { of: smsBatches });
    if (!unclear) return undefined;
    // The first report teaches the batch its message_id (reports of other receivers may carry
    // their own ids; they are matched the same way).
    await tx
      .update(smsBatches)
      .set({ messageId: report.messageId })
      .where(and(eq(smsBatches.id, unclear.batch.id), isNull(smsBatches.messageId)));
    return unclear.batch;
  });
}

export type ReportResult = 'settled' | 'recorded' | 'duplicate' | 'unmatched';

export async function handleTermiiReport(
  deps: SettleDeps,
  report: TermiiReport,
  rawBody: string,
): Promise<ReportResult> {
  const batch = await findBatch(deps.db, report);
  const inserted = await deps.db
    .insert(smsDeliveryReports)
    .values({
      messageId: report.messageId,
      receiver: report.receiver,
      status: report.status,
      outcome: reportOutcome(report.status),
      batchId: batch?.id ?? null,
      body: rawBody.slice(0, 4000),
    })
    .onConflictDoNothing()
    .returning({ id: smsDeliveryReports.id });
  if (!batch) return 'unmatched';
  // Settled from what is stored, also on a replay: a report stored by a process that stopped
  // before settling is acted on when Termii sends it again. Until the reports settle the SMS,
  // nothing but the report itself is written.
  const { verdict } = await settleSms(deps, batch.transactionId, {
    unansweredIsUnsent: false,
    onlyIfFinal: true,
    call: { operation: 'sms-report' },
  });
  if (!inserted.length) return 'duplicate';
  return verdict && verdict.kind !== 'pending' ? 'settled' : 'recorded';
}
