import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client';
import { rowsOf } from './rows';
import { serverDir } from '../server-dir';

const migrationsDir = path.join(serverDir, 'migrations');
// Any constant works; it only has to be the same in every server process.
const MIGRATION_LOCK_ID = 720_451_001;

/**
 * Applies the plain SQL files of server/migrations in name order, each once and each in its own
 * transaction. A session advisory lock makes concurrent start-ups of several processes queue.
 */
const migrationFiles = () =>
  readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort();

/** Migrations this code needs that the database has not applied (none once `migrate` ran). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const applied = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT name FROM schema_migrations`),
  ).map((row) => row.name);
  return migrationFiles().filter((name) => !applied.includes(name));
}

export async function migrate(database: Database): Promise<string[]> {
  const files = migrationFiles();
  return database.withSession(async (session) => {
    await session.exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const done = new Set(
        (await session.rows('SELECT name FROM schema_migrations')).map((row) => String(row.name)),
      );
      const applied: string[] = [];
      for (const name of files) {
        if (done.has(name)) continue;
        const body = readFileSync(path.join(migrationsDir, name), 'utf8');
        await session.exec(
          `BEGIN;\n${body}\n;INSERT INTO schema_migrations (name) VALUES ('${name.replace(/'/g, "''")}');\nCOMMIT;`,
        );
        applied.push(name);
      }
      return applied;
    } catch (error) {
      await session.exec('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await session.exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  });
}
