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
  tables: string[];
  rows: { table: string; copy: Blob }[];
  sequences: string;
  schema: string;
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

async function snapshot(client: PGlite): Promise<Snapshot> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and ${SYSTEM_SCHEMAS} order by 1`,
  );
  const rows: Snapshot['rows'] = [];
  for (const { name } of tables) {
    const { rows: any } = await client.query(`select 1 from ${name} limit 1`);
    if (!any.length) continue;
    const { blob } = await client.query(`copy ${name} to '/dev/blob'`);
    if (blob) rows.push({ table: name, copy: blob });
  }
  // A sequence never used starts again at its start value; a used one goes on after its last.
  const { rows: sequences } = await client.query<{ setval: string }>(
    `select format('select setval(%L, %s, %s);',
                   quote_ident(schemaname) || '.' || quote_ident(sequencename),
                   coalesce(last_value, start_value), (last_value is not null)::text) as setval
       from pg_sequences`,
  );
  const setval = sequences.map((row) => row.setval);
  return {
    tables: tables.map(({ name }) => name),
    rows,
    sequences: setval.join('\n'),
    schema: await digest(client),
  };
}

/** Back to the template's rows and sequences, with the session as new. */
async function reset(client: PGlite, template: Snapshot): Promise<void> {
  if (client.isInTransaction()) await client.exec('rollback');
  // Ends the last suite's session: its settings, LISTENs, advisory locks, temporary tables.
  await client.exec('discard all');
  // Triggers (foreign keys' too) stay off while the rows go back.
  await client.exec(
    `set session_replication_role = replica; truncate ${template.tables.join(', ')};`,
  );
  for (const { table, copy } of template.rows)
    await client.query(`copy ${table} from '/dev/blob'`, [], { blob: copy });
  await client.exec(`${template.sequences}\nset session_replication_role = default;`);
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
 * PostgreSQL's timers in PGlite keep a process's event loop busy, and a jest process ends only when
 * its loop is empty: the PGlites close when jest tells its worker to end, or (jest's own process,
 * `-i`) after two seconds without a suite; the next suite then loads a new one.
 */
const IDLE_CLOSE_MS = 2_000;
const JEST_CHILD_MESSAGE_END = 2;

async function closeAll(): Promise<void> {
  const closing = kept.splice(0).map((entry) => entry.client.close().catch(() => undefined));
  await Promise.all(closing);
}

function closeWhenIdle(): void {
  setTimeout(() => {
    if (!kept.some((entry) => entry.held)) void closeAll();
  }, IDLE_CLOSE_MS).unref();
}

if (process.send) {
  const onEnd = (message: unknown) => {
    if (!Array.isArray(message) || message[0] !== JEST_CHILD_MESSAGE_END) return;
    process.removeListener('message', onEnd);
    void closeAll();
  };
  process.on('message', onEnd);
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
    // A jest worker (a child process) keeps its PGlites until jest ends it: closed between suites,
    // one was loaded again ~30 times a run (~2 s each) when a suite without a database took 2 s.
    if (!process.send) closeWhenIdle();
  },
};
