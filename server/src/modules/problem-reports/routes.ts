import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TransactionIdParamsSchema, success } from '@contract/api';
import {
  CreateProblemReportRequestSchema,
  ProblemReportListSchema,
  ProblemReportSchema,
} from '@contract/api/problem-reports';
import {
  DISPUTE_ANSWER_HOURS,
  PROBLEM_KIND_LABELS,
  REPORT_WITHIN_DAYS,
} from '@contract/rules/problem-report';
import { createRateLimiter } from '../../db/rate-limit';
import { apiError, bearer } from '../../lib/api-schemas';
import type { EngineDeps } from '../purchases/engine';
import { listReports, reportProblem } from './service';

/** A customer may file this many reports an hour (each one asks the provider). */
export const PROBLEM_REPORTS_PER_HOUR = 10;

const tags = ['transactions'];
const kinds = Object.entries(PROBLEM_KIND_LABELS)
  .map(([kind, label]) => `\`${kind}\` (${label})`)
  .join(', ');

/** "Report a problem" on a purchase, from the app or the API. */
export default async function problemReportRoutes(
  instance: FastifyInstance,
  { deps }: { deps: EngineDeps },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const perUser = createRateLimiter(app.db, {
    points: PROBLEM_REPORTS_PER_HOUR,
    durationSeconds: 60 * 60,
    keyPrefix: 'problem-report',
  });
  app.addHook('onClose', async () => perUser.close());

  app.post(
    '/transactions/:id/problem-reports/',
    {
      onRequest: app.authenticate,
      config: { apiKey: true },
      schema: {
        tags,
        operationId: 'reportProblem',
        summary: 'Report a problem with one of your purchases',
        description:
          `\`kind\`: ${kinds}; \`note\` says what happened (needed for \`other\`). The provider ` +
          'is asked about the purchase again first: when that settles it the report is answered ' +
          'at once (`status` answered: refunded, or delivered with the token again); otherwise ' +
          `a dispute opens (\`status\` open) that is answered by \`answer_by\`, ${DISPUTE_ANSWER_HOURS} ` +
          'hours later, ending refunded, delivered or replied. Each step is e-mailed. One open ' +
          `dispute per purchase (409 while one is open); purchases of the last ${REPORT_WITHIN_DAYS} ` +
          `days; ${PROBLEM_REPORTS_PER_HOUR} reports an hour (then 429). Another user's ` +
          'transaction answers 404.',
        security: bearer,
        params: TransactionIdParamsSchema,
        body: CreateProblemReportRequestSchema,
        response: {
          201: success(ProblemReportSchema),
          400: apiError,
          401: apiError,
          404: apiError,
          409: apiError,
          429: apiError,
        },
      },
    },
    async (request, reply) => {
      await perUser.consume([String(request.userId)]);
      const report = await reportProblem(
        { ...deps, log: request.log },
        request.userId,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ message: report.answer, data: report });
    },
  );

  app.get(
    '/transactions/:id/problem-reports/',
    {
      onRequest: app.authenticate,
      config: { apiKey: true },
      schema: {
        tags,
        operationId: 'listProblemReports',
        summary: 'The problem reports of one of your purchases, newest first, each with its answer',
        security: bearer,
        params: TransactionIdParamsSchema,
        response: { 200: success(ProblemReportListSchema), 401: apiError, 404: apiError },
      },
    },
    async (request) => ({
      data: await listReports(app.db, request.userId, request.params.id),
    }),
  );
}
