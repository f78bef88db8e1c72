import type { FastifyError, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  customerActionRefusal,
  type CustomerActionName,
  type GuardrailTarget,
} from '@contract/rules';
import type { Db } from '../../db/client';
import { staffAudit, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { StaffMemberOnRequest } from './guard';
import { hasApiKey } from '../api-keys/authenticate';

/** Answers 403 with the rule's reason unless `staff` may do `action` to `target`'s account. */
export function assertMayActOn(
  staff: StaffMemberOnRequest,
  target: GuardrailTarget,
  action: CustomerActionName,
): void {
  const refusal = customerActionRefusal(staff, target, action);
  if (refusal) throw new HttpError(403, refusal);
}

/** The audit subject of a console address: the customer or staff member, the approval... */
const SUBJECT_TYPES: Record<string, string> = {
  customers: 'user',
  staff: 'user',
  approvals: 'approval',
  transactions: 'transaction',
};

function subjectOf(request: FastifyRequest): { type: string; id: string } {
  const url = request.routeOptions.url ?? request.url;
  const match = /\/([a-z-]+)\/:([A-Za-z_]+)/.exec(url);
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (match?.[1] && match[2] && params[match[2]] !== undefined)
    return { type: SUBJECT_TYPES[match[1]] ?? match[1], id: String(params[match[2]]) };
  return { type: 'route', id: url };
}

/**
 * onError hook of the console routes: every 403 (the role guard, the guard-rails, the limits) is
 * written to the audit log as `refused.<operationId>`, with who tried, on whom, and the reason
 * they were given. It is written on its own, after the refused work rolled back.
 */
export function auditRefusals(db: Db) {
  return async (request: FastifyRequest, _reply: unknown, error: FastifyError) => {
    if (error.statusCode !== 403) return;
    try {
      const staff = request.staffMember;
      const userId = staff?.id ?? (request.userId || null);
      let email = staff?.email;
      if (!email && userId) {
        const [row] = await db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, userId));
        email = row?.email;
      }
      const schema = (request.routeOptions.schema ?? {}) as { operationId?: string };
      const subject = subjectOf(request);
      await db.insert(staffAudit).values({
        staffUserId: userId,
        staffEmail:
          email ??
          (request.opsCommand
            ? `ops command (${request.opsCommand.as ?? 'set-up'})`
            : hasApiKey(request)
              ? 'unknown (API key)'
              : 'unknown'),
        action: `refused.${schema.operationId ?? 'unknown'}`,
        subjectType: subject.type,
        subjectId: subject.id,
        reason: error.message,
        after: { method: request.method, url: request.url, status: 403 },
      });
    } catch (failure) {
      request.log.error({ err: failure }, 'could not audit a refused console request');
    }
  };
}
