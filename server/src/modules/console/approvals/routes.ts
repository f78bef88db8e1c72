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
import { listApprovals } from './read';
import { decideApproval, withdrawApproval } from './service';

/**
 * Staff money movements waiting for a second owner: the list and the decisions (owners), and the
 * requester's withdrawal.
 */
export default async function approvalRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/approvals',
    {
      config: OWNER_ONLY,
      schema: {
        operationId: 'consoleListApprovals',
        summary: 'Staff money movements waiting for approval (oldest first), or the decided ones',
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
        config: { ...OWNER_ONLY, money: decision === 'approve' ? 'approval' : false },
        schema: {
          operationId:
            decision === 'approve' ? 'consoleApproveAdjustment' : 'consoleDeclineAdjustment',
          summary:
            decision === 'approve'
              ? "Approve another staff member's money movement: the wallet changes once"
              : "Decline another staff member's money movement: no money moves",
          params: ApprovalIdParamsSchema,
          body: ApprovalDecisionRequestSchema,
          response: { 200: ApprovalDecisionResponseSchema, ...consoleErrorsWith409 },
        },
      },
      async (request) =>
        decideApproval(
          { db: app.db, onFinal: app.purchases.onFinal },
          staffOf(request),
          request.params.id,
          decision,
          request.body.note,
        ),
    );
  }

  app.post(
    '/approvals/:id/withdraw',
    {
      config: { money: false },
      schema: {
        operationId: 'consoleWithdrawApproval',
        summary: 'Withdraw your own request while it waits: no money moves',
        params: ApprovalIdParamsSchema,
        body: ApprovalDecisionRequestSchema,
        response: { 200: ApprovalDecisionResponseSchema, ...consoleErrorsWith409 },
      },
    },
    async (request) =>
      withdrawApproval(app.db, staffOf(request), request.params.id, request.body.note),
  );
}
