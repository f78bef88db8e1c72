/*
 * Whether an error means the database could not be reached or dropped the connection mid-query
 * (a restart, a failover, pg_terminate_backend, an exhausted server): the request did nothing
 * that committed, and the same request shortly after will likely work, so the client hears 503.
 */

const CONNECTION_CODES = new Set([
  '57P01', // admin_shutdown: terminated by an administrator or a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
];

/** Walks the error and its causes (drizzle wraps the driver's error in `cause`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text)))
      return true;
    current = cause;
  }
  return false;
}
