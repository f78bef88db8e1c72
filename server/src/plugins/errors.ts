import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@contract/api';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../lib/http-error';

/** The answer while the database is unreachable or the server is closing: try again shortly. */
export const unavailableMessage = (brandName: string) =>
  `${brandName} is briefly unavailable. Please try again.`;
/** Seconds a client should wait before trying again after a 503. */
export const UNAVAILABLE_RETRY_SECONDS = 2;

export function sendUnavailable(reply: FastifyReply, brandName: string) {
  reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
  return sendError(reply, 503, unavailableMessage(brandName));
}

export function errorBody(message: string, fields: Record<string, string> = {}): ApiError {
  const entries = Object.entries(fields);
  return {
    message,
    errors: entries.length
      ? entries.map(([field, detail]) => ({ field, detail }))
      : [{ detail: message }],
    data: fields,
  };
}

export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  fields?: Record<string, string>,
) {
  return reply.status(status).type('application/json').send(errorBody(message, fields));
}

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const humanize = (field: string) => {
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's message for a validation issue, e.g. "Amount must be a number within range." */
export const issueMessage = (field: string, issue: ValidationIssue) =>
  `${humanize(field)} ${issue.message ?? 'is invalid'}`;

/** Turns schema validation issues into one message per field. */
function validationFields(issues: ValidationIssue[], context: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const missing = issue.keyword === 'required' ? issue.params?.missingProperty : undefined;
    const pathField = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    const field = typeof missing === 'string' ? missing : pathField || context;
    if (fields[field]) continue;
    if (typeof missing === 'string') fields[field] = `${humanize(missing)} field is required`;
    else if (issue.keyword === 'maxLength')
      fields[field] =
        `Ensure this field has no more than ${String(issue.params?.limit)} characters.`;
    else if (issue.keyword === 'additionalProperties')
      fields[String(issue.params?.additionalProperty ?? field)] = 'This field is not allowed.';
    else fields[field] = issueMessage(field, issue);
  }
  return fields;
}

/**
 * Errors the router raises before any route or hook runs (a malformed or over-long address), in
 * the same envelope; the address is not echoed back.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(reply, 414, 'The address is too long.');
  return sendError(reply, 400, 'The address is not valid.');
}

/** What an error answers: its status, message and fields, and how long to wait before a retry. */
export interface ErrorAnswer {
  status: number;
  message: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}

/**
 * Every error as the client hears it (one rule for every answer shape): ours with its status, a
 * schema refusal per field, a client's mistake with its own message, a lost database as "try again",
 * and anything else as a 500 that says nothing of the cause (logged here).
 */
export function errorAnswer(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  brandName: string,
): ErrorAnswer {
  if (error instanceof HttpError)
    return {
      status: error.statusCode,
      message: error.message,
      fields: error.fields,
      retryAfterSeconds: error.retryAfterSeconds,
    };
  if (error.validation) {
    const fields = validationFields(error.validation, error.validationContext ?? 'body');
    return { status: 400, message: Object.values(fields)[0] ?? 'Invalid request.', fields };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : error.message;
    return { status, message };
  }
  // A dropped or refused database connection: nothing this request wrote committed.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return {
      status: 503,
      message: unavailableMessage(brandName),
      retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
    };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}

async function errorsPlugin(app: FastifyInstance, options: { brandName: string }) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const answer = errorAnswer(error, request, options.brandName);
    if (answer.retryAfterSeconds) reply.header('retry-after', String(answer.retryAfterSeconds));
    return sendError(reply, answer.status, answer.message, answer.fields);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
