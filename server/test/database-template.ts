/*
 * Every server suite starts on a fresh database. On PGlite, creating a cluster and running the
 * migrations and the seed costs about 2 s a database; loading a copy of one costs 0.4 s; putting
 * the copy's rows back into the jest worker's own PGlite (worker-database.ts) a few tens of
 * milliseconds. The first suite of a jest run to get there writes the copy (from the current
 * migrations and seed) into the run's folder (template-folder.ts); suites running meanwhile
 * prepare their own.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prepareDatabase } from '../src/app';
import type { AppConfig } from '../src/config';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteDatabase, type Database } from '../src/db/client';
import { claim, PGLITE_TEMPLATE, templateFolder } from './template-folder';
import { postgresFromTemplate } from './postgres-template';
import { workerDatabase } from './worker-database';

/**
 * A fresh, migrated and seeded database for one suite: a copy of the template when there is one
 * (on PostgreSQL, postgres-template.ts).
 */
export async function openTestDatabase(config: AppConfig): Promise<Database> {
  const folder = templateFolder();
  if (config.dataDir || !folder) return prepareDatabase(config, true);
  if (config.databaseUrl)
    return postgresFromTemplate({ ...config, databaseUrl: config.databaseUrl }, folder);
  const template = path.join(folder, PGLITE_TEMPLATE);
  if (existsSync(template)) {
    const client = await workerDatabase.take(template);
    if (client) return heldDatabase(client);
    return openDatabase({
      databaseUrl: undefined,
      dataDir: undefined,
      pgliteDump: new Blob([readFileSync(template)]),
    });
  }
  const database = await prepareDatabase(config, true);
  if (claim(path.join(folder, 'template.lock'))) {
    const dump = await database.dumpDataDir?.();
    if (dump) {
      const written = `${template}.part`;
      writeFileSync(written, Buffer.from(await dump.arrayBuffer()));
      renameSync(written, template);
    }
  }
  return database;
}

/**
 * The worker's PGlite as this suite's database; closing it gives it back (and stops the
 * notifications the suite listened to).
 */
function heldDatabase(client: PGlite): Database {
  const stopListening = new Set<() => Promise<void>>();
  const handle = { closed: false };
  const database = pgliteDatabase(closedWithSuite(client, handle), {
    close: async () => {
      if (handle.closed) return;
      handle.closed = true;
      for (const stop of stopListening) await stop();
      workerDatabase.give(client);
    },
  });
  return {
    ...database,
    listen: async (channel, onPayload, onLost) => {
      const stop = await database.listen(channel, onPayload, onLost);
      stopListening.add(stop);
      return async () => {
        stopListening.delete(stop);
        await stop();
      };
    },
  };
}

/** The worker's PGlite as a suite sees it: gone for the suite once the suite closed it. */
function closedWithSuite(client: PGlite, handle: { closed: boolean }): PGlite {
  return new Proxy(client, {
    get(object, key) {
      if (handle.closed && (key === 'query' || key === 'exec' || key === 'transaction'))
        return () => Promise.reject(new Error('PGlite is closed'));
      const value: unknown = Reflect.get(object, key, object);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(object)
        : value;
    },
  });
}
