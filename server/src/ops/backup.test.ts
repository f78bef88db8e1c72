import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, prepareDatabase, type App } from '../app';
import { testConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { signedInUser } from '../../test/accounts';
import { buy, packageId, SANDBOX } from '../../test/purchases';
import { openTestDatabase } from '../../test/database-template';
import { suiteBuild } from '../../test/harness';
import { seedBalance, snapshot } from '../../test/wallet';
import {
  backupFileName,
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
} from './backup';
import { OPS_TOKEN_HEADER } from '../modules/console/ops-command';

const scratch = mkdtempSync(path.join(tmpdir(), 'nairatop-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const folder = (name: string) => path.join(scratch, name);

/** A customer who funded the wallet and bought airtime: ledger entries to carry over. */
async function customerWithHistory(app: App, db: Database['db']) {
  const user = await signedInUser(app);
  await seedBalance(db, user.id, 'wallet', 2_500);
  const mtn = await packageId(db, 'mtn-airtime');
  const bought = await buy(
    app,
    user.token,
    'purchase-airtime',
    { network: 'MTN', phone_number: SANDBOX.success, amount: 100, package_id: mtn },
    randomUUID(),
  );
  expect(bought.statusCode).toBe(200);
  return { id: user.id, holds: await snapshot(db, user.id) };
}

async function serve(config: AppConfig) {
  const database = await prepareDatabase(config);
  return { database, app: await buildApp(suiteBuild(config, database)) };
}

it('names a backup by its date and kind', () => {
  const at = new Date('2026-11-26T12:05:01.123Z');
  expect(backupFileName('postgres', at)).toBe('nairatop-2026-11-26T120501Z.pgdump');
  expect(backupFileName('pglite', at)).toBe('nairatop-2026-11-26T120501Z.pglite.tar');
});

/*
 * One story in steps (each PGlite folder opened on disk costs seconds): a server runs on a PGlite
 * folder; it is backed up while it runs, restored into a fresh folder, backed up again once
 * stopped, and restored over a database with --force.
 */
describe('PGlite: backup while the server runs, restore into a fresh folder', () => {
  const live = folder('live');
  const fresh = folder('fresh');
  const file = path.join(folder('backups'), backupFileName('pglite', new Date()));
  const config = testConfig({ databaseUrl: undefined, dataDir: live });
  let app: App;
  let database: Database;
  let customer: Awaited<ReturnType<typeof customerWithHistory>>;

  beforeAll(async () => {
    // The suites' migrated and seeded template, written into a folder: a server's data folder.
    const template = await openTestDatabase(testConfig({ databaseUrl: undefined }));
    const tarball = await template.dumpDataDir!();
    await template.close();
    database = await openDatabase({ databaseUrl: undefined, dataDir: live, pgliteDump: tarball });
    app = await buildApp(suiteBuild(config, database));
    customer = await customerWithHistory(app, database.db);
    // A database written into a folder on disk and a server on it: on a loaded 2-core machine
    // (load 27) this took 46 s, most of it migrating the run's template when no suite had yet.
  }, 120_000);
  let stopped: Promise<void> | undefined;
  const stopServer = () =>
    (stopped ??= (async () => {
      await app.close();
      await database.close();
    })());
  afterAll(() => stopServer());

  it('asks the running server for the backup, with the operator token', async () => {
    const fromServer = async () => {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/v1/ops/backup',
        headers: { [OPS_TOKEN_HEADER]: config.opsToken },
      });
      expect(answer.statusCode).toBe(200);
      return new Uint8Array(answer.rawPayload);
    };
    expect(await backupPglite(live, file, fromServer)).toBe('server');
    expect(existsSync(file)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/v1/ops/backup' })).statusCode).toBe(401);
  });

  it("never restores over a running server's folder, forced or not", async () => {
    await expect(restorePglite(file, live, { force: false })).rejects.toThrow(
      'already holds a database',
    );
    await expect(restorePglite(file, live, { force: true })).rejects.toThrow(
      'another NairaTop is already using DATA_DIR',
    );
  });

  it('restores into a fresh folder: every balance and entry, and the ledger check passes', async () => {
    const check = await restorePglite(file, fresh, { force: false });
    expect(check.mismatches).toEqual([]);
    expect(check.usersChecked).toBeGreaterThanOrEqual(1);
    const restored = await openDatabase({ databaseUrl: undefined, dataDir: fresh });
    try {
      expect(await snapshot(restored.db, customer.id)).toEqual(customer.holds);
    } finally {
      await restored.close();
    }
  });

  it('backs up a stopped server by opening its folder; --force keeps the replaced database', async () => {
    await stopServer();
    const second = path.join(folder('backups'), 'second.pglite.tar');
    const noServer = () => Promise.reject(new Error('no server runs'));
    expect(await backupPglite(live, second, noServer)).toBe('folder');
    await expect(restorePglite(second, fresh, { force: false })).rejects.toThrow(
      'already holds a database',
    );
    expect((await restorePglite(second, fresh, { force: true })).mismatches).toEqual([]);
    expect(readdirSync(fresh).filter((name) => name.startsWith('pglite.replaced-'))).toHaveLength(
      1,
    );
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;

onPostgres('PostgreSQL: pg_dump, then pg_restore into a fresh database', () => {
  const names = [`nt_backup_src_${process.pid}`, `nt_backup_dst_${process.pid}`];
  const urlOf = (name: string) => {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    for (const name of names) await admin(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    for (const name of names) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('carries every balance and entry over; a database with tables is refused unless forced', async () => {
    const [source, target] = names.map(urlOf) as [string, string];
    const { app, database } = await serve(testConfig({ databaseUrl: source }));
    const file = path.join(folder('pg'), backupFileName('postgres', new Date()));
    let customer: Awaited<ReturnType<typeof customerWithHistory>>;
    try {
      customer = await customerWithHistory(app, database.db);
      await backupPostgres(source, file);
    } finally {
      await app.close();
      await database.close();
    }
    expect(existsSync(file)).toBe(true);

    const check = await restorePostgres(file, target, { force: false });
    expect(check.mismatches).toEqual([]);
    const restored = await openDatabase({ databaseUrl: target, dataDir: undefined });
    try {
      expect(await snapshot(restored.db, customer.id)).toEqual(customer.holds);
    } finally {
      await restored.close();
    }
    await expect(restorePostgres(file, target, { force: false })).rejects.toThrow('already has');
    expect((await restorePostgres(file, target, { force: true })).mismatches).toEqual([]);
  });
});
