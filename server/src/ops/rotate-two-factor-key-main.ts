/*
 * npm run two-factor:rotate-key: re-encrypts every staff two-factor secret in DATABASE_URL (or
 * the PGlite folder in DATA_DIR) from the previous key to TWO_FACTOR_ENCRYPTION_KEY, in one
 * transaction. Run it with the servers stopped, then start them with the new key; the previous
 * key is needed no more. Reads .env like the server.
 *
 *   TWO_FACTOR_ENCRYPTION_KEY_PREVIOUS=<key in use> TWO_FACTOR_ENCRYPTION_KEY=<new key> \
 *     npm run two-factor:rotate-key
 */
import path from 'node:path';
import { loadEnvFile } from '../env-file';
import { validateEnvironment } from '../env-schema';
import { openDatabase } from '../db/client';
import { rotateTwoFactorKey } from '../modules/staff-security/sealed-secrets';
import { rotationKeys } from '../two-factor-key';

async function main(): Promise<void> {
  loadEnvFile();
  validateEnvironment(process.env);
  const dataDir = path.resolve(process.env.DATA_DIR || '.data');
  const { previous, next } = rotationKeys(process.env, dataDir);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  // A PGlite folder held by a running server is refused here (its lock).
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const count = await rotateTwoFactorKey(database.db, previous, next);
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
    console.log(
      `re-encrypted ${count} staff two-factor secret(s) in ${where} from key ${previous.id} ` +
        `to key ${next.id}; start the servers with the new TWO_FACTOR_ENCRYPTION_KEY`,
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
