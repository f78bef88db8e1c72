import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, unauthorized } from '../../lib/http-error';
import { tokenMatches } from '../../lib/token-match';
import { createDbGauges } from './db-gauges';
import { statusClass, type Metrics } from './registry';

export interface MetricsPluginOptions {
  metrics: Metrics;
  /** METRICS_TOKEN: when set, /metrics answers only `Authorization: Bearer <token>` */
  token: string | undefined;
  /** live mode: without a token /metrics is refused (sandbox serves it open) */
  live: boolean;
}

export const METRICS_PATH = '/metrics';

function checkAccess(request: FastifyRequest, options: MetricsPluginOptions) {
  if (!options.token) {
    if (options.live)
      throw new HttpError(403, 'Metrics are off in live mode until METRICS_TOKEN is set.');
    return;
  }
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!given || !tokenMatches(given, options.token))
    throw unauthorized('Metrics need Authorization: Bearer <METRICS_TOKEN>.');
}

/**
 * Prometheus metrics at /metrics (text format): every request's latency by route pattern and
 * status class, provider calls (see provider-transport.ts), gauges read from the database at
 * the scrape (db-gauges.ts) and Node's process metrics.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions) {
  const { registry, httpDuration } = options.metrics;
  const gauges = createDbGauges(app.db, registry);

  app.addHook('onResponse', async (request, reply) => {
    httpDuration.observe(
      {
        method: request.method,
        // the pattern (/api/v1/get-transaction-by-id/:id/), never the address: bounded labels
        route: request.routeOptions.url ?? 'unmatched',
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    checkAccess(request, options);
    await gauges.refresh();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] });
