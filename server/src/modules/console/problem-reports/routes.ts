import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConsoleProblemReportListSchema,
  ConsoleProblemReportsQuerySchema,
  ProblemReplyRequestSchema,
  ProblemReportIdParamsSchema,
} from '@contract/api/problem-reports';
import { staffOf } from '../guard';
import { consoleErrors, consoleErrorsWith409 } from '../schemas';
import { listProblemReports, replyToProblem } from './queue';

/** Customers' disputes (owner and support): the queue, and a reply that moves no money. */
export default async function consoleProblemReportRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/problem-reports',
    {
      schema: {
        operationId: 'consoleListProblemReports',
        summary:
          "Customers' problem reports: open disputes by answer time (overdue first), or the latest closed",
        querystring: ConsoleProblemReportsQuerySchema,
        response: { 200: ConsoleProblemReportListSchema, ...consoleErrors },
      },
    },
    async (request) => ({
      data: await listProblemReports(app.db, request.query.status ?? 'open'),
    }),
  );

  app.post(
    '/problem-reports/:id/reply',
    {
      config: { money: false },
      schema: {
        operationId: 'consoleReplyToProblemReport',
        summary:
          'End an open dispute with a reply to the customer, moving no money (refunds are made on the purchase)',
        params: ProblemReportIdParamsSchema,
        body: ProblemReplyRequestSchema,
        response: { 200: Type.Object({ message: Type.String() }), ...consoleErrorsWith409 },
      },
    },
    async (request) => ({
      message: await replyToProblem(
        app.db,
        staffOf(request),
        request.params.id,
        request.body.reply,
      ),
    }),
  );
}
