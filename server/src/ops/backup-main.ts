/*
 * npm run backup                      a backup file in BACKUP_DIR (default backups/)
 * npm run restore -- <file> [--force] into DATABASE_URL, or the PGlite folder in DATA_DIR
 *
 * Both read .env like the server. See backup.ts for what each does with either database.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvFile } from '../env-file';
import { validateEnvironment } from '../env-schema';
import {
  backupFileName,
  backupKindOf,
  backupPglite,
  backupPostgres,
  BackupRefusal,
  restorePglite,
  restorePostgres,
} from './backup';
import { operatorToken, serverUrl } from './cli';
import { OPS_TOKEN_HEADER } from '../modules/console/ops-command';

type Env = Record<string, string | undefined>;

async function fromRunningServer(env: Env): Promise<Uint8Array> {
  const url = `${serverUrl(env)}/api/v1/ops/backup`;
  const response = await fetch(url, { headers: { [OPS_TOKEN_HEADER]: operatorToken(env) } });
  if (!response.ok)
    throw new BackupRefusal(
      `The running server refused the backup (${response.status}): ${await response.text()}`,
    );
  return new Uint8Array(await response.arrayBuffer());
}

async function backup(env: Env): Promise<void> {
  const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
  const file = path.resolve(env.BACKUP_DIR || 'backups', backupFileName(kind, new Date()));
  if (env.DATABASE_URL) await backupPostgres(env.DATABASE_URL, file);
  else {
    const dataDir = path.resolve(env.DATA_DIR || '.data');
    const source = await backupPglite(dataDir, file, () => fromRunningServer(env));
    console.log(
      source === 'server'
        ? 'PGlite backup taken by the running server'
        : `PGlite backup of ${dataDir}`,
    );
  }
  console.log(`wrote ${file}`);
}

async function restore(env: Env, file: string, force: boolean): Promise<number> {
  const kind = backupKindOf(file);
  if ((kind === 'postgres') !== Boolean(env.DATABASE_URL))
    throw new BackupRefusal(
      kind === 'postgres'
        ? 'A PostgreSQL backup restores into DATABASE_URL, which is not set'
        : 'A PGlite backup restores into DATA_DIR: unset DATABASE_URL',
    );
  const check = env.DATABASE_URL
    ? await restorePostgres(path.resolve(file), env.DATABASE_URL, { force })
    : await restorePglite(path.resolve(file), path.resolve(env.DATA_DIR || '.data'), { force });
  console.log(
    `restored ${path.basename(file)}; ledger check: ${check.usersChecked} users, ` +
      `${check.mismatches.length} mismatches`,
  );
  return check.mismatches.length ? 1 : 0;
}

async function main(argv: string[]): Promise<number> {
  loadEnvFile();
  validateEnvironment(process.env);
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [command, file] = positionals;
  if (command === 'backup') {
    await backup(process.env);
    return 0;
  }
  if (command === 'restore' && file) return restore(process.env, file, values.force);
  console.error('Usage: npm run backup | npm run restore -- <file> [--force]');
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error && error.name !== 'Error' ? error.message : error);
    process.exit(1);
  },
);
