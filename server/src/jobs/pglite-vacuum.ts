import type { Database } from '../db/client';

/*
 * PGlite runs PostgreSQL without its autovacuum, so the dead rows every update and delete leaves
 * were never taken away. Each purchase leaves one in `transactions` (settling it changes indexed
 * columns, so it is not a HOT update) and one in `transactions_pending`: at 10,000 of them a
 * purchase cost 16 ms instead of 7 (bench:history-growth), and vacuuming `transactions` took that
 * back to 7 ms in 60 ms. This job does autovacuum's work on PGlite: a table past the threshold is
 * vacuumed and analysed. PostgreSQL does it itself.
 */

/** Dead rows a table may hold before it is vacuumed: this many, plus this share of its live rows. */
export const VACUUM_THRESHOLD = { deadRows: 1_000, liveShare: 0.02 };

/** Vacuums (and analyses) each table past the threshold; answers how many it vacuumed. */
export async function vacuumDeadRows(database: Database): Promise<number> {
  if (database.kind !== 'pglite') return 0;
  return database.withSession(async (session) => {
    const due = await session.rows(`
      select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
      where n_dead_tup > ${VACUUM_THRESHOLD.deadRows} + ${VACUUM_THRESHOLD.liveShare} * n_live_tup
      order by n_dead_tup desc`);
    for (const { name } of due) await session.exec(`vacuum (analyze) ${String(name)}`);
    return due.length;
  });
}
