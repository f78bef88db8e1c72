/*
 * The PostgreSQL statements around the suites' databases (postgres-template.ts) that jest's global
 * teardown also runs: this module imports nothing of the server's, which the teardown, loaded
 * without the suites' path aliases, could not resolve.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The file, in the run's folder, holding the template database's name once it is ready. */
export const TEMPLATE_NAME_FILE = 'postgres-template';
/** The same name, written as soon as the database exists. */
export const TEMPLATE_MADE_FILE = 'postgres-template.made';

/** `url` pointing at another database on the same server. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs `work` on a connection of its own to the server at `url`. */
export async function asAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url, application_name: 'test-admin' });
  // its failure rejects the query awaited here; the event must not end the process
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Global teardown: the run's template database goes with the run. */
export async function dropPostgresTemplate(folder: string): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const file = path.join(folder, TEMPLATE_MADE_FILE);
  if (!serverUrl || !existsSync(file)) return;
  const name = readFileSync(file, 'utf8');
  await asAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
