import { sql } from 'drizzle-orm';
import { testConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { openTestDatabase } from './database-template';

/** What a suite would see of the tables and sequence this test changes. */
async function seen(database: Database) {
  const result = await database.db.execute(sql`select
      (select md5(string_agg(p::text, ',' order by p.id)) from packages p) as packages,
      (select md5(string_agg(r::text, ',' order by r::text)) from referral_rates r) as referral_rates,
      (select count(*)::int from notices) as notices,
      (select count(*)::int from rate_limits) as rate_limits,
      (select last_value || ' ' || is_called from notices_id_seq) as notices_seq`);
  return rowsOf<Record<string, string | number>>(result)[0];
}

// On PostgreSQL (TEST_DATABASE_URL) each suite's database is a copy of the template instead.
const onPglite = !process.env.TEST_DATABASE_URL;

(onPglite ? describe : describe.skip)("a worker's PGlite, given to the next suite", () => {
  it('is back at the template: rows updated, deleted and added, and sequences moved', async () => {
    // the run's template made (the run's first suite makes it on a database of its own)
    await (await openTestDatabase(testConfig())).close();
    const first = await openTestDatabase(testConfig());
    const template = await seen(first);
    await first.db.execute(sql`update packages set title = title || ' (changed)'
      where id = (select min(id) from packages)`);
    await first.db.execute(
      sql`delete from referral_rates where ctid = (select ctid from referral_rates limit 1)`,
    );
    await first.db.execute(sql`insert into notices (body, active) values ('left behind', true)`);
    await first.db.execute(sql`insert into rate_limits (key, points) values ('left', 1)`);
    const changed = await seen(first);
    expect(changed).not.toEqual(template);
    await first.close();

    // the worker's PGlite again, its rows put back
    const second = await openTestDatabase(testConfig());
    expect(await seen(second)).toEqual(template);
    // a suite that only reads changes nothing, and the next one still starts at the template
    await second.close();
    const third = await openTestDatabase(testConfig());
    expect(await seen(third)).toEqual(template);
    await third.close();
  });
});
