/*
 * PGlite databases kept by each jest worker, reset to the template between suites. Loading the
 * template into a new PGlite costs ~0.5 s a suite (a 44 MB data directory unpacked, then
 * PostgreSQL starts); putting its rows back costs a few tens of milliseconds.
 *
 * A worker keeps up to two: one for each suite, and one for a second database a suite opens while
 * it holds the first (an app with other settings beside the suite's own). Past two, a suite gets
 * a PGlite of its own (database-template.ts).
 *
 * The suites of a worker share this module (their modules are loaded once per worker, see
 * jest.config.ts), so its PGlites outlive each suite. A suite that changed the schema (a table, column, trigger, function,
 * constraint or role) gets a new PGlite from the template instead of a reset.
 */
import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The worker's PGlites, as a suite's database comes from them (database-template.ts). */
export interface WorkerDatabase {
  /** One of the worker's PGlites at the template's state; undefined while suites hold them all. */
  take(template: string): Promise<PGlite | undefined>;
  /** Gives a PGlite back when its suite closed it. */
  give(client: PGlite): void;
}

/** Everything the template holds, and the schema it had. */
interface Snapshot {
  tables: { name: string; rows: number; copy?: Blob }[];
  /** each sequence's `setval` at the template's state */
  sequences: Map<string, { value: string; setval: string }>;
  schema: string;
  /**
   * Reads each table's row count and newest row's transaction: a table whose count differs from
   * the template's, or with a row written after `since`, changed since then.
   */
  changesQuery: string;
  /** the newest transaction of the rows as the template (or the last reset) left them */
  since: bigint;
}

const SYSTEM_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema')
  and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;

/** A digest of the schema: tables, columns, defaults, constraints, triggers, functions, types, roles. */
const SCHEMA_DIGEST = `select md5(string_agg(item, ',' order by item)) as digest from (
  select 'c' || n.nspname || '.' || c.relname || c.relkind::text || c.relnatts
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${SYSTEM_SCHEMAS}
  union all select 'a' || a.attrelid || a.attname || a.atttypid || a.attnotnull || a.attisdropped
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace where ${SYSTEM_SCHEMAS} and a.attnum > 0
  union all select 'd' || adrelid || adnum || md5(pg_get_expr(adbin, adrelid)) from pg_attrdef
  union all select 'k' || conrelid || conname || contype::text || convalidated from pg_constraint
  union all select 't' || tgrelid || tgname || tgenabled::text from pg_trigger
  union all select 'p' || p.proname || md5(coalesce(p.prosrc, ''))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${SYSTEM_SCHEMAS}
  union all select 'e' || enumtypid || enumlabel from pg_enum
  union all select 'r' || rolname from pg_roles
  union all select 'x' || extname from pg_extension
  union all select 'n' || nspname from pg_namespace
) items(item)`;

async function digest(client: PGlite): Promise<string> {
  return (await client.query<{ digest: string }>(SCHEMA_DIGEST)).rows[0]?.digest ?? '';
}

const SEQUENCES = `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
  coalesce(last_value, start_value)::text as value, (last_value is not null) as called
  from pg_sequences`;

const currentTransaction = async (client: PGlite): Promise<bigint> =>
  BigInt((await client.query<{ xid: string }>('select txid_current()::text as xid')).rows[0]!.xid);

async function snapshot(client: PGlite): Promise<Snapshot> {
  const { rows: names } = await client.query<{ name: string }>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and ${SYSTEM_SCHEMAS} order by 1`,
  );
  const tables: Snapshot['tables'] = [];
  for (const { name } of names) {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from ${name}`,
    );
    const count = rows[0]?.count ?? 0;
    const copy = count ? (await client.query(`copy ${name} to '/dev/blob'`)).blob : undefined;
    tables.push({ name, rows: count, ...(copy ? { copy } : {}) });
  }
  // A sequence never used starts again at its start value; a used one goes on after its last.
  const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(
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
    schema: await digest(client),
    changesQuery: names
      .map(
        ({ name }, index) =>
          `select ${index} as table, count(*)::int as rows, max(xmin::text::bigint)::text as newest from ${name}`,
      )
      .join('\nunion all '),
    since: await currentTransaction(client),
  };
}

