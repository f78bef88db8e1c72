/*
 * On PostgreSQL, databases kept by each jest worker and put back to the run's template between
 * suites, as the PGlites are (worker-database.ts). Copying the template for every suite took
 * ~0.6 s a suite during a run (173 suites: 105 s of suite time, plus the kernel's work creating
 * and deleting every copy's files); putting back the rows a suite changed takes tens of
 * milliseconds.
 *
 * A kept database holds the template's rows in a schema of its own (ROWS_SCHEMA), filled when it is
 * copied from the template. Between suites, the sessions the last suite left are ended, and each
 * table it changed (its row count differs, or a row is newer than the last reset) is emptied and
 * filled again from there, with triggers (foreign keys' too) off, and the moved sequences set back.
 * Autovacuum is off on its tables, so new rows go at the end of each table as in a fresh copy (some
 * suites read rows in the order they were written). A suite that changed the schema gets a new
 * copy. A worker keeps up to two (a suite may hold a second database beside its own); past two, a
 * suite gets a copy of its own (postgres-template.ts). The run's global teardown drops them all.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import {
  asAdmin,
  copyDatabase,
  keptDatabaseName,
  serverVersion,
  withDatabase,
} from './postgres-admin';
import { SCHEMA_DIGEST, SEQUENCES, SYSTEM_SCHEMAS } from './worker-database';

const ROWS_SCHEMA = 'test_template_rows';

interface Snapshot {
  /** each table, the columns written back (generated ones are not), its rows, its copy */
  tables: { name: string; columns: string; rows: number; copy: string }[];
  sequences: Map<string, { value: string; setval: string }>;
  schema: string;
  changesQuery: string;
  /** the newest transaction as the template (or the last reset) left the rows */
  since: bigint;
}

interface Kept {
  name: string;
  template: string;
  snapshot: Snapshot;
  held: boolean;
}

const KEPT_AT_MOST = 2;
const kept: Kept[] = [];

const rowsOf = async <T extends pg.QueryResultRow>(admin: pg.Client, sql: string) =>
  (await admin.query<T>(sql)).rows;

const currentTransaction = async (admin: pg.Client): Promise<bigint> =>
  BigInt((await rowsOf<{ xid: string }>(admin, 'select txid_current()::text as xid'))[0]!.xid);

const digest = async (admin: pg.Client) =>
  (await rowsOf<{ digest: string }>(admin, SCHEMA_DIGEST))[0]?.digest ?? '';

