import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { pgliteDatabase } from './client';
import { DRIZZLE_PARSERS } from './pglite-parsers';

let client: PGlite;
beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  await client.exec(`CREATE TABLE moments (id serial PRIMARY KEY, at timestamptz NOT NULL,
    plain timestamp NOT NULL)`);
  await client.exec(`INSERT INTO moments (at, plain) VALUES
    ('2026-11-29T10:15:30.123Z', '2026-11-29 11:15:30.123')`);
});
afterAll(() => client.close());

const moments = pgTable('moments', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  plain: timestamp('plain', { mode: 'date' }).notNull(),
});

it("sends drizzle's queries the very parsers the client holds for it", async () => {
  // a client that only records what drizzle asks of it (a second PGlite would cost seconds)
  const query = jest.fn(async () => ({ rows: [], fields: [], affectedRows: 0 }));
  await drizzle({ client: { query } as unknown as PGlite }).execute(sql`select 1`);
  const options = (query.mock.calls[0] as unknown[] | undefined)?.[2] as
    { parsers?: Record<string, (text: string, typeId: number) => unknown> } | undefined;
  const parsers = options?.parsers ?? {};
  expect(Object.keys(parsers).sort()).toEqual(Object.keys(DRIZZLE_PARSERS).sort());
  for (const parse of Object.values(parsers)) expect(parse('2026-11-29', 0)).toBe('2026-11-29');
});

it('answers dates through drizzle and through raw rows as before, in and out of transactions', async () => {
  const database = pgliteDatabase(client, { close: async () => undefined });
  const expected = {
    at: new Date('2026-11-29T10:15:30.123Z'),
    plain: new Date('2026-11-29T11:15:30.123Z'),
  };
  const [row] = await database.db.select().from(moments);
  expect(row).toMatchObject(expected);
  const [inTransaction] = await database.db.transaction((tx) => tx.select().from(moments));
  expect(inTransaction).toMatchObject(expected);
  const [raw] = await database.withSession((session) => session.rows('SELECT at FROM moments'));
  expect(raw?.at).toEqual(expected.at);

  // a client reused for another database object keeps its raw rows' parsers
  const again = pgliteDatabase(client, { close: async () => undefined });
  const [rawAgain] = await again.withSession((session) => session.rows('SELECT at FROM moments'));
  expect(rawAgain?.at).toEqual(expected.at);
});

it("no longer sends drizzle's parsers with each query", async () => {
  const database = pgliteDatabase(client, { close: async () => undefined });
  const query = jest.spyOn(client, 'query');
  try {
    await database.db.select().from(moments);
    await database.db.execute(sql`select 1`);
    expect(query.mock.calls.map((call) => call[2]?.parsers)).toEqual([undefined, undefined]);
  } finally {
    query.mockRestore();
  }
});
