/*
 * npm run migrate: applies server/migrations to DATABASE_URL (or the PGlite folder in DATA_DIR)
 * and exits, for a deploy step before the new servers start. Servers also migrate at start, under
 * the same advisory lock, so running both is harmless.
 */
import path from 'node:path';
import { loadEnvFile } from '../env-file';
import { validateEnvironment } from '../env-schema';
import { openDatabase } from './client';
import { migrate } from './migrate';

async function main(): Promise<void> {
  loadEnvFile();
  validateEnvironment(process.env);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR || '.data');
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const applied = await migrate(database);
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
    console.log(
      applied.length
        ? `applied ${applied.length} migrations to ${where}: ${applied.join(', ')}`
        : `${where} is up to date`,
    );
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error && error.name !== 'Error' ? error.message : error);
    process.exit(1);
  },
);