/** Keeps the template's rows beside the tables, and turns autovacuum off on them. */
async function snapshot(admin: pg.Client): Promise<Snapshot> {
  const names = await rowsOf<{ name: string; columns: string }>(
    admin,
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name,
       (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '')
         as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and ${SYSTEM_SCHEMAS} and n.nspname <> '${ROWS_SCHEMA}' order by 1`,
  );
  await admin.query(`create schema ${ROWS_SCHEMA}`);
  const tables: Snapshot['tables'] = [];
  for (const [index, { name, columns }] of names.entries()) {
    const copy = `${ROWS_SCHEMA}.t${index}`;
    await admin.query(`create table ${copy} as select ${columns} from ${name}`);
    await admin.query(`alter table ${name} set (autovacuum_enabled = false)`);
    const [counted] = await rowsOf<{ count: number }>(
      admin,
      `select count(*)::int as count from ${copy}`,
    );
    tables.push({ name, columns, rows: counted?.count ?? 0, copy });
  }
  const sequences = await rowsOf<{ name: string; value: string; called: boolean }>(
    admin,
    SEQUENCES,
  );
  return {
    tables,
    sequences: new Map(
      sequences.map(({ name, value, called }) => [
        name,
        { value: `${value} ${called}`, setval: `select setval('${name}', ${value}, ${called});` },
      ]),
    ),
    schema: await digest(admin),
    changesQuery: names
      .map(
        ({ name }, index) =>
          `select ${index} as table, count(*)::int as rows, max(xmin::text::bigint)::text as newest from ${name}`,
      )
      .join('\nunion all '),
    since: await currentTransaction(admin),
  };
}

/**
 * Ends every other session on the database, waiting until each has gone: a suite's connection
 * left open may hold locks (reading the schema's defaults waits on them) or a transaction.
 */
async function endOtherSessions(admin: pg.Client): Promise<void> {
  const others = `from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
  // PostgreSQL 14 and later wait for each to end; before, this waits until none is listed
  if ((await serverVersion(admin)) >= 140_000) {
    await admin.query(`select pg_terminate_backend(pid, 5000) ${others}`);
    return;
  }
  await admin.query(`select pg_terminate_backend(pid) ${others}`);
  while ((await rowsOf<{ n: number }>(admin, `select count(*)::int as n ${others}`))[0]?.n)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Back to the template's rows and sequences. */
async function reset(admin: pg.Client, template: Snapshot): Promise<void> {
  const counts = await rowsOf<{ table: number; rows: number; newest: string | null }>(
    admin,
    template.changesQuery,
  );
  const changed = counts.flatMap(({ table, rows, newest }) => {
    const kept = template.tables[table];
    return kept && (rows !== kept.rows || (newest !== null && BigInt(newest) > template.since))
      ? [kept]
      : [];
  });
  const sequences = await rowsOf<{ name: string; value: string; called: boolean }>(
    admin,
    SEQUENCES,
  );
  const setvals = sequences.flatMap(({ name, value, called }) => {
    const kept = template.sequences.get(name);
    return kept && kept.value !== `${value} ${called}` ? [kept.setval] : [];
  });
  const refills = changed.map(
    ({ name, columns, rows, copy }) =>
      `delete from ${name};` +
      (rows
        ? ` insert into ${name} (${columns}) overriding system value select ${columns} from ${copy};`
        : ''),
  );
  if (refills.length || setvals.length)
    await admin.query(
      `begin; set local session_replication_role = replica;
       ${refills.join('\n')}
       ${setvals.join('\n')}
       commit;`,
    );
  template.since = await currentTransaction(admin);
}

/** A new copy of `template`, its rows kept beside its tables. */
async function copy(serverUrl: string, template: string): Promise<Kept> {
  const name = keptDatabaseName(template, randomBytes(4).toString('hex'));
  await asAdmin(serverUrl, (admin) => copyDatabase(admin, name, template));
  const taken = await asAdmin(withDatabase(serverUrl, name), snapshot);
  return { name, template, snapshot: taken, held: true };
}

async function drop(serverUrl: string, name: string) {
  await asAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/**
 * One of the worker's databases at `template`'s state, held for a suite until `give`; undefined
 * while the worker's suites hold them all.
 */
export async function takeKeptDatabase(
  serverUrl: string,
  template: string,
): Promise<string | undefined> {
  const free = kept.find((entry) => !entry.held && entry.template === template);
  if (free) {
    free.held = true;
    try {
      const url = withDatabase(serverUrl, free.name);
      const same = await asAdmin(url, async (admin) => {
        await endOtherSessions(admin);
        if ((await digest(admin)) !== free.snapshot.schema) return false;
        await reset(admin, free.snapshot);
        return true;
      });
      if (same) return free.name;
      await drop(serverUrl, free.name);
      Object.assign(free, await copy(serverUrl, template));
      return free.name;
    } catch (error) {
      kept.splice(kept.indexOf(free), 1);
      throw error;
    }
  }
  if (kept.length >= KEPT_AT_MOST) return undefined;
  // Counted as held while it is copied, so a suite asking meanwhile does not make a third.
  const placeholder = { held: true, template } as Kept;
  kept.push(placeholder);
  try {
    Object.assign(placeholder, await copy(serverUrl, template));
    return placeholder.name;
  } catch (error) {
    kept.splice(kept.indexOf(placeholder), 1);
    throw error;
  }
}

/** Gives a kept database back when its suite closed it. */
export function giveKeptDatabase(name: string): void {
  const entry = kept.find((candidate) => candidate.name === name);
  if (entry) entry.held = false;
}
