import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApprovalDecisionRequestSchema,
  ApprovalDecisionResponseSchema,
  ApprovalIdParamsSchema,
  ApprovalListSchema,
  ApprovalsQuerySchema,
} from '@contract/api/console';
import { jsonOrCsv, wantsCsv } from '../../../lib/csv';
import { sendConsoleExport } from '../audited-export';
import { OWNER_ONLY, staffOf } from '../guard';
import { approvalsCsv } from './export';
import { consoleErrors, consoleErrorsWith409 } from '../schemas';
import { decideApproval, listApprovals } from './service';

/** Large manual adjustments waiting for a second owner: the list and the decisions (owners). */
export default async function approvalRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/approvals',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleListApprovals',
        summary: 'Manual adjustments waiting for approval (oldest first), or the decided ones',
        querystring: ApprovalsQuerySchema,
        response: {
          200: jsonOrCsv(ApprovalListSchema, 'The requests, or all of them as CSV'),
          ...consoleErrors,
        },
      },
    },
    async (request, reply) =>
      wantsCsv(request)
        ? sendConsoleExport(request, reply, approvalsCsv(app.db, request.query.state))
        : { data: await listApprovals(app.db, request.query.state) },
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/approvals/:id/${decision}`,
      {
        config: OWNER_ONLY,
        schema: {
          operationId:
            decision === 'approve' ? 'consoleApproveAdjustment' : 'consoleDeclineAdjustment',
          summary:
            decision === 'approve'
              ? "Approve another staff member's large adjustment: the wallet changes once"
              : "Decline another staff member's large adjustment: no money moves",
          params: ApprovalIdParamsSchema,
          body: ApprovalDecisionRequestSchema,
          response: { 200: ApprovalDecisionResponseSchema, ...consoleErrorsWith409 },
        },
      },
      async (request) =>
        decideApproval(app.db, staffOf(request), request.params.id, decision, request.body.note),
    );
  }
}
