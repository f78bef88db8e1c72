import type { FastifyRequest } from 'fastify';
import { reasonProblem } from '@contract/rules';
import { badRequest } from '../../lib/http-error';

/** Whether the route's body schema lists `reason` as required (else a reason is optional). */
function reasonRequired(request: FastifyRequest): boolean {
  const body = (request.routeOptions.schema?.body ?? {}) as { required?: unknown };
  return Array.isArray(body.required) && body.required.includes('reason');
}

/**
 * Every console action's reason, before the body is validated: trimmed in place, and refused with
 * the contract's message (the console's forms show the same) when fewer than three characters are
 * left; an optional reason left blank is dropped. A reason that is not a string is left to the
 * schema to refuse.
 */
export async function consoleReasonGuard(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  if (typeof fields.reason !== 'string') return;
  const optional = !reasonRequired(request);
  const problem = reasonProblem(fields.reason, optional);
  if (problem) throw badRequest(problem, { reason: problem });
  const trimmed = fields.reason.trim();
  if (trimmed === '') delete fields.reason;
  else fields.reason = trimmed;
}
