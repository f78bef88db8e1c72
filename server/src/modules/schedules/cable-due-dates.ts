import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cableDueDates } from '../../db/schema';
import type { BillsProvider } from '../../ports/bills';

/*
 * Cable renewal reminders start here: every smart card verification (the screen's check, and the
 * one made before each cable purchase) whose answer carries the subscription's due date
 * (VTpass's merchant-verify for DStv and GOtv answers `Due_Date`) stores it for that card.
 */

/** YYYY-MM-DD from the provider's date ("2027-03-14" or "2027-03-14T00:00:00"), or undefined. */
export function dueDateOf(content: Record<string, unknown>): string | undefined {
  const raw = content.Due_Date ?? content.due_date;
  if (typeof raw !== 'string') return undefined;
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(raw.trim())?.[1];
  return day && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : undefined;
}

/** The bills provider, storing each due date a verification answers; verification is unchanged. */
export function recordingCableDueDates(
  db: Db,
  bills: BillsProvider,
  log: Pick<FastifyBaseLogger, 'error'>,
): BillsProvider {
  return {
    ...bills,
    verify: async (request) => {
      const outcome = await bills.verify(request);
      const dueOn = outcome.ok ? dueDateOf(outcome.content) : undefined;
      if (dueOn)
        await db
          .insert(cableDueDates)
          .values({ serviceId: request.serviceId, smartCard: request.billersCode.trim(), dueOn })
          .onConflictDoUpdate({
            target: [cableDueDates.serviceId, cableDueDates.smartCard],
            set: { dueOn, seenAt: sql`now()` },
          })
          .catch((error: unknown) => {
            // A reminder is a courtesy: the customer's verification goes on without it.
            log.error({ err: error, serviceId: request.serviceId }, 'due date not stored');
          });
      return outcome;
    },
  };
}
