import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CreateScheduleRequestSchema,
  ScheduleIdParamsSchema,
  ScheduleRunSchema,
  ScheduleSchema,
  UpdateScheduleRequestSchema,
  success,
} from '@contract/api';
import { MAX_SCHEDULES, SCHEDULE_MESSAGES } from '@contract/rules';
import type { QuoteDeps } from '../purchases/quote';
import {
  createSchedule,
  deleteSchedule,
  listSchedules,
  scheduleRuns,
  setScheduleStatus,
} from './service';
import { apiError, bearer } from '../../lib/api-schemas';

const tags = ['schedules'];

/**
 * Scheduled purchases: only their owner sees or changes them (another user's id is a 404), and
 * only with a login session (an API key is refused, 403), as the runs spend from the wallet
 * without asking again.
 */
export default async function scheduleRoutes(
  instance: FastifyInstance,
  { deps }: { deps: QuoteDeps },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/schedules/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'listSchedules',
        summary: "The signed-in user's scheduled purchases, newest first",
        description: 'Each with its next run (null once ended), last run and status.',
        security: bearer,
        response: { 200: success(Type.Array(ScheduleSchema)), 401: apiError },
      },
    },
    async (request) => ({ data: await listSchedules(app.db, request.userId) }),
  );

  app.post(
    '/schedules/',
    {
      onRequest: app.authenticate,
      // The transaction PIN is checked here, once: the runs buy without it.
      config: { charged: true },
      schema: {
        tags,
        operationId: 'createSchedule',
        summary: 'Schedule airtime, data or a cable renewal: once, daily, weekly or monthly',
        description:
          '`purchase` is the body of purchase-airtime/, purchase-data/ or purchase-cable/; it is ' +
          'checked and priced as that route would (nothing is charged now). Runs are at the first ' +
          "run's Lagos time; a monthly run on the 31st falls on a shorter month's last day. Each " +
          'run buys with its own Idempotency-Key, so it is never bought twice; a run the wallet ' +
          'cannot pay is skipped and the customer is e-mailed. Runs missed while the service was ' +
          `down are not made up (one run, then the schedule goes on). At most ${MAX_SCHEDULES} ` +
          'schedules per account (409).',
        security: bearer,
        body: CreateScheduleRequestSchema,
        response: {
          201: success(ScheduleSchema),
          400: apiError,
          401: apiError,
          409: apiError,
          503: apiError,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: SCHEDULE_MESSAGES.created,
        data: await createSchedule(deps, request.userId, request.body),
      }),
  );

  app.patch(
    '/schedules/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'updateSchedule',
        summary: 'Pause or resume a scheduled purchase',
        description:
          'A resumed schedule runs next at its first run time due from now on; runs it would ' +
          'have made while paused are not made up. An ended schedule cannot be resumed (409).',
        security: bearer,
        params: ScheduleIdParamsSchema,
        body: UpdateScheduleRequestSchema,
        response: {
          200: success(ScheduleSchema),
          400: apiError,
          401: apiError,
          404: apiError,
          409: apiError,
        },
      },
    },
    async (request) => {
      const { status } = request.body;
      return {
        message: status === 'paused' ? SCHEDULE_MESSAGES.paused : SCHEDULE_MESSAGES.resumed,
        data: await setScheduleStatus(app.db, request.userId, request.params.id, status),
      };
    },
  );

  app.delete(
    '/schedules/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'deleteSchedule',
        summary: 'Delete a scheduled purchase and its run history',
        security: bearer,
        params: ScheduleIdParamsSchema,
        response: { 200: success(Type.Null()), 400: apiError, 401: apiError, 404: apiError },
      },
    },
    async (request) => {
      await deleteSchedule(app.db, request.userId, request.params.id);
      return { message: SCHEDULE_MESSAGES.deleted, data: null };
    },
  );

  app.get(
    '/schedules/:id/runs/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'listScheduleRuns',
        summary: "A scheduled purchase's runs, newest first (the last 100)",
        security: bearer,
        params: ScheduleIdParamsSchema,
        response: {
          200: success(Type.Array(ScheduleRunSchema)),
          400: apiError,
          401: apiError,
          404: apiError,
        },
      },
    },
    async (request) => ({
      data: await scheduleRuns(app.db, request.userId, request.params.id),
    }),
  );
}
