import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, unauthorized } from '../../lib/http-error';
import { tokenMatches } from '../../lib/token-match';

/*
 * The ops command (`npm run ops`, `npm run backup`) signs its console requests with the operator
 * token instead of a staff sign-in. It acts as one system identity, "ops command", with the
 * powers of support staff, and only on the console routes that say so (`config.opsCommand`,
 * beside the route); every other console route refuses it (403, audited). What it does is audited
 * as "ops command (<operator>)", the operator it names with --by.
 */

/** The header the ops command sends the operator token in. */
export const OPS_TOKEN_HEADER = 'x-ops-token';
/** The operator the ops command names with --by, percent-encoded (a header carries ASCII only). */
export const OPS_OPERATOR_HEADER = 'x-ops-operator';
/** The audit log's name for the ops command; the operator it names follows in brackets. */
export const OPS_COMMAND_ACTOR = 'ops command';

export const OPS_COMMAND_MESSAGES = {
  invalidToken: 'The operator token is not valid.',
  notHere: 'The ops command cannot do this: sign in to the console as an owner.',
  unreadableOperator: 'The operator named in X-Ops-Operator is not readable (percent-encode it).',
  noIdempotencyKey:
    'The ops command sends no Idempotency-Key: a second decision on the same transaction is refused (409).',
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Console routes the ops command may use (with support's powers); no other route admits it. */
    opsCommand?: true;
  }
  interface FastifyRequest {
    /** set by the console guard when the operator token signed the request */
    opsCommand: OpsCommandActor | null;
  }
}

/** The ops command acting on a console request. */
export interface OpsCommandActor {
  id: null;
  /** the audit log's name: "ops command (<operator>)", or "ops command" when it names none */
  email: string;
  /** role-dependent rules (settling early, refunding a dispute) treat it as support staff */
  role: 'support';
  /** who is deciding (--by): kept on the transactions it decides; empty when not named */
  operator: string;
}

/** The operator token was sent (even empty): the request is the ops command's, not a staff sign-in. */
export const sentOpsToken = (request: FastifyRequest) =>
  request.headers[OPS_TOKEN_HEADER] !== undefined;

/** 401 unless the request carries the operator token; compared in constant time. */
export function checkOpsToken(request: FastifyRequest, token: string): void {
  const given = request.headers[OPS_TOKEN_HEADER];
  if (typeof given !== 'string' || given === '' || !tokenMatches(given, token))
    throw unauthorized(OPS_COMMAND_MESSAGES.invalidToken);
}

function operatorOf(request: FastifyRequest): string {
  const header = request.headers[OPS_OPERATOR_HEADER];
  if (typeof header !== 'string') return '';
  try {
    return decodeURIComponent(header).trim().slice(0, 100);
  } catch {
    throw badRequest(OPS_COMMAND_MESSAGES.unreadableOperator);
  }
}

/**
 * The ops command as the actor of a console request, once its token checks out. Throws 403 on a
 * route that does not allow it (after naming it on the request, so the refusal is audited as it).
 */
export function opsCommandActor(request: FastifyRequest, token: string): OpsCommandActor {
  checkOpsToken(request, token);
  const operator = operatorOf(request);
  const actor: OpsCommandActor = {
    id: null,
    email: operator ? `${OPS_COMMAND_ACTOR} (${operator})` : OPS_COMMAND_ACTOR,
    role: 'support',
    operator,
  };
  request.opsCommand = actor;
  if (!request.routeOptions.config.opsCommand)
    throw new HttpError(403, OPS_COMMAND_MESSAGES.notHere);
  if (request.headers['idempotency-key'] !== undefined)
    throw badRequest(OPS_COMMAND_MESSAGES.noIdempotencyKey);
  return actor;
}
