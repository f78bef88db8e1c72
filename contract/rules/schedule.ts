/*
 * Scheduled purchases: what can be scheduled, how often, and the texts customers read. Times are
 * Lagos time (West Africa Time, UTC+1 all year: Nigeria keeps no daylight saving).
 */

export const SCHEDULE_SERVICES = ['airtime', 'data', 'cable'] as const;
export type ScheduleService = (typeof SCHEDULE_SERVICES)[number];

export const SCHEDULE_FREQUENCIES = ['once', 'daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export const SCHEDULE_STATUSES = ['active', 'paused', 'ended'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export const SCHEDULE_RUN_STATUSES = [
  'running',
  'confirmed',
  'pending',
  'failed',
  'skipped',
] as const;
export type ScheduleRunStatus = (typeof SCHEDULE_RUN_STATUSES)[number];

/** at most this many schedules per account (active, paused or ended) */
export const MAX_SCHEDULES = 50;
/** at most this many runs may be asked for */
export const MAX_SCHEDULE_RUNS = 1000;
/** a first run this far in the past is refused (a form left open a while still works) */
export const SCHEDULE_PAST_TOLERANCE_MS = 10 * 60_000;

export const FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  once: 'Once',
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
};

export const SCHEDULE_MESSAGES = {
  created: 'Purchase scheduled',
  paused: 'Schedule paused',
  resumed: 'Schedule resumed',
  deleted: 'Schedule deleted',
  notFound: 'Schedule not found.',
  firstRunPast: 'Choose a first run from now on',
  dateInvalid: 'Enter a real date',
  endBeforeStart: 'The end date is before the first run',
  ended: 'This schedule has ended; create a new one instead.',
  tooMany: `You can keep at most ${MAX_SCHEDULES} schedules. Delete one you no longer use first.`,
  lowBalanceRun: 'Skipped: your wallet balance was too low',
} as const;

const LAGOS_OFFSET_MS = 60 * 60_000;

/** The Lagos calendar day of an instant, YYYY-MM-DD. */
export const lagosDay = (at: Date): string =>
  new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The schedule's run number `index` (0 is the first run): daily and weekly runs keep the first
 * run's Lagos time of day; a monthly run falls on the first run's day of the month, or the
 * month's last day when it is shorter (the 31st runs on 30 April, then on 31 May again).
 */
export function occurrence(first: Date, frequency: ScheduleFrequency, index: number): Date {
  if (frequency === 'once' || index === 0) return new Date(first);
  if (frequency === 'daily') return new Date(first.getTime() + index * 86_400_000);
  if (frequency === 'weekly') return new Date(first.getTime() + index * 7 * 86_400_000);
  const local = new Date(first.getTime() + LAGOS_OFFSET_MS);
  const months = local.getUTCMonth() + index;
  const year = local.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const day = Math.min(local.getUTCDate(), daysInMonth(year, month));
  const at = Date.UTC(
    year,
    month,
    day,
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(at - LAGOS_OFFSET_MS);
}

export interface ScheduleTiming {
  firstRunAt: Date;
  frequency: ScheduleFrequency;
  /** the last Lagos day a run may fall on, YYYY-MM-DD */
  endsOn: string | null;
  maxRuns: number | null;
}

/**
 * The first run due strictly after `after`, or null when the schedule has no more: runs missed
 * while the server was down are not made up, so after a long gap only one run is due.
 * `runsDone` counts the runs already made (a run-count end).
 */
export function nextRunAfter(timing: ScheduleTiming, after: Date, runsDone: number): Date | null {
  if (timing.maxRuns !== null && runsDone >= timing.maxRuns) return null;
  const { firstRunAt, frequency } = timing;
  let next: Date | null;
  if (firstRunAt.getTime() > after.getTime()) next = firstRunAt;
  else if (frequency === 'once') next = null;
  else if (frequency === 'monthly') {
    // Months since the first run, as an estimate from below, then forward to the first run after.
    const elapsedMonths = Math.max(
      0,
      Math.floor((after.getTime() - firstRunAt.getTime()) / (31 * 86_400_000)),
    );
    let index = elapsedMonths;
    while (occurrence(firstRunAt, frequency, index).getTime() <= after.getTime()) index += 1;
    next = occurrence(firstRunAt, frequency, index);
  } else {
    const period = (frequency === 'daily' ? 1 : 7) * 86_400_000;
    const index = Math.floor((after.getTime() - firstRunAt.getTime()) / period) + 1;
    next = occurrence(firstRunAt, frequency, index);
  }
  if (next && timing.endsOn !== null && lagosDay(next) > timing.endsOn) return null;
  return next;
}

/** The cable services whose renewal (the decoder's current bouquet) can be bought and scheduled. */
export const RENEWABLE_CABLE_SERVICES: readonly string[] = ['dstv', 'gotv'];
