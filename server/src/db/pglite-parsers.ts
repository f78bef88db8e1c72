import { types, type PGlite } from '@electric-sql/pglite';

/*
 * drizzle asks PGlite for dates, times and intervals as the text PostgreSQL sent (it maps them to
 * Date itself), by passing its parsers with every query. PGlite then copies its whole parser table
 * (every type and array type) into a new one for that query: ~60 µs of a query's ~120 µs. So the
 * client drizzle is given holds drizzle's parsers in its own table, once, and drizzle's queries go
 * without them. The app's raw rows (`Database.withSession`) keep PGlite's standard parsers (Date
 * for a timestamp), as node-postgres answers on PostgreSQL.
 */

const asSent = (value: string) => value;

/** The parsers drizzle-orm/pglite sends with each query (its PglitePreparedQuery). */
export const DRIZZLE_PARSERS: Readonly<Record<number, (value: string) => unknown>> = {
  [types.TIMESTAMP]: asSent,
  [types.TIMESTAMPTZ]: asSent,
  [types.INTERVAL]: asSent,
  [types.DATE]: asSent,
  1231: asSent, // numeric[]
  1115: asSent, // timestamp[]
  1185: asSent, // timestamptz[]
  1187: asSent, // interval[]
  1182: asSent, // date[]
};

type QueryOptions = Parameters<PGlite['query']>[2];
type Query = PGlite['query'];
type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

export interface DrizzleReadyClient {
  /** the client to give drizzle: its queries are answered with DRIZZLE_PARSERS, copied no more */
  forDrizzle: PGlite;
  /** PGlite's standard parsers, for the app's own raw queries */
  standardParsers: NonNullable<QueryOptions>['parsers'];
}

/** `target` with its query (and transaction's queries) sent without per-query parsers. */
function withoutQueryParsers<T extends { query: Query }>(target: T, also: Partial<T> = {}): T {
  const query: Query = (statement, params, options) =>
    target.query(
      statement,
      params,
      options?.parsers ? { ...options, parsers: undefined } : options,
    );
  const replaced: Partial<T> = { ...also, query } as Partial<T>;
  return new Proxy(target, {
    get: (object, key) => {
      if (key in replaced) return replaced[key as keyof T];
      // PGlite keeps its state in private fields: its methods run on the client itself
      const value = Reflect.get(object, key, object) as unknown;
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(object)
        : value;
    },
  });
}

/** Each client's parsers as PGlite made them, before drizzle's went in (a client may be reused). */
const standardOf = new WeakMap<PGlite, DrizzleReadyClient['standardParsers']>();

export function drizzleReadyClient(client: PGlite): DrizzleReadyClient {
  const standardParsers = standardOf.get(client) ?? { ...client.parsers };
  standardOf.set(client, standardParsers);
  // Kept in place (PGlite adds array types to this table as it learns them).
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const transaction = (<T>(work: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) => work(withoutQueryParsers(tx)))) as PGlite['transaction'];
  return { forDrizzle: withoutQueryParsers(client, { transaction }), standardParsers };
}
