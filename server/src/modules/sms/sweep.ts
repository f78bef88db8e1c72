import { and, eq, lt } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import { settleAndRead } from '../purchases/settle';
import { outcomeOf, SMS_KIND, type SmsDeps } from './service';

/**
 * An SMS still pending this long lost its sender (the process stopped between the charge and the
 * gateway's answer); no gateway call takes nearly this long.
 */
export const STALE_SMS_MS = 5 * 60 * 1000;

const neverReceived = outcomeOf({
  state: 'failed',
  reason: 'the SMS gateway never received the message',
});

/**
 * Settles stale pending SMS by what the gateway recorded for them: sent is confirmed, failed or
 * never received is refunded (settle.ts locks each row and ignores a row already final, so several
 * processes may sweep at once). A gateway that cannot be asked leaves the row for the next pass.
 */
export async function settleStaleSms(
  deps: SmsDeps,
  limit = 20,
  staleMs = STALE_SMS_MS,
): Promise<number> {
  const stale = await deps.db
    .select({ id: transactions.id, txRef: transactions.txRef })
    .from(transactions)
    .where(
      and(
        eq(transactions.kind, SMS_KIND),
        eq(transactions.status, 'pending'),
        lt(transactions.createdAt, new Date(Date.now() - staleMs)),
      ),
    )
    .orderBy(transactions.createdAt)
    .limit(limit);
  for (const { id, txRef } of stale) {
    const started = performance.now();
    const recorded = await deps.sms.lookup(txRef).then(
      (answer) => ({ answer }),
      () => undefined,
    );
    if (!recorded) continue;
    await settleAndRead(deps, id, recorded.answer ? outcomeOf(recorded.answer) : neverReceived, {
      operation: 'sms-lookup',
      durationMs: performance.now() - started,
    });
  }
  return stale.length;
}
