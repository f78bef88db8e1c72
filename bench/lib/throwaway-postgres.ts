import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../server/test/server-process';
import { onTeardown } from './teardown';

/*
 * A PostgreSQL database a bench owns: its own cluster on a free port of 127.0.0.1 (the newest
 * /usr/lib/postgresql/N/bin, run as user postgres when the bench runs as root, like .ci/run),
 * stopped and removed when the bench ends; or, with DATABASE_URL (127.0.0.1 or localhost only), a
 * database of its own on that server, dropped after.
 */

export class BenchRefusal extends Error {}

function run(command: string, args: string[], asPostgres: boolean) {
  const [file, argv] = asPostgres
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new BenchRefusal(`${command} failed: ${result.stderr || result.stdout || result.error}`);
}

/** A throwaway cluster; its URL names the postgres database. */
async function startCluster(prefix: string): Promise<string> {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b))
    .pop();
  if (!version) throw new BenchRefusal(`No PostgreSQL under ${root}`);
  const bin = path.join(root, version, 'bin');
  const asPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join('/tmp', `${prefix}-pg-`));
  if (asPostgres) run('chown', ['postgres:postgres', dir], false);
  onTeardown(() => {
    const pgCtl = [path.join(bin, 'pg_ctl'), '-D', dir, '-m', 'immediate', 'stop'];
    const [file, argv] = asPostgres
      ? ['runuser', ['-u', 'postgres', '--', ...pgCtl]]
      : [pgCtl[0] ?? '', pgCtl.slice(1)];
    spawnSync(file, argv, { stdio: 'ignore', timeout: 30_000 });
    rmSync(dir, { recursive: true, force: true });
  });
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', dir, '--auth=trust', '-U', 'postgres'], asPostgres);
  // Throwaway: commits need not wait for the disk.
  const options =
    `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300 ` +
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  run(
    path.join(bin, 'pg_ctl'),
    ['-D', dir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'],
    asPostgres,
  );
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

export interface BenchDatabase {
  /** the bench's own database */
  url: string;
  /** where it lives: a throwaway cluster or the server DATABASE_URL named */
  where: string;
  /** drops the database when it was made on a given server (a cluster goes at teardown) */
  drop(): Promise<void>;
}

/** The bench's own database, on DATABASE_URL's server when given, else on a throwaway cluster. */
export async function benchDatabase(prefix: string): Promise<BenchDatabase> {
  const given = process.env.DATABASE_URL || undefined;
  if (given) {
    const host = new URL(given).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost')
      throw new BenchRefusal(`DATABASE_URL must point at 127.0.0.1 or localhost, not ${host}`);
  }
  const serverUrl = given ?? (await startCluster(prefix));
  const name = `${prefix.replace(/\W/g, '_')}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    where: given ? `database ${name} on DATABASE_URL's server` : 'a throwaway cluster',
    async drop() {
      if (!given) return;
      const client = new pg.Client({ connectionString: serverUrl });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
