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
import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { openDatabase, pgliteDatabase, type Database } from '../src/db/client';
import { claim, templateFolder } from './template-folder';
import { postgresFromTemplate } from './postgres-template';
import { WORKER_DATABASE_GLOBAL, type WorkerDatabase } from './worker-database';

/**
 * A fresh, migrated and seeded database for one suite: a copy of the template when there is one
 * (on PostgreSQL, postgres-template.ts).
 */
export async function openTestDatabase(config: AppConfig): Promise<Database> {
  const folder = templateFolder();
  if (config.dataDir || !folder) return prepareDatabase(config, true);
  if (config.databaseUrl)
    return postgresFromTemplate({ ...config, databaseUrl: config.databaseUrl }, folder);
  const template = path.join(folder, 'template.tar');
  if (existsSync(template)) {
    const worker = (globalThis as Record<string, unknown>)[WORKER_DATABASE_GLOBAL] as
      WorkerDatabase | undefined;
    const client = await worker?.take(template);
    if (worker && client) return heldDatabase(client, worker);
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
function heldDatabase(client: PGlite, worker: WorkerDatabase): Database {
  const stopListening = new Set<() => Promise<void>>();
  const handle = { closed: false };
  const database = pgliteDatabase(inThisRealm(client, handle), {
    close: async () => {
      if (handle.closed) return;
      handle.closed = true;
      for (const stop of stopListening) await stop();
      worker.give(client);
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

/**
 * The worker's PGlite lives outside this suite's context: the values it makes from rows (a Date,
 * a parsed JSON object) would fail this suite's `instanceof Date` and jest's `expect.any`. Every
 * query gets this context's own parsers and serializers, under any the caller passes.
 */
function inThisRealm<T extends PGlite | Transaction>(target: T, handle: { closed: boolean }): T {
  const options = (given?: QueryOptions): QueryOptions => ({
    ...given,
    parsers: { ...types.parsers, ...given?.parsers },
    serializers: { ...types.serializers, ...given?.serializers },
  });
  return new Proxy(target, {
    get(object, key) {
      // As a closed PGlite does: the suite's own database is gone once it closed it.
      if (handle.closed && (key === 'query' || key === 'exec' || key === 'transaction'))
        return () => Promise.reject(new Error('PGlite is closed'));
      if (key === 'query')
        return (query: string, params?: unknown[], given?: QueryOptions) =>
          object.query(query, params, options(given));
      if (key === 'exec')
        return (query: string, given?: QueryOptions) => object.exec(query, options(given));
      if (key === 'transaction' && 'transaction' in object)
        return <R>(work: (tx: Transaction) => Promise<R>) =>
          object.transaction((tx) => work(inThisRealm(tx, handle)));
      const value: unknown = Reflect.get(object, key, object);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(object)
        : value;
    },
  });
}
