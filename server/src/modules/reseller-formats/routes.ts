import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorAnswer } from '../../plugins/errors';
import { guardJsonBodies } from '../../plugins/input-guard';
import type { HttpError } from '../../lib/http-error';
import { notFound } from '../../lib/http-error';
import { adexFormat } from './adex';
import type { FormatContext, FormatRoute, ResellerFormatAdapter } from './format';
import { msorgFormat } from './msorg';
import { cachedNetworkStatus } from '../network-status/service';

/*
 * The reseller formats' routes under /api. The two formats share paths (POST /api/data is both),
 * so each path is one route that answers in the format the key speaks: the key decides, never the
 * request's fields. Only a key that speaks a reseller format is taken (the auth plugin's
 * `resellerFormat`), with every check any key passes; charging routes are charged requests.
 */

const ANY_FIELDS = Type.Object({}, { additionalProperties: true });

export const RESELLER_FORMATS: readonly ResellerFormatAdapter[] = [msorgFormat, adexFormat];

const formatOf = (request: FastifyRequest) =>
  RESELLER_FORMATS.find((format) => format.format === request.apiKeyFormat);

/** Before the key is known, an error says it in every format's words at once. */
const anyFormatError = (message: string) => ({
  status: 'fail',
  message,
  detail: message,
  error: [message],
});

export interface ResellerRoutesOptions {
  context: Omit<FormatContext, 'db' | 'networkStatus'>;
  brandName: string;
}

export default async function resellerFormatRoutes(
  app: FastifyInstance,
  { context, brandName }: ResellerRoutesOptions,
) {
  const formatContext: FormatContext = {
    ...context,
    db: app.db,
    networkStatus: cachedNetworkStatus(app.db),
  };

  // Resellers' clients send JSON, at times with an empty body (POST /api/user), or a form.
  guardJsonBodies(app, { emptyIsObject: true });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const answer = errorAnswer(error, request, brandName);
    if (answer.retryAfterSeconds) reply.header('retry-after', String(answer.retryAfterSeconds));
    const format = formatOf(request);
    const body = format
      ? format.errorBody(answer.message, answer.status)
      : anyFormatError(answer.message);
    return reply.status(answer.status).type('application/json').send(markedIfTest(request, body));
  });

  const paths = new Map<string, { method: FormatRoute['method']; url: string; charged: boolean }>();
  for (const format of RESELLER_FORMATS)
    for (const route of format.routes) {
      const key = `${route.method} ${route.url}`;
      const known = paths.get(key);
      if (known && known.charged !== Boolean(route.charged))
        throw new Error(`${key} charges in one format and not in another`);
      paths.set(key, { method: route.method, url: route.url, charged: Boolean(route.charged) });
    }

  for (const { method, url, charged } of paths.values()) {
    app.route({
      method,
      url,
      onRequest: app.authenticate,
      // A POST sent with no body at all (curl -X POST, fetch without one: ADEX's login) has no
      // fields, as an empty JSON object has none.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      config: { resellerFormat: true, charged, testKeys: true },
      // Any fields (each format reads its own), but through the validator every route's input
      // passes: no value nested too deep, no control characters, no number out of range.
      schema: {
        hide: true,
        ...(method === 'POST' ? { body: ANY_FIELDS } : {}),
        querystring: ANY_FIELDS,
        params: ANY_FIELDS,
      },
      async handler(request, reply) {
        const format = formatOf(request);
        const route = format?.routes.find((one) => one.method === method && one.url === url);
        if (!format || !route)
          throw notFound(
            `The ${format?.format.toUpperCase() ?? ''} format has no ${method} /api${url}.`,
          );
        const answer = await route.handle(formatContext, request);
        return reply.status(answer.status ?? 200).send(markedIfTest(request, answer.body));
      },
    });
  }
}

/** A test key hears in every answer, error or not, that it is one. */
function markedIfTest(request: FastifyRequest, body: unknown): unknown {
  if (!request.apiKeyTest || typeof body !== 'object' || body === null || Array.isArray(body))
    return body;
  return { test: true, ...body };
}
