import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

/*
 * Every route's schema validation also refuses what no field of ours may hold, so no handler and no
 * SQL statement ever sees it:
 * - control characters (NUL and the other C0 controls, DEL) in any string; tab, line feed and
 *   carriage return stay allowed, since an SMS or an address may hold them;
 * - lone surrogates ("\ud800" in JSON): half of a UTF-16 pair has no UTF-8 form, so the database
 *   cannot store it;
 * - numbers that are not finite or beyond the safe integer range: "1e309" and "Infinity" coerce to
 *   Infinity and pass Ajv's integer, minimum and maximum checks.
 * The check runs after Ajv's coercion, on what the handler will receive.
 *
 * Before any of that, a body nested deeper than MAX_JSON_DEPTH arrays and objects is refused with
 * 400: no request of ours nests past a handful of levels, and walking thousands of levels (the
 * validator, the checks above) overflows the stack. The JSON body parser counts the levels in the
 * text before parsing; the validator counts them again in whatever another parser produced.
 */

/** The most arrays and objects one request body may nest inside each other. */
export const MAX_JSON_DEPTH = 32;
const TOO_DEEP = `must not nest more than ${MAX_JSON_DEPTH} levels of arrays and objects.`;

/** Whether JSON text opens more than `limit` arrays and objects inside each other (strings skipped). */
export function jsonTextNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
}

/** Whether a value holds more than `limit` arrays and objects inside each other. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit === 0) return true;
  return Object.values(value).some((item) => nestedDeeperThan(item, limit - 1));
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Issue = FastifySchemaValidationError;

const HOSTILE_VALUE_KEYWORDS = new Set([
  'controlCharacters',
  'loneSurrogate',
  'finiteNumber',
  'nesting',
]);

/** Whether a validation issue is this guard's (its message holds for any field). */
export const isHostileValueIssue = (issue: { keyword?: string }) =>
  HOSTILE_VALUE_KEYWORDS.has(issue.keyword ?? '');

const issueAt = (path: string[], keyword: string, message: string): Issue => ({
  keyword,
  instancePath: path.length ? `/${path.join('/')}` : '',
  schemaPath: '#',
  params: {},
  message,
});

/** The first value under `value` that no field may hold, as a validation issue at its path. */
export function findHostileValue(value: unknown, path: string[] = []): Issue | undefined {
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value))
      return issueAt(path, 'controlCharacters', 'must not contain control characters.');
    return LONE_SURROGATE.test(value)
      ? issueAt(path, 'loneSurrogate', 'must be valid text (it holds half a character).')
      : undefined;
  }
  if (typeof value === 'number')
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER
      ? undefined
      : issueAt(path, 'finiteNumber', 'must be a number within range.');
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const issue = findHostileValue(item, [...path, String(index)]);
      if (issue) return issue;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const issue = findHostileValue(key, [...path, key]) ?? findHostileValue(item, [...path, key]);
      if (issue) return issue;
    }
  }
  return undefined;
}

/** What Fastify passes a validator compiler and expects back (its types call it a route schema). */
interface Validator {
  (data: unknown): boolean;
  errors?: Issue[] | null;
}
type BuildValidator = (
  externalSchemas: unknown,
  options: unknown,
) => (route: { schema: unknown; httpPart?: string }) => Validator;

/**
 * Fastify's own Ajv compiler, each of whose validators also refuses hostile values. With
 * `compileOnFirstUse` a route's schema is compiled on its first request instead of at start.
 */
export function guardedValidatorFactory({ compileOnFirstUse = false } = {}): ValidatorFactory {
  const buildAjvValidator = AjvCompiler() as unknown as BuildValidator;
  const buildValidator: BuildValidator = (externalSchemas, options) => {
    const compile = buildAjvValidator(externalSchemas, options);
    return (route) => {
      let compiled = compileOnFirstUse ? undefined : compile(route);
      const guarded: Validator = (data) => {
        const validate = (compiled ??= compile(route));
        if (nestedDeeperThan(data, MAX_JSON_DEPTH)) {
          guarded.errors = [issueAt([], 'nesting', TOO_DEEP)];
          return false;
        }
        if (!validate(data)) {
          guarded.errors = validate.errors ?? null;
          return false;
        }
        const issue = findHostileValue(data);
        guarded.errors = issue ? [issue] : null;
        return !issue;
      };
      return guarded;
    };
  };
  return buildValidator as unknown as ValidatorFactory;
}

/**
 * Makes `app`'s JSON body parser refuse a body nested too deeply before it is parsed (and
 * `__proto__` or `constructor` keys, as Fastify's own does). With `emptyIsObject` an empty body
 * reads as {} (clients that send the header with no body).
 */
export function guardJsonBodies(app: FastifyInstance, { emptyIsObject = false } = {}) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (emptyIsObject && !text.trim()) {
      done(null, {});
      return;
    }
    if (jsonTextNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      const message = `Body ${TOO_DEEP}`;
      done(badRequest(message, { body: message }), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/** The JSON body parser, refusing a body nested too deeply before it is parsed. */
async function jsonDepthGuard(app: FastifyInstance) {
  guardJsonBodies(app);
}

export const jsonDepthGuardPlugin = fp(jsonDepthGuard, { name: 'json-depth-guard' });
