import type { Database } from '../../server/src/db/client';

/*
 * How often each index of a table was used by a bench's run: a snapshot of pg_stat_user_indexes
 * before, one after, and the difference. PostgreSQL flushes a backend's counters within a second
 * of its transaction ending, so the reading waits for that; PGlite's one session reads its own.
 */

export type IndexScans = Map<string, number>;

export async function indexScans(database: Database, table: string): Promise<IndexScans> {
  if (database.kind === 'postgres') await new Promise((resolve) => setTimeout(resolve, 1_500));
  const rows = await database.withSession(async (session) => {
    await session.rows('select pg_stat_clear_snapshot()');
    return session.rows(
      `select indexrelname as name, idx_scan as scans from pg_stat_user_indexes
       where relid = to_regclass('${table}') order by indexrelname`,
    );
  });
  return new Map(rows.map((row) => [String(row.name), Number(row.scans ?? 0)]));
}

/** One line per index: the scans between the two snapshots; unused ones marked. */
export function reportIndexUse(table: string, before: IndexScans, after: IndexScans): string {
  const lines = [...after].map(([name, scans]) => {
    const used = scans - (before.get(name) ?? 0);
    return `  ${used ? String(used).padStart(8) : '  unused'}  ${name}`;
  });
  const unused = lines.filter((line) => line.includes('  unused  ')).length;
  return (
    `index scans of ${table} during the runs (${after.size} indexes, ${unused} unused):\n` +
    lines.join('\n')
  );
}
