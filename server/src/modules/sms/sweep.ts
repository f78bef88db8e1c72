import { and, eq, isNotNull, lt, notExists, or } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import { pendingOf } from '../transactions/pending';
import type { SmsSendOutcome } from '../../ports/sms';
import { answerUnknownBatches } from './batches';
import { SMS_KIND, type SmsDeps } from './service';
import { settleSms } from './settle-sms';
import { smsBatches } from './tables';

/**
 * An SMS still pending this long is settled without waiting for more: its sender stopped between
 * the charge and the gateway's answer, or the gateway's answer was unclear and no delivery report
 * came (Termii's first report, "Message Sent", normally arrives within minutes).
 */
export const STALE_SMS_MS = 30 * 60 * 1000;

/**
 * An SMS none of whose gateway calls has an answer recorded this long after the charge was left by
 * a sender that stopped or failed between the charge and the answer (longer than any gateway call
 * takes: TERMII_TIMEOUT_MS is 15 s by default). Nothing more will come for it, so it is settled
 * now: by the gateway's own record where it can be asked, otherwise refunded.
 */
export const UNANSWERED_SMS_MS = 60 * 1000;

const neverReceived: SmsSendOutcome = {
  state: 'failed',
  reason: 'the SMS gateway never received the message',
};

/**
 * Settles stale pending SMS. A gateway that can be asked by our reference (the in-process
 * simulator) answers for the batches still unknown: sent is confirmed, failed or never received is
 * refunded; one that cannot be asked leaves the row for the next pass. With a gateway that cannot
 * be asked at all (Termii), a batch without an answer or a report counts as not sent and its share
 * is refunded (all of it when nothing was sent). settle-sms.ts locks each row and ignores one
 * already final, so several processes may sweep at once.
 */
export async function settleStaleSms(
  deps: SmsDeps,
  limit = 20,
  staleMs = STALE_SMS_MS,
  unansweredMs = UNANSWERED_SMS_MS,
  stopping?: AbortSignal,
): Promise<number> {
  const now = Date.now();
  const noAnswerRecorded = notExists(
    deps.db
      .select({ id: smsBatches.id })
      .from(smsBatches)
      .where(and(eq(smsBatches.transactionId, transactions.id), isNotNull(smsBatches.answeredAt))),
  );
  const stale = await deps.db
    .select({ id: transactions.id, txRef: transactions.txRef })
    .from(transactions)
    .where(
      and(
        eq(transactions.kind, SMS_KIND),
        pendingOf(deps.db, SMS_KIND),
        or(
          lt(transactions.createdAt, new Date(now - staleMs)),
          and(lt(transactions.createdAt, new Date(now - unansweredMs)), noAnswerRecorded),
        ),
      ),
    )
    .orderBy(transactions.createdAt)
    .limit(limit);
  for (const { id, txRef } of stale) {
    // shutting down: the rest stay pending for the next pass of any process
    if (stopping?.aborted) break;
    const started = performance.now();
    let answer: SmsSendOutcome | undefined;
    if (deps.sms.lookup) {
      const recorded = await deps.sms.lookup(txRef).then(
        (found) => ({ found }),
        () => undefined,
      );
      if (!recorded) continue;
      answer = recorded.found ?? neverReceived;
      await answerUnknownBatches(deps.db, id, answer);
    }
    await settleSms(deps, id, {
      unansweredIsUnsent: true,
      call: {
        operation: answer ? 'sms-lookup' : 'sms-sweep',
        durationMs: performance.now() - started,
      },
      withoutBatches: answer?.state === 'sent' ? sentWithoutBatches(answer.messageId) : undefined,
    });
  }
  return stale.length;
}

const sentWithoutBatches = (messageId: string) =>
  ({ kind: 'sent', messageId, recipients: 0, refusedRecipients: 0 }) as const;
