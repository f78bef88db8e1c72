import { Type, type Static } from 'typebox';
import {
  SCHEDULE_FREQUENCIES,
  SCHEDULE_RUN_STATUSES,
  SCHEDULE_SERVICES,
  SCHEDULE_STATUSES,
  MAX_SCHEDULE_RUNS,
  type ScheduleFrequency,
  type ScheduleRunStatus,
  type ScheduleService,
  type ScheduleStatus,
} from '../rules/schedule';

/*
 * Scheduled purchases: airtime, data or a cable renewal bought by NairaTop at a Lagos time, once,
 * daily, weekly or monthly, with an optional end. The purchase is the body its purchase route
 * takes; the transaction PIN is checked once, when scheduling.
 */

const literals = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((value) => Type.Literal(value))));

const service = literals<ScheduleService>(SCHEDULE_SERVICES);
const frequency = literals<ScheduleFrequency>(SCHEDULE_FREQUENCIES);
const status = literals<ScheduleStatus>(SCHEDULE_STATUSES);
const runStatus = literals<ScheduleRunStatus>(SCHEDULE_RUN_STATUSES);
const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
const dateTime = Type.String({ format: 'date-time' });

export const ScheduleRunSchema = Type.Object({
  id: Type.Integer(),
  /** when the run was due */
  due_at: dateTime,
  /** running; confirmed or pending (bought); failed (refused or refunded); skipped (low balance) */
  status: runStatus,
  message: Type.Union([Type.String(), Type.Null()]),
  /** the purchase's reference, when one was made */
  tx_ref: Type.Union([Type.String(), Type.Null()]),
});

export const ScheduleSchema = Type.Object({
  id: Type.Integer(),
  service,
  /** what is bought, e.g. "MTN airtime ₦500 for 08031234567" */
  summary: Type.String(),
  /** the purchase request each run sends */
  purchase: Type.Record(Type.String(), Type.Unknown()),
  frequency,
  first_run_at: dateTime,
  ends_on: Type.Union([day, Type.Null()]),
  max_runs: Type.Union([Type.Integer(), Type.Null()]),
  runs_count: Type.Integer(),
  /** null once it has ended */
  next_run_at: Type.Union([dateTime, Type.Null()]),
  status,
  last_run: Type.Union([ScheduleRunSchema, Type.Null()]),
  created_at: dateTime,
});

export const CreateScheduleRequestSchema = Type.Object({
  service,
  /** the body the service's purchase route takes (purchase-airtime/, purchase-data/, purchase-cable/) */
  purchase: Type.Record(Type.String({ maxLength: 40 }), Type.Unknown(), { maxProperties: 20 }),
  frequency,
  /** the first run; now when absent */
  first_run_at: Type.Optional(dateTime),
  /** the last Lagos day a run may fall on */
  ends_on: Type.Optional(day),
  /** stop after this many runs */
  max_runs: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SCHEDULE_RUNS })),
});

export const UpdateScheduleRequestSchema = Type.Object({
  /** active resumes a paused schedule; paused stops its runs until resumed */
  status: literals<'active' | 'paused'>(['active', 'paused']),
});

export const ScheduleIdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }),
});

export type ScheduleRun = Static<typeof ScheduleRunSchema>;
export type Schedule = Static<typeof ScheduleSchema>;
export type CreateScheduleRequest = Static<typeof CreateScheduleRequestSchema>;
export type UpdateScheduleRequest = Static<typeof UpdateScheduleRequestSchema>;
