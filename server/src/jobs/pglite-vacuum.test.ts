import { testConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from '../../test/database-template';
import { VACUUM_THRESHOLD, vacuumDeadRows } from './pglite-vacuum';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(testConfig());
});
afterAll(() => database.close());

/** Writes `count` rows into rate_limits and deletes them again: `count` dead rows. */
async function leaveDeadRows(count: number) {
  await database.withSession((session) =>
    session.exec(`
      insert into rate_limits (key, points, expire)
        select 'vacuum-test:' || g, 1, now() from generate_series(1, ${count}) g;
      delete from rate_limits where key like 'vacuum-test:%';`),
  );
  // the statistics of this session reach the shared counters at its next idle moment
  await database.withSession((session) => session.rows('select pg_stat_force_next_flush()'));
}

async function deadRowsOfRateLimits(): Promise<number> {
  const [row] = await database.withSession(async (session) => {
    await session.rows('select pg_stat_clear_snapshot()');
    return session.rows(`select n_dead_tup from pg_stat_user_tables where relname = 'rate_limits'`);
  });
  return Number(row?.n_dead_tup ?? 0);
}

const onPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPglite('on PGlite, which has no autovacuum', () => {
  // the worker's database may hold dead rows from the suites before: none in rate_limits, none due
  beforeEach(async () => {
    await database.withSession((session) => session.exec('vacuum rate_limits'));
    await vacuumDeadRows(database);
  });

  it('leaves a table below the threshold alone', async () => {
    await leaveDeadRows(VACUUM_THRESHOLD.deadRows / 2);
    expect(await vacuumDeadRows(database)).toBe(0);
    expect(await deadRowsOfRateLimits()).toBe(VACUUM_THRESHOLD.deadRows / 2);
  });

  it('vacuums a table past it, once', async () => {
    await leaveDeadRows(VACUUM_THRESHOLD.deadRows * 2);
    expect(await vacuumDeadRows(database)).toBe(1);
    expect(await deadRowsOfRateLimits()).toBe(0);
    expect(await vacuumDeadRows(database)).toBe(0);
  });
});

onPostgres('on PostgreSQL', () => {
  it('leaves the work to its autovacuum', async () => {
    await leaveDeadRows(VACUUM_THRESHOLD.deadRows * 2);
    expect(await vacuumDeadRows(database)).toBe(0);
  });
});
