import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/*
 * One registry per app (tests build many apps in one process). Counters and histograms count
 * what this process did: sum them over instances. Gauges read from the database (db-gauges.ts)
 * are the same on every process sharing it: take max() over instances, never sum().
 */

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  providerDuration: Histogram<'provider' | 'outcome'>;
  providerErrors: Counter<'provider' | 'reason'>;
}

/**
 * `processMetrics`: the process's own metrics (CPU, memory, GC, event-loop lag). prom-client watches
 * GC and the event loop from then on and has no way to stop, so an app built and closed many times
 * in one process (the test suites) leaves them out unless it tests them.
 */
export function createMetrics({ processMetrics }: { processMetrics: boolean }): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'nairatop_http_request_duration_seconds',
      help: 'HTTP requests by route pattern (not the raw address) and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    providerDuration: new Histogram({
      name: 'nairatop_provider_request_duration_seconds',
      help: 'HTTP calls to providers (monnify, vtpass, termii) by outcome: 2xx, 4xx, 5xx or error',
      labelNames: ['provider', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30],
      registers: [registry],
    }),
    providerErrors: new Counter({
      name: 'nairatop_provider_errors_total',
      help: 'Provider calls without a usable answer: timeout, network, or http_5xx',
      labelNames: ['provider', 'reason'],
      registers: [registry],
    }),
  };
}

/** "2xx" for 204, "5xx" for 503. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
