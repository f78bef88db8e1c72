import { sql } from 'drizzle-orm';
import type { TransactionsPage } from '@contract/api';
import { bearer, signedInUser } from '../../../test/accounts';
import { CSV_HEADERS, csvRecords, parseCsv } from '../../../test/csv';
import { json, startTestApp, type TestContext } from '../../../test/harness';

/*
 * The customer's history as a file: `Accept: text/csv` on get-transactions answers every
 * transaction the search matches, in the list's ordering (the same rows, in the same order, as
 * reading every page of the JSON list), only the caller's own.
 */

// a shared 2-core machine can take longer than the default to start the app and insert the rows
jest.setTimeout(180_000);

let ctx: TestContext;
let ada: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
/** more than one database batch of the export (500); plans and tokens null on some rows */
const ROWS = 1_050;

beforeAll(async () => {
  ctx = await startTestApp();
  ada = await signedInUser(ctx.app);
  other = await signedInUser(ctx.app);
  await ctx.app.db.execute(sql`
    INSERT INTO transactions (user_id, tx_ref, kind, plan, token, description, amount_kobo,
                              initial_balance_kobo, new_balance_kobo, status, created_at)
    SELECT ${ada.id}, 'NTHIST' || lpad(n::text, 5, '0'), 'purchase',
           CASE n % 3 WHEN 0 THEN NULL WHEN 1 THEN 'Plan A' ELSE 'Plan B' END,
           CASE WHEN n % 7 = 0 THEN 'TOKEN-' || n ELSE NULL END,
           'Airtime for 0803' || n, n * 101, 500000, 500000 - n * 101, 'confirmed',
           timestamptz '2026-11-26 13:05:09+00' - ((n / 10) * interval '1 second')
    FROM generate_series(1, ${ROWS}) AS n`);
  await ctx.app.db.execute(sql`
    INSERT INTO transactions (user_id, tx_ref, kind, description, amount_kobo, status)
    VALUES (${other.id}, 'NTOTHER1', 'purchase', 'not yours', 100, 'confirmed')`);
});
afterAll(() => ctx.close());

const history = (query: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/get-transactions/?${query}`,
    headers: { ...bearer(ada.token), ...headers },
  });

/** every page of the JSON list, in order */
async function allPages(query: string): Promise<string[]> {
  const refs: string[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = json<TransactionsPage>(await history(`${query}&page=${page}&page_size=100`));
    refs.push(...data.map((row) => row.tx_ref));
    if (data.length < 100) return refs;
  }
}

it('answers a file with a header row, naira and Lagos time exact', async () => {
  const response = await history('search=NTHIST00010', CSV_HEADERS);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="nairatop-transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(parseCsv(response.body)[0]).toEqual([
    'Reference',
    'Date (Lagos)',
    'Service',
    'Package',
    'Plan',
    'Description',
    'Phone',
    'Card No.',
    'Amount (NGN)',
    'Balance before (NGN)',
    'Balance after (NGN)',
    'Status',
    'Token',
    'Response',
  ]);
  expect(csvRecords(response.body)).toEqual([
    expect.objectContaining({
      Reference: 'NTHIST00010',
      'Date (Lagos)': '2026-11-26 14:05:08',
      Plan: 'Plan A',
      'Amount (NGN)': '10.10',
      'Balance before (NGN)': '5000.00',
      'Balance after (NGN)': '4989.90',
    }),
  ]);
});

it.each(['-created_at', 'plan', '-plan', '-token', 'amount'])(
  'holds every row in the ordering %s, as every page of the list does, only the caller’s',
  async (ordering) => {
    const file = await history(`ordering=${ordering}`, CSV_HEADERS);
    const refs = csvRecords(file.body).map((row) => row.Reference);
    expect(refs).toHaveLength(ROWS);
    expect(refs).toEqual(await allPages(`ordering=${ordering}`));
    expect(refs).not.toContain('NTOTHER1');
  },
);

it('applies the search, uncapped, and refuses what the list refuses', async () => {
  const file = await history('search=TOKEN-', CSV_HEADERS);
  expect(csvRecords(file.body)).toHaveLength(Math.floor(ROWS / 7));
  const bad = await history('ordering=nonsense', CSV_HEADERS);
  expect(bad.statusCode).toBe(400);
  expect(bad.headers['content-type']).toMatch(/^application\/json/);
});

it('names a wallet operation in words in the Service column, never its code', async () => {
  const user = await signedInUser(ctx.app);
  await ctx.app.db.execute(sql`
    INSERT INTO transactions (user_id, tx_ref, kind, description, amount_kobo, status)
    VALUES (${user.id}, 'NTBANK1', 'bank_funding', 'Transfer in', 500000, 'confirmed'),
           (${user.id}, 'NTMANUAL1', 'manual_credit', 'Goodwill', 10000, 'confirmed')`);
  const file = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/get-transactions/?ordering=amount',
    headers: { ...bearer(user.token), ...CSV_HEADERS },
  });
  expect(csvRecords(file.body).map((row) => [row.Reference, row.Service])).toEqual([
    ['NTMANUAL1', 'Manual credit'],
    ['NTBANK1', 'Wallet funding (bank transfer)'],
  ]);
});