/**
 * Back to the template's rows and sequences, with the session as new. Only the tables a suite
 * changed are emptied and filled again (most suites write to a few of ~100), with DELETE, which
 * makes no new files, not TRUNCATE (135 ms a suite). The dead rows stay (PGlite has no autovacuum):
 * a vacuum would let new rows fill the space they leave, and some suites read rows in the order
 * they were written; new rows still go at the end of each table, as after TRUNCATE.
 */
async function reset(client: PGlite, template: Snapshot): Promise<void> {
  if (client.isInTransaction()) await client.exec('rollback');
  // Ends the last suite's session: its settings, LISTENs, advisory locks, temporary tables.
  await client.exec('discard all');
  const { rows: counts } = await client.query<{ table: number; rows: number; newest: string }>(
    template.changesQuery,
  );
  const changed = counts.flatMap(({ table, rows, newest }) => {
    const kept = template.tables[table];
    return kept && (rows !== kept.rows || (newest !== null && BigInt(newest) > template.since))
      ? [kept]
      : [];
  });
  // Triggers (foreign keys' too) stay off while the rows go back.
  await client.exec('set session_replication_role = replica');
  for (const table of changed) {
    await client.exec(`delete from ${table.name}`);
    if (table.copy)
      await client.query(`copy ${table.name} from '/dev/blob'`, [], { blob: table.copy });
  }
  const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(
    SEQUENCES,
  );
  const setvals = sequences.flatMap(({ name, value, called }) => {
    const kept = template.sequences.get(name);
    return kept && kept.value !== `${value} ${called}` ? [kept.setval] : [];
  });
  await client.exec(`${setvals.join('\n')}\nset session_replication_role = default;`);
  // The deletes' statistics (dead rows) reach the shared counters now, before the suite reads them.
  await client.query('select pg_stat_force_next_flush()');
  template.since = await currentTransaction(client);
}

/** One PGlite the worker keeps, and the template it was loaded from. */
interface Kept {
  client: PGlite;
  template: Snapshot;
  loadedFrom: string;
  held: boolean;
}

const KEPT_AT_MOST = 2;
const kept: Kept[] = [];

async function load(path: string): Promise<Omit<Kept, 'held'>> {
  const client = new PGlite({
    extensions: { pg_trgm },
    loadDataDir: new Blob([readFileSync(path)]),
  });
  await client.waitReady;
  return { client, template: await snapshot(client), loadedFrom: path };
}

/** `entry` at the template's state: its rows put back, or a new PGlite when that cannot do. */
async function ready(entry: Kept, path: string): Promise<void> {
  const { client, template, loadedFrom } = entry;
  if (loadedFrom === path && !client.closed && (await digest(client)) === template.schema) {
    await reset(client, template);
    return;
  }
  await client.close().catch(() => undefined);
  Object.assign(entry, await load(path));
}

/**
 * PostgreSQL's timers in PGlite keep a thread's event loop busy. A jest worker (a thread, see
 * jest.config.ts) keeps its PGlites until jest ends it: closed between suites, one was loaded again
 * ~30 times a run (~2 s each) when a suite without a database took 2 s. In jest's own thread
 * (`-i`), whose loop must empty for jest to end, they close after two seconds without a suite.
 */
const IDLE_CLOSE_MS = 2_000;

function closeWhenIdle(): void {
  setTimeout(() => {
    if (kept.some((entry) => entry.held)) return;
    const closing = kept.splice(0).map((entry) => entry.client.close().catch(() => undefined));
    void Promise.all(closing);
  }, IDLE_CLOSE_MS).unref();
}

export const workerDatabase: WorkerDatabase = {
  async take(path) {
    const free = kept.find((entry) => !entry.held);
    if (free) {
      free.held = true;
      try {
        await ready(free, path);
        return free.client;
      } catch (error) {
        kept.splice(kept.indexOf(free), 1);
        throw error;
      }
    }
    if (kept.length >= KEPT_AT_MOST) return undefined;
    // Counted as held while it loads, so a suite asking meanwhile does not load a third.
    const placeholder = { held: true } as Kept;
    kept.push(placeholder);
    try {
      Object.assign(placeholder, await load(path));
      return placeholder.client;
    } catch (error) {
      kept.splice(kept.indexOf(placeholder), 1);
      throw error;
    }
  },
  give(client) {
    const entry = kept.find((candidate) => candidate.client === client);
    if (entry) entry.held = false;
    if (isMainThread) closeWhenIdle();
  },
};
