import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Pages and endpoints whose whole query string is a secret (the reset link's token). */
const SECRET_QUERY_PATHS = /(password[-_]?reset|reset[-_]?password|confirm|verify)/i;

/** Query parameters that carry credentials wherever they appear. */
const SECRET_PARAMS = /(token|password|secret|signature|key|code|otp|pin|auth)/i;

function decodedName(name: string): string | undefined {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** The URL as it may be logged: a secret-bearing query string is replaced, path kept. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  if (SECRET_QUERY_PATHS.test(path)) return `${path}?${REDACTED}`;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      const decoded = decodedName(name);
      if (decoded === undefined) return REDACTED;
      return SECRET_PARAMS.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request fields, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface QueryFailure {
  params: unknown[];
}

const isQueryFailure = (value: unknown): value is QueryFailure =>
  typeof value === 'object' &&
  value !== null &&
  'params' in value &&
  Array.isArray((value as QueryFailure).params);

/** The texts a failed query put into messages and stacks: drizzle writes `params: a,b,c`. */
function leakedParamTexts(error: unknown): string[] {
  const texts: string[] = [];
  const seen = new Set<unknown>();
  for (let current = error; typeof current === 'object' && current !== null;) {
    if (seen.has(current)) break;
    seen.add(current);
    if (isQueryFailure(current) && current.params.length > 0)
      texts.push(`params: ${String(current.params)}`);
    current = 'cause' in current ? current.cause : undefined;
  }
  return texts.sort((a, b) => b.length - a.length);
}

/** Keys of database errors that hold row values (pg's detail: "Key (email)=(…) already exists"). */
const VALUE_KEYS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

function scrub(value: unknown, leaks: string[], depth = 0): unknown {
  if (typeof value === 'string') {
    let text = value;
    for (const leak of leaks) text = text.split(leak).join(`params: ${REDACTED}`);
    return text;
  }
  if (depth > 8 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, leaks, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = VALUE_KEYS.has(key) ? REDACTED : scrub(item, leaks, depth + 1);
  }
  return out;
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** The error's type, message, stack and own fields, its causes nested the same way. */
function serializeError(error: Error, depth = 0): SerializedError {
  const out: SerializedError = {
    type: error.constructor.name || error.name,
    message: error.message,
    stack: error.stack ?? '',
  };
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'cause' && !(key in out)) out[key] = value;
  }
  if (error.cause instanceof Error && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  else if (error.cause !== undefined) out.cause = error.cause;
  return out;
}

/** Logged errors without the parameters of a failed query, wherever they show. */
export function errorSerializer(error: Error): SerializedError {
  return scrub(serializeError(error), leakedParamTexts(error)) as SerializedError;
}

/** Fastify's logger settings; `false` for the silent level. */
export function loggerOptions(
  level: string,
  stream?: FastifyLoggerOptions['stream'],
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    serializers: { req: requestSerializer, err: errorSerializer },
    ...(stream ? { stream } : {}),
  };
}
