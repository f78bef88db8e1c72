import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { ledgerSums, type LedgerCheck } from '../modules/wallet/ledger';

/*
 * Backups of either database, and restores into a fresh one.
 *
 * PostgreSQL: `pg_dump -Fc` (custom format, consistent while the servers run) and `pg_restore`
 * in one transaction. PGlite: the data folder as a tarball (PGlite's dumpDataDir). PGlite is
 * one process's database, so while the server holds the folder the backup asks that server for
 * it (GET /api/v1/ops/backup with the operator token; it checkpoints, then dumps between two
 * queries); otherwise it opens the folder itself. A restore never runs beside a server on the
 * same database: PGlite's folder lock refuses it; for PostgreSQL it refuses a database that has
 * tables, unless forced.
 */

export type BackupKind = 'postgres' | 'pglite';

const EXTENSION: Record<BackupKind, string> = { postgres: '.pgdump', pglite: '.pglite.tar' };

/** nairatop-2026-11-26T120501Z.pgdump: sorts by date, says what it holds. */
export function backupFileName(kind: BackupKind, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '');
  return `nairatop-${stamp}${EXTENSION[kind]}`;
}

export function backupKindOf(file: string): BackupKind {
  if (file.endsWith(EXTENSION.pglite)) return 'pglite';
  if (file.endsWith(EXTENSION.postgres)) return 'postgres';
  throw new BackupRefusal(
    `${path.basename(file)} is not a NairaTop backup (*.pgdump or *.pglite.tar)`,
  );
}

/** A refusal that says what to do; the commands print it and exit 1. */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}

/** Writes through a temporary name, so a backup file is either whole or absent. */
function writeWhole(file: string, data: Uint8Array) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, data, { mode: 0o600 });
  renameSync(partial, file);
}

// --- PGlite -------------------------------------------------------------------------------

/** The PGlite data folder as a tarball, from a database this process has open. */
export async function dumpPglite(database: Database): Promise<Uint8Array> {
  if (!database.dumpDataDir)
    throw new BackupRefusal('This server runs on PostgreSQL: npm run backup uses pg_dump.');
  // Everything committed reaches the data files first, so the copy needs no WAL replay.
  await database.withSession((session) => session.exec('CHECKPOINT'));
  return new Uint8Array(await (await database.dumpDataDir()).arrayBuffer());
}

/**
 * Backs up the PGlite folder under dataDir into outFile. When a server holds the folder, the
 * dump comes from it (`fromServer`); otherwise the folder is opened here, read and closed.
 */
export async function backupPglite(
  dataDir: string,
  outFile: string,
  fromServer: () => Promise<Uint8Array>,
): Promise<'server' | 'folder'> {
  if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')))
    throw new BackupRefusal(`No PGlite database in ${dataDir} (is DATA_DIR right?)`);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: undefined, dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    writeWhole(outFile, await fromServer());
    return 'server';
  }
  try {
    writeWhole(outFile, await dumpPglite(database));
  } finally {
    await database.close();
  }
  return 'folder';
}

/**
 * Restores a PGlite backup into dataDir, which must hold no database; `force` moves an existing
 * one aside (pglite.replaced-<time>) instead. Refused while a server holds the folder.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  options: { force: boolean; now?: Date },
): Promise<LedgerCheck> {
  const folder = path.join(dataDir, 'pglite');
  const occupied = existsSync(folder) && readdirSync(folder).length > 0;
  if (occupied && !options.force)
    throw new BackupRefusal(
      `${folder} already holds a database: restore into an empty DATA_DIR, or add --force ` +
        'to move the current one aside',
    );
  const tarball = new Blob([readFileSync(file)]);
  if (occupied) {
    // Take the folder's lock first, so a running server's database is never moved.
    const current = await openDatabase({ databaseUrl: undefined, dataDir });
    await current.close();
    const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '');
    renameSync(folder, `${folder}.replaced-${stamp}`);
  }
  const database = await openDatabase({ databaseUrl: undefined, dataDir, pgliteDump: tarball });
  try {
    return await checkLedger(database);
  } finally {
    await database.close();
  }
}

// --- PostgreSQL ---------------------------------------------------------------------------

/** The newest PostgreSQL client tools installed, else whatever PATH finds. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin', name) : name;
}

/** The URL without its password, and the password for PGPASSWORD (never on a command line). */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) =>
      reject(
        new BackupRefusal(`${command} could not run (${error.message}); install postgresql-client`),
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupRefusal(`${path.basename(command)} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

export async function backupPostgres(databaseUrl: string, outFile: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  mkdirSync(path.dirname(outFile), { recursive: true });
  const partial = `${outFile}.partial`;
  await run(
    pgTool('pg_dump'),
    ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url}`],
    env,
  );
  renameSync(partial, outFile);
}

/** Tables outside PostgreSQL's own schemas: a fresh database has none. */
export async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // a dropped connection rejects the query below; its error event must not end the process
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a pg_dump backup into the database at databaseUrl, in one transaction: all or
 * nothing. A database with tables is refused unless `force`, which drops what the backup holds
 * before recreating it.
 */
export async function restorePostgres(
  file: string,
  databaseUrl: string,
  options: { force: boolean },
): Promise<LedgerCheck> {
  const tables = await tablesIn(databaseUrl);
  if (tables > 0 && !options.force)
    throw new BackupRefusal(
      `The database at DATABASE_URL already has ${tables} tables: restore into a fresh ` +
        'database, or add --force to replace what the backup holds',
    );
  const { url, env } = connection(databaseUrl);
  const clean = tables > 0 ? ['--clean', '--if-exists'] : [];
  await run(
    pgTool('pg_restore'),
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...clean,
      `--dbname=${url}`,
      file,
    ],
    env,
  );
  const database = await openDatabase({ databaseUrl, dataDir: undefined });
  try {
    return await checkLedger(database);
  } finally {
    await database.close();
  }
}

/** The ledger invariant on one snapshot (as npm run ledger:check). */
export function checkLedger(database: Database): Promise<LedgerCheck> {
  return database.db.transaction((tx) => ledgerSums(tx), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
