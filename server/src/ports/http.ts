/*
 * The one HTTP transport every provider adapter calls through: fetch, or anything shaped like it
 * (the simulators mounted in this process are reached by app.inject; the metrics wrap it to time
 * each call).
 */

export interface HttpResponseLike {
  status: number;
  text(): Promise<string>;
}

export interface TransportInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

export type Transport = (url: string, init: TransportInit) => Promise<HttpResponseLike>;

/** The request headers a signed webhook arrives with, as Fastify hands them over. */
export type WebhookHeaders = Record<string, string | string[] | undefined>;
