import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, unauthorized } from '../../lib/http-error';
import { tokenMatches } from '../../lib/token-match';

/*
 * The ops command (`npm run ops`) is for operators' scripts, not a back door. It signs its
 * console requests with the operator token AND names the staff member it acts as (--as <e-mail>,
 * sent in X-Ops-As): the request then has that member's role, limits and money policy, and is
 * audited under their name, exactly as if they had used the console. Only the console routes that
 * say so (`config.opsCommand`, beside the route) admit it; every other one refuses it (403,
 * audited). The one request it makes without naming a member is creating the first owner at
 * set-up (`config.opsSetUp`), refused once an owner exists.
 */

/** The header the ops command sends the operator token in. */
export const OPS_TOKEN_HEADER = 'x-ops-token';
/** The staff member's e-mail the ops command acts as (--as), percent-encoded. */
export const OPS_AS_HEADER = 'x-ops-as';

export const OPS_COMMAND_MESSAGES = {
  invalidToken: 'The operator token is not valid.',
  notHere: 'The ops command cannot do this: sign in to the console.',
  unreadableAs: 'The staff member named in X-Ops-As is not readable (percent-encode it).',
  nameYourself:
    'The ops command acts as a staff member: name your staff account with --as <e-mail>.',
  notStaff: (email: string) =>
    `${email} is not a staff member: the ops command acts as staff only.`,
  noIdempotencyKey:
    'The ops command sends no Idempotency-Key: a second decision on the same transaction is refused (409).',
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Console routes the ops command may use, as the staff member it names. */
    opsCommand?: true;
    /** The console route the ops command may use without naming a member: the first owner. */
    opsSetUp?: true;
  }
  interface FastifyRequest {
    /** set by the console guard when the operator token signed the request */
    opsCommand: OpsCommand | null;
  }
}

/** The ops command on a console request: the staff e-mail it acts as, or null at set-up. */
export interface OpsCommand {
  as: string | null;
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

function asOf(request: FastifyRequest): string | null {
  const header = request.headers[OPS_AS_HEADER];
  if (typeof header !== 'string' || header.trim() === '') return null;
  try {
    return decodeURIComponent(header).trim().toLowerCase().slice(0, 254);
  } catch {
    throw badRequest(OPS_COMMAND_MESSAGES.unreadableAs);
  }
}

/**
 * The ops command on a console request, once its token checks out: 403 on a route that does not
 * admit it, and on one that needs a staff member when it names none (after naming it on the
 * request, so the refusal is audited).
 */
export function opsCommandOf(request: FastifyRequest, token: string): OpsCommand {
  checkOpsToken(request, token);
  const command: OpsCommand = { as: asOf(request) };
  request.opsCommand = command;
  const config = request.routeOptions.config;
  if (!config.opsCommand) throw new HttpError(403, OPS_COMMAND_MESSAGES.notHere);
  if (command.as === null && !config.opsSetUp)
    throw new HttpError(403, OPS_COMMAND_MESSAGES.nameYourself);
  if (request.headers['idempotency-key'] !== undefined)
    throw badRequest(OPS_COMMAND_MESSAGES.noIdempotencyKey);
  return command;
}
