/*
 * On PostgreSQL (TEST_DATABASE_URL), every suite's database is a copy of one migrated and seeded
 * template database: `CREATE DATABASE ... TEMPLATE` copies its files in ~0.3-0.4 s during a run
 * (~35 ms on an idle server; the copy starts with a checkpoint of the other suites' writes), where
 * migrating and seeding a schema of its own took ~0.6-0.7 s for each of the run's ~250 apps. The first suite of
 * the run to get here makes the template; suites arriving meanwhile wait for it. A database of its
 * own also keeps each suite's NOTIFY traffic to itself (notifications are per database).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { prepareDatabase } from '../src/app';
import type { AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { claim } from './template-folder';
import { asAdmin, TEMPLATE_MADE_FILE, TEMPLATE_NAME_FILE, withDatabase } from './postgres-admin';

const WAIT_FOR_TEMPLATE_MS = 120_000;

const newName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** The run's template database, made by the first caller, waited for by the others. */
async function templateName(folder: string, config: AppConfig, serverUrl: string) {
  const ready = path.join(folder, TEMPLATE_NAME_FILE);
  const failed = `${ready}.failed`;
  if (!existsSync(ready) && claim(path.join(folder, `${TEMPLATE_NAME_FILE}.lock`))) {
    const name = newName('nairatop_template');
    try {
      await asAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
      // the global teardown drops it from here, made whole or not
      writeFileSync(path.join(folder, TEMPLATE_MADE_FILE), name);
      const template = await prepareDatabase({
        ...config,
        databaseUrl: withDatabase(serverUrl, name),
      });
      // A database is copied only while nobody is connected to it.
      await template.close();
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
    writeFileSync(`${ready}.part`, name);
    renameSync(`${ready}.part`, ready);
    return name;
  }
  const waitUntil = Date.now() + WAIT_FOR_TEMPLATE_MS;
  while (!existsSync(ready)) {
    if (existsSync(failed))
      throw new Error(`the PostgreSQL template database failed: ${readFileSync(failed, 'utf8')}`);
    if (Date.now() > waitUntil) throw new Error('the PostgreSQL template database never appeared');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return readFileSync(ready, 'utf8');
}

/** A database of the suite's own, copied from the run's template; closing it drops it. */
export async function postgresFromTemplate(
  config: AppConfig & { databaseUrl: string },
  folder: string,
): Promise<Database> {
  const serverUrl = config.databaseUrl;
  const template = await templateName(folder, config, serverUrl);
  const name = newName('test');
  await asAdmin(serverUrl, async (admin) => {
    // PostgreSQL 15 copies through its WAL by default (80-560 ms idle here); copying the files took
    // ~35 ms idle. Before 15, copying the files was the only way, and the option did not exist.
    const { rows } = await admin.query<{ version: string }>('SHOW server_version_num');
    const fileCopy = Number(rows[0]?.version) >= 150_000 ? ' STRATEGY FILE_COPY' : '';
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}${fileCopy}`);
  });
  const database = await openDatabase({
    databaseUrl: withDatabase(serverUrl, name),
    dataDir: undefined,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      // FORCE: a listener the suite left open must not keep the database alive.
      await asAdmin(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
