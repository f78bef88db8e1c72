/*
 * The live status stream (GET /api/v1/events/, schema in contract/api/events.ts): names and limits
 * both the server and the SPA use.
 */

/** The SSE `event:` names of the stream. */
export const LIVE_EVENTS = {
  /** sent once when the stream opens: anything may have changed while it was closed */
  ready: 'ready',
  /** the data is a LiveChange */
  change: 'change',
} as const;

/** Seconds between the comment lines that keep proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_SECONDS = 15;

/** Open streams one user may hold on one server process (tabs and devices together). */
export const LIVE_STREAMS_PER_USER = 5;
