import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, prepareDatabase, type App } from '../src/app';
import { testConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { exited, freePort, startServerProcess } from './server-process';

/*
 * Real server processes sharing one PostgreSQL database of their own (made on TEST_DATABASE_URL's
 * server and dropped after), as several instances behind a load balancer.
 */

const config = testConfig({ databaseUrl: undefined });

export interface ServerProcesses {
  /** the processes' database */
  url: string;
  databaseName: string;
  /** a connection to TEST_DATABASE_URL's server, for what the suite does to the processes' backends */
  admin: pg.Client;
  servers: { port: number; process: ChildProcess }[];
  /** stops the processes (SIGTERM) and drops the database */
  stop(): Promise<void>;
}

export async function startServerProcesses(options: {
  count: number;
  /** environment of every process on top of DATABASE_URL */
  env?: Record<string, string>;
  /** writes what the processes start with (customers, balances), on an app of the test's own */
  prepare: (app: App, database: Database) => Promise<void>;
}): Promise<ServerProcesses> {
  const admin = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL,
    application_name: 'test-admin',
  });
  admin.on('error', () => undefined);
  await admin.connect();
  const databaseName = `processes_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const target = new URL(process.env.TEST_DATABASE_URL ?? '');
  target.pathname = `/${databaseName}`;
  const url = target.toString();

  const database = await prepareDatabase({ ...config, databaseUrl: url });
  const app = await buildApp({ config: { ...config, databaseUrl: url }, database });
  try {
    await options.prepare(app, database);
  } finally {
    await app.close();
    await database.close();
  }

  const ports = await Promise.all(Array.from({ length: options.count }, () => freePort()));
  const processes = await Promise.all(
    ports.map((port) =>
      startServerProcess({ port, config, env: { DATABASE_URL: url, ...options.env } }),
    ),
  );
  const servers = processes.map((child, index) => ({ port: ports[index] ?? 0, process: child }));
  return {
    url,
    databaseName,
    admin,
    servers,
    async stop() {
      await Promise.all(
        servers.map(async ({ process: child }) => {
          const exit = exited(child);
          child.kill('SIGTERM');
          await exit;
        }),
      );
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    },
  };
}
