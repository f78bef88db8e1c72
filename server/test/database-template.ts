/*
 * Every server suite starts on a fresh database. On PGlite, creating a cluster and running the
 * migrations and the seed costs about 2 s a database; loading a copy of one costs 0.4 s. The first
 * suite of a jest run to get there writes the copy (from the current migrations and seed) into the
 * run's folder (template-folder.ts); suites running meanwhile prepare their own.
 */
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prepareDatabase } from '../src/app';
import type { AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { templateFolder } from './template-folder';

/** A fresh, migrated and seeded database for one suite: a copy of the template when there is one. */
export async function openTestDatabase(config: AppConfig): Promise<Database> {
  const folder = templateFolder();
  if (config.databaseUrl || config.dataDir || !folder) return prepareDatabase(config, true);
  const template = path.join(folder, 'template.tar');
  if (existsSync(template)) {
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

/** True for the one caller that creates `lock`. */
function claim(lock: string): boolean {
  try {
    closeSync(openSync(lock, 'wx'));
    return true;
  } catch {
    return false;
  }
}
