import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/*
 * Completes each route's OpenAPI entry from what the route does, so the document cannot drift
 * from the routes: its security from whether it authenticates (and accepts API keys), and the
 * error answers that follow from that and from its validation. A documented route without an
 * operationId or a summary stops the server at start-up (and so fails CI).
 */

/** Paths that exist for operators and the sandbox, never for integrators. */
const UNDOCUMENTED_PREFIXES = ['/simulator/', '/api/v1/ops/', '/api/v1/console/'];

const error = (description: string) => ({ $ref: 'ApiError#', description });

const ANSWERS = {
  400: error('Refused: a field, parameter or the address is not valid (see `data`).'),
  401: error('No valid bearer token or API key.'),
  403: error(
    'An API key used on an endpoint that does not accept keys, or from an address outside its allow-list.',
  ),
  429: error('Too many requests: wait for the seconds in `Retry-After`.'),
} as const;

/** What the other error answers mean, for routes that list them without a description. */
const OTHER_ANSWERS: Record<string, string> = {
  404: 'Not found, or not yours.',
  409: 'Conflicts with an earlier request (see `message`).',
  422: 'The Idempotency-Key was used for a different request.',
  502: 'The payment provider did not answer as expected; try again.',
  503: 'A provider is unavailable; anything charged has been refunded.',
};

const isBareErrorRef = (answer: unknown) =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { $ref?: unknown }).$ref === 'ApiError#' &&
  !('description' in answer);

/** The route's own answers, with a description on each error answer that has none. */
function describedAnswers(declared: Record<string, unknown>): Record<string, unknown> {
  const described: Record<string, unknown> = {};
  for (const [code, answer] of Object.entries(declared)) {
    const text = ANSWERS[Number(code) as keyof typeof ANSWERS]?.description ?? OTHER_ANSWERS[code];
    described[code] = isBareErrorRef(answer) && text ? error(text) : answer;
  }
  return described;
}

interface RouteSchema {
  hide?: boolean;
  operationId?: string;
  summary?: string;
  security?: unknown;
  response?: Record<string, unknown>;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export function documentRoute(
  route: RouteOptions,
  authenticate: FastifyInstance['authenticate'],
): void {
  const schema = (route.schema ?? {}) as RouteSchema;
  if (UNDOCUMENTED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
    route.schema = { ...schema, hide: true } as FastifySchema;
    return;
  }
  if (schema.hide) return;
  const name = `${asArray(route.method).join(',')} ${route.url}`;
  if (!schema.operationId) throw new Error(`${name} has no operationId in its schema`);
  if (!schema.summary) throw new Error(`${name} has no summary in its schema`);

  const authenticated = asArray(route.onRequest).includes(authenticate);
  const acceptsKey = authenticated && route.config?.apiKey === true;
  const security: Record<string, string[]>[] = !authenticated
    ? []
    : acceptsKey
      ? [{ bearer: [] }, { apiKey: [] }]
      : [{ bearer: [] }];

  // Any route refuses a malformed address (and its parameters, query and body) with a 400.
  const answers: Record<string, unknown> = { 400: ANSWERS[400] };
  if (authenticated) Object.assign(answers, { 401: ANSWERS[401], 403: ANSWERS[403] });
  if (acceptsKey) answers[429] = ANSWERS[429];
  route.schema = {
    ...schema,
    security,
    response: { ...answers, ...describedAnswers(schema.response ?? {}) },
  } as FastifySchema;
}
