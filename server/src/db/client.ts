import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { drizzleReadyClient } from './pglite-parsers';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, the same type whether PGlite or node-postgres is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One connection, for work that must not hop between pooled connections (session locks). */
export interface Session {
  /** Runs a script of one or more statements without parameters. */
  exec(script: string): Promise<void>;
  /** Runs one statement and returns its rows. */
  rows(statement: string): Promise<Record<string, unknown>[]>;
}

export interface Database {
  db: Db;
  withSession<T>(work: (session: Session) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /**
   * Hears NOTIFY on `channel` (a plain identifier) from any connection to this database, on a
   * connection of its own. `onLost`: that connection broke and notifications may have been missed
   * (PostgreSQL only; call listen again). Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball, to open again with `pgliteDump` */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PostgreSQL only: where a connection's failure is reported (a restarted or failed-over server,
   * a terminated backend), idle in the pool or in use. The request using it fails; the pool drops
   * that connection and opens a new one on the next checkout, so this is a warning, never the end
   * of the process.
   */
  onConnectionError(report: (error: Error) => void): void;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** PGlite folder; undefined keeps the data in memory */
  dataDir: string | undefined;
  /** Postgres only: a schema of its own, created and dropped with the database (isolated tests) */
  isolatedSchema?: boolean;
  /** PGlite only: start from this data directory (see `Database.dumpDataDir`), not an empty one */
  pgliteDump?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.isolatedSchema ?? false);
  return openPglite(options.dataDir, options.pgliteDump);
}

async function openPglite(dataDir: string | undefined, dump: Blob | undefined): Promise<Database> {
  let location: string | undefined;
  let lock: DataDirLock | undefined;
  if (dataDir) {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
    // PGlite is one process's database: a second process on the folder must not start.
    lock = lockDataDir(dataDir);
  }
  // pg_trgm backs the transaction search index (migration 0008); PostgreSQL ships it in contrib.
  const client = new PGlite({
    dataDir: location,
    extensions: { pg_trgm },
    ...(dump ? { loadDataDir: dump } : {}),
  });
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  return pgliteDatabase(client, {
    close: async () => {
      await client.close();
      lock?.release();
    },
  });
}

/**
 * The Database over an open PGlite client. `close` ends it: the client's own close, or (the test
 * suites' worker database) giving the client back to be reset for the next suite.
 */
export function pgliteDatabase(
  client: PGlite,
  { close }: { close: () => Promise<void> },
): Database {
  const { forDrizzle, standardParsers } = drizzleReadyClient(client);
  const db: Db = drizzlePglite({ client: forDrizzle, schema });
  return {
    db,
    kind: 'pglite',
    withSession: (work) =>
      work({
        exec: async (script) => {
          await client.exec(script);
        },
        rows: async (statement) =>
          (
            await client.query<Record<string, unknown>>(statement, [], {
              parsers: standardParsers,
            })
          ).rows,
      }),
    close,
    // PGlite is one process: its own listen hears every connection (there is only this one).
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    // one in-process database: no connection of its own to lose
    onConnectionError: () => undefined,
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(connectionString: string, isolatedSchema: boolean): Promise<Database> {
  const schemaName = isolatedSchema ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (schemaName) {
    const admin = new pg.Client({ connectionString });
    // its failure rejects the query awaited here; the event must not end the process
    admin.on('error', () => undefined);
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schemaName}`);
    await admin.end();
  }
  // Named in pg_stat_activity: the app's connections, and an isolated test's own.
  const applicationName = schemaName ?? 'nairatop';
  const pool = new pg.Pool({
    connectionString,
    application_name: applicationName,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // A connection's error event with no listener is thrown as an uncaught exception and ends the
  // process. The pool listens only while a connection is idle in it; a connection checked out (a
  // transaction, a session) also hears the server drop it (pg_terminate_backend, a restart, a
  // failover) between its queries. So every connection gets a listener of its own for its whole
  // life: the request using it fails (503), the pool replaces it, and the process serves on.
  let reportConnectionError = (error: Error) =>
    console.warn(`database connection lost: ${error.message}`);
  pool.on('connect', (connection) => {
    connection.on('error', (error) => reportConnectionError(error));
  });
  // reported by the connection's own listener above
  pool.on('error', () => undefined);
  const db: Db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    withSession: async (work) => {
      const connection = await pool.connect();
      try {
        return await work({
          exec: async (script) => {
            await connection.query(script);
          },
          rows: async (statement) =>
            (await connection.query<Record<string, unknown>>(statement)).rows,
        });
      } finally {
        connection.release();
      }
    },
    listen: async (channel, onPayload, onLost) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const listener = new pg.Client({
        connectionString,
        application_name: `${applicationName}-listen`,
      });
      // onLost is called once, and only for a connection that was listening.
      let listening = false;
      let stopped = false;
      const lose = (error: Error) => {
        if (!listening || stopped) return;
        stopped = true;
        onLost(error);
        listener.end().catch(() => undefined);
      };
      listener.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined)
          onPayload(message.payload);
      });
      listener.on('error', lose);
      listener.on('end', () => lose(new Error('the listening connection closed')));
      try {
        await listener.connect();
        await listener.query(`LISTEN ${channel}`);
      } catch (error) {
        stopped = true;
        await listener.end().catch(() => undefined);
        throw error;
      }
      listening = true;
      return async () => {
        stopped = true;
        await listener.end();
      };
    },
    onConnectionError: (report) => {
      reportConnectionError = report;
    },
    close: async () => {
      if (schemaName) await pool.query(`DROP SCHEMA ${schemaName} CASCADE`);
      await pool.end();
    },
  };
}
