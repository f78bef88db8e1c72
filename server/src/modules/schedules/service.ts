import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { CreateScheduleRequest, Schedule, ScheduleRun } from '@contract/api';
import {
  MAX_SCHEDULES,
  SCHEDULE_MESSAGES,
  SCHEDULE_PAST_TOLERANCE_MS,
  lagosDay,
  nextRunAfter,
  type ScheduleTiming,
} from '@contract/rules';
import type { Db } from '../../db/client';
import { purchaseScheduleRuns, purchaseSchedules } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { QuoteDeps } from '../purchases/quote';
import { checkedSchedulePurchase, quotePurchase } from './purchase-of';

export type ScheduleRow = typeof purchaseSchedules.$inferSelect;
type RunRow = typeof purchaseScheduleRuns.$inferSelect;

export const timingOf = (row: ScheduleRow): ScheduleTiming => ({
  firstRunAt: row.firstRunAt,
  frequency: row.frequency,
  endsOn: row.endsOn,
  maxRuns: row.maxRuns,
});

const presentRun = (run: RunRow): ScheduleRun => ({
  id: run.id,
  due_at: run.dueAt.toISOString(),
  status: run.status,
  message: run.message,
  tx_ref: run.txRef,
});

const present = (row: ScheduleRow, lastRun: RunRow | undefined): Schedule => ({
  id: row.id,
  service: row.service,
  summary: row.summary,
  purchase: row.request,
  frequency: row.frequency,
  first_run_at: row.firstRunAt.toISOString(),
  ends_on: row.endsOn,
  max_runs: row.maxRuns,
  runs_count: row.runsCount,
  next_run_at: row.nextRunAt?.toISOString() ?? null,
  status: row.status,
  last_run: lastRun ? presentRun(lastRun) : null,
  created_at: row.createdAt.toISOString(),
});

async function lastRunsOf(db: Db, scheduleIds: number[]): Promise<Map<number, RunRow>> {
  if (!scheduleIds.length) return new Map();
  const runs = await db
    .selectDistinctOn([purchaseScheduleRuns.scheduleId])
    .from(purchaseScheduleRuns)
    .where(inArray(purchaseScheduleRuns.scheduleId, scheduleIds))
    .orderBy(purchaseScheduleRuns.scheduleId, desc(purchaseScheduleRuns.dueAt));
  return new Map(runs.map((run) => [run.scheduleId, run]));
}

/** Years the database and the schedule arithmetic both handle. */
const YEARS = { first: 2000, last: 9999 };

const isStorableInstant = (at: Date) =>
  !Number.isNaN(at.getTime()) &&
  at.getUTCFullYear() >= YEARS.first &&
  at.getUTCFullYear() <= YEARS.last;

/** YYYY-MM-DD naming a real day (not 2027-02-30). */
const isCalendarDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return isStorableInstant(at) && at.toISOString().slice(0, 10) === day;
};

const owned = (userId: number, id: number) =>
  and(eq(purchaseSchedules.userId, userId), eq(purchaseSchedules.id, id));

async function ownSchedule(db: Db, userId: number, id: number): Promise<ScheduleRow> {
  const [row] = await db.select().from(purchaseSchedules).where(owned(userId, id));
  if (!row) throw notFound(SCHEDULE_MESSAGES.notFound);
  return row;
}

async function presented(db: Db, row: ScheduleRow): Promise<Schedule> {
  return present(row, (await lastRunsOf(db, [row.id])).get(row.id));
}

export async function listSchedules(db: Db, userId: number): Promise<Schedule[]> {
  const rows = await db
    .select()
    .from(purchaseSchedules)
    .where(eq(purchaseSchedules.userId, userId))
    .orderBy(desc(purchaseSchedules.id));
  const lastRuns = await lastRunsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => present(row, lastRuns.get(row.id)));
}

