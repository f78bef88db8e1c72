import { and, asc, eq, lt, lte } from 'drizzle-orm';
import { FREQUENCY_LABELS, PURCHASE_MESSAGES, nextRunAfter } from '@contract/rules';
import { purchaseScheduleRuns, purchaseSchedules, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { sendSecurityNotice, type NoticeDeps } from '../accounts/security-events';
import { placePurchase, type EngineDeps } from '../purchases/engine';
import { quoteDepsOf } from '../purchases/quote';
import { transactionOfKey } from '../purchases/records';
import { quotePurchase } from './purchase-of';
import { timingOf, type ScheduleRow } from './service';

/*
 * The scheduled-purchase job. A pass claims the schedules that are due, in one database
 * transaction that locks their rows (SKIP LOCKED: another process takes the others), inserts each
 * run's record, unique per (schedule, due time), and moves the schedule to its next run; then it
 * buys each claimed run through the purchase engine with an Idempotency-Key made of the schedule
 * and the due time. So a run is bought once, whichever process claims it and however often its
 * purchase call is repeated. The next run is the first one due after now: a server that was down
 * for days makes one run, not one per missed period.
 */

export interface ScheduleRunDeps extends EngineDeps {
  notices: NoticeDeps;
}

/** The purchase's Idempotency-Key: one per schedule and due time. */
export const runKey = (scheduleId: number, dueAt: Date) =>
  `schedule-${scheduleId}-${dueAt.getTime()}`;

interface Claimed {
  schedule: ScheduleRow;
  runId: number;
  dueAt: Date;
}

async function claimDueRuns(deps: ScheduleRunDeps, limit: number, now: Date): Promise<Claimed[]> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(purchaseSchedules)
      .where(and(eq(purchaseSchedules.status, 'active'), lte(purchaseSchedules.nextRunAt, now)))
      .orderBy(asc(purchaseSchedules.nextRunAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed: Claimed[] = [];
    for (const schedule of due) {
      const dueAt = schedule.nextRunAt;
      if (!dueAt) continue;
      const [run] = await tx
        .insert(purchaseScheduleRuns)
        .values({ scheduleId: schedule.id, dueAt, startedAt: now })
        .onConflictDoNothing()
        .returning({ id: purchaseScheduleRuns.id });
      const runsCount = schedule.runsCount + (run ? 1 : 0);
      const after = dueAt.getTime() > now.getTime() ? dueAt : now;
      const nextRunAt = nextRunAfter(timingOf(schedule), after, runsCount);
      await tx
        .update(purchaseSchedules)
        .set({ runsCount, nextRunAt, status: nextRunAt ? 'active' : 'ended' })
        .where(eq(purchaseSchedules.id, schedule.id));
      if (run) claimed.push({ schedule, runId: run.id, dueAt });
    }
    return claimed;
  });
}

/**
 * A run a process claimed and never finished (it stopped between the claim and the record of the
 * outcome) is taken over after this long. It buys with the run's own key, so a purchase that
 * was made before the process stopped answers with its outcome instead of buying again.
 */
export const STALE_RUN_MS = 10 * 60_000;

async function claimStaleRuns(deps: ScheduleRunDeps, limit: number, now: Date): Promise<Claimed[]> {
  return deps.db.transaction(async (tx) => {
    const stale = await tx
      .select({ run: purchaseScheduleRuns, schedule: purchaseSchedules })
      .from(purchaseScheduleRuns)
      .innerJoin(purchaseSchedules, eq(purchaseSchedules.id, purchaseScheduleRuns.scheduleId))
      .where(
        and(
          eq(purchaseScheduleRuns.status, 'running'),
          lt(purchaseScheduleRuns.startedAt, new Date(now.getTime() - STALE_RUN_MS)),
        ),
      )
      .orderBy(asc(purchaseScheduleRuns.id))
      .limit(limit)
      .for('update', { of: purchaseScheduleRuns, skipLocked: true });
    for (const { run } of stale)
      await tx
        .update(purchaseScheduleRuns)
        .set({ startedAt: now })
        .where(eq(purchaseScheduleRuns.id, run.id));
    return stale.map(({ run, schedule }) => ({ schedule, runId: run.id, dueAt: run.dueAt }));
  });
}

type Outcome = { status: 'confirmed' | 'pending' | 'failed' | 'skipped'; message: string };

async function lowBalanceNotice(deps: ScheduleRunDeps, schedule: ScheduleRow) {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, schedule.userId));
  if (!user) return;
  sendSecurityNotice(deps.notices, user, {
    subject: 'scheduled purchase skipped',
    lines: [
      `Your scheduled purchase (${schedule.summary}, ${FREQUENCY_LABELS[schedule.frequency].toLowerCase()}) was skipped because your wallet balance was too low. Nothing was charged.`,
      'Fund your wallet before the next run to keep it going.',
    ],
  });
}

async function buy(deps: ScheduleRunDeps, claimed: Claimed): Promise<Outcome> {
  const { schedule, dueAt } = claimed;
  try {
    const quote = await quotePurchase(
      quoteDepsOf(deps),
      schedule.userId,
      schedule.service,
      schedule.request,
    );
    const reply = await placePurchase(deps, schedule.userId, quote, runKey(schedule.id, dueAt));
    const status = reply.data.transaction.status === 'confirmed' ? 'confirmed' : 'pending';
    return { status, message: reply.message };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.message === PURCHASE_MESSAGES.insufficient) {
      await lowBalanceNotice(deps, schedule);
      return { status: 'skipped', message: error.message };
    }
    return { status: 'failed', message: error.message };
  }
}

async function runOne(deps: ScheduleRunDeps, claimed: Claimed) {
  let outcome: Outcome;
  try {
    outcome = await buy(deps, claimed);
  } catch (error) {
    deps.notices.log.error({ err: error, scheduleId: claimed.schedule.id }, 'scheduled run failed');
    outcome = { status: 'failed', message: 'The purchase could not be made' };
  }
  const made = await transactionOfKey(
    deps.db,
    claimed.schedule.userId,
    runKey(claimed.schedule.id, claimed.dueAt),
  );
  await deps.db
    .update(purchaseScheduleRuns)
    .set({
      status: outcome.status,
      message: outcome.message,
      txRef: made?.transaction.txRef ?? null,
      finishedAt: new Date(),
    })
    .where(eq(purchaseScheduleRuns.id, claimed.runId));
}

/** One pass of the job: claims up to `limit` due runs and buys them; answers how many. */
export async function runDueSchedules(
  deps: ScheduleRunDeps,
  limit: number,
  now = new Date(),
): Promise<number> {
  const claimed = [
    ...(await claimStaleRuns(deps, limit, now)),
    ...(await claimDueRuns(deps, limit, now)),
  ];
  for (const run of claimed) await runOne(deps, run);
  return claimed.length;
}