/**
 * Checks the purchase as its route would (its quote: number, plan, amount, smart card verified),
 * so a schedule that could never buy is refused now, not at its first run. Nothing is charged.
 */
export async function createSchedule(
  deps: QuoteDeps,
  userId: number,
  request: CreateScheduleRequest,
  now = new Date(),
): Promise<Schedule> {
  const firstRunAt = request.first_run_at ? new Date(request.first_run_at) : now;
  if (!isStorableInstant(firstRunAt))
    throw badRequest(SCHEDULE_MESSAGES.dateInvalid, {
      first_run_at: SCHEDULE_MESSAGES.dateInvalid,
    });
  if (firstRunAt.getTime() < now.getTime() - SCHEDULE_PAST_TOLERANCE_MS)
    throw badRequest(SCHEDULE_MESSAGES.firstRunPast, {
      first_run_at: SCHEDULE_MESSAGES.firstRunPast,
    });
  const endsOn = request.ends_on ?? null;
  if (endsOn !== null && !isCalendarDay(endsOn))
    throw badRequest(SCHEDULE_MESSAGES.dateInvalid, { ends_on: SCHEDULE_MESSAGES.dateInvalid });
  if (endsOn !== null && endsOn < lagosDay(firstRunAt))
    throw badRequest(SCHEDULE_MESSAGES.endBeforeStart, {
      ends_on: SCHEDULE_MESSAGES.endBeforeStart,
    });
  const purchase = checkedSchedulePurchase(request.service, request.purchase);
  const quote = await quotePurchase(deps, userId, request.service, purchase);
  const [held] = await deps.db
    .select({ total: count() })
    .from(purchaseSchedules)
    .where(eq(purchaseSchedules.userId, userId));
  if ((held?.total ?? 0) >= MAX_SCHEDULES) throw conflict(SCHEDULE_MESSAGES.tooMany);
  const [row] = await deps.db
    .insert(purchaseSchedules)
    .values({
      userId,
      service: request.service,
      request: purchase,
      summary: quote.description,
      frequency: request.frequency,
      firstRunAt,
      endsOn,
      maxRuns: request.max_runs ?? null,
      nextRunAt: firstRunAt,
    })
    .returning();
  if (!row) throw new Error('the schedule was not stored');
  return present(row, undefined);
}

/**
 * Pauses or resumes. A resumed schedule's next run is its first one due from now on: the runs
 * it would have made while paused are not made up.
 */
export async function setScheduleStatus(
  db: Db,
  userId: number,
  id: number,
  status: 'active' | 'paused',
  now = new Date(),
): Promise<Schedule> {
  const row = await ownSchedule(db, userId, id);
  if (row.status === 'ended') throw conflict(SCHEDULE_MESSAGES.ended);
  if (row.status === status) return presented(db, row);
  const resumedAt = new Date(now.getTime() - 1);
  const nextRunAt =
    status === 'paused' ? row.nextRunAt : nextRunAfter(timingOf(row), resumedAt, row.runsCount);
  const [updated] = await db
    .update(purchaseSchedules)
    .set({
      status: status === 'active' && nextRunAt === null ? 'ended' : status,
      nextRunAt,
    })
    .where(owned(userId, id))
    .returning();
  if (!updated) throw notFound(SCHEDULE_MESSAGES.notFound);
  return presented(db, updated);
}

export async function deleteSchedule(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(purchaseSchedules)
    .where(owned(userId, id))
    .returning({ id: purchaseSchedules.id });
  if (!deleted.length) throw notFound(SCHEDULE_MESSAGES.notFound);
}

export async function scheduleRuns(db: Db, userId: number, id: number): Promise<ScheduleRun[]> {
  await ownSchedule(db, userId, id);
  const runs = await db
    .select()
    .from(purchaseScheduleRuns)
    .where(eq(purchaseScheduleRuns.scheduleId, id))
    .orderBy(desc(purchaseScheduleRuns.dueAt))
    .limit(100);
  return runs.map(presentRun);
}
