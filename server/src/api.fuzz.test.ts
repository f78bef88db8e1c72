import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { packages } from './db/schema';
import { ledgerSums } from './modules/wallet/ledger';
import { bearer, signedInUser, type ErrorBody } from '../test/accounts';
import { startTestApp, type TestContext } from '../test/harness';
import { seedBalance } from '../test/wallet';
import type { FieldHints } from '../test/fuzz/arbitraries';
import { operationsOf, requestsFor, type Operation } from '../test/fuzz/operations';

/*
 * Every /api/v1 operation of the OpenAPI document, fed generated requests: plausible ones that reach
 * the debits, and hostile ones (control characters, "1e309", wrong types, long text). No answer may
 * be a 5xx, every refusal carries the error envelope, and a refused request moves no money and
 * writes no row. FUZZ_RUNS sets the number of requests (5,000 by default, as CI runs).
 */
const TOTAL_REQUESTS = Number(process.env.FUZZ_RUNS ?? 5_000);
// The operations are shared out between this many tests, so each stays well inside jest's timeout.
const GROUPS = 24;

const CATEGORY_BY_PATH: [string, number][] = [
  ['purchase-airtime', 1],
  ['purchase-data', 2],
  ['purchase-cable', 3],
  ['verify-card', 3],
  ['purchase-electricity', 4],
  ['verify-meter', 4],
  ['convert-airtime-to-cash', 5],
  ['purchase-exam-pins', 6],
  ['send-sms', 10],
];

/**
 * Money and rows anywhere in the database. A refused request must change none of them; a purchase
 * the provider refused is recorded as failed with its debit and its full refund, so rows belonging
 * to a failed transaction are left out.
 */
async function footprint(ctx: TestContext) {
  const [row] = await ctx.database.db
    .select({
      balances: sql`(select coalesce(sum(wallet_balance_kobo + bonus_kobo), 0) from users)`.mapWith(
        Number,
      ),
      users: sql`(select count(*) from users)`.mapWith(Number),
      transactions: sql`(select count(*) from transactions where status <> 'failed')`.mapWith(
        Number,
      ),
      entries: sql`(select count(*) from ledger_entries e
        where not exists (select 1 from transactions t
          where t.id = e.transaction_id and t.status = 'failed'))`.mapWith(Number),
    })
    .from(sql`(values (1)) as one (x)`);
  return row;
}

describe('every API operation under generated and hostile input', () => {
  let ctx: TestContext;
  let token: string;
  let packagesByCategory: Map<number, number[]>;
  let operations: Operation[];
  const answered = new Map<string, Map<number, number>>();

  beforeAll(async () => {
    ctx = await startTestApp();
    const user = await signedInUser(ctx.app);
    token = user.token;
    await seedBalance(ctx.database.db, user.id, 'wallet', 200_000);
    await seedBalance(ctx.database.db, user.id, 'bonus', 5_000);
    const rows = await ctx.database.db
      .select({ id: packages.id, categoryId: packages.categoryId })
      .from(packages);
    packagesByCategory = new Map();
    for (const { id, categoryId } of rows)
      packagesByCategory.set(categoryId, [...(packagesByCategory.get(categoryId) ?? []), id]);
    operations = operationsOf(ctx.app.swagger(), '/api/v1/');
  });

  afterAll(async () => {
    const lines = [...answered].map(
      ([operation, statuses]) =>
        `${operation}: ${[...statuses].map(([status, n]) => `${status}×${n}`).join(' ')}`,
    );
    console.log(`answers by operation\n${lines.join('\n')}`);
    await ctx?.close();
  });

  const count = (operation: Operation, status: number) => {
    const key = `${operation.method} ${operation.path}`;
    const statuses = answered.get(key) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    answered.set(key, statuses);
  };

  /** The packages of the operation's own category, so a plausible request can succeed. */
  function hintsFor(operation: Operation): FieldHints {
    const category = CATEGORY_BY_PATH.find(([part]) => operation.path.includes(part))?.[1];
    const ids = category ? packagesByCategory.get(category) : undefined;
    return { packageIds: ids ?? [...packagesByCategory.values()].flat() };
  }

  async function fuzz(operation: Operation, runs: number) {
    await fc.assert(
      fc.asyncProperty(requestsFor(operation, hintsFor(operation)), async (request) => {
        const before = await footprint(ctx);
        const response = await ctx.app.inject({
          method: operation.method,
          url: request.url,
          headers: { ...request.headers, ...(request.authenticated ? bearer(token) : {}) },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        count(operation, response.statusCode);
        const answer = `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
        if (response.statusCode >= 500) throw new Error(answer);
        if (response.statusCode < 400) return;
        const body = JSON.parse(response.body) as Partial<ErrorBody>;
        if (typeof body.message !== 'string' || !body.errors?.[0]?.detail)
          throw new Error(`not the error envelope: ${answer}`);
        expect(await footprint(ctx)).toEqual(before);
      }),
      { numRuns: runs, endOnFailure: true },
    );
  }

  test.each(Array.from({ length: GROUPS }, (_, group) => group))(
    'group %i: no 5xx, and a refusal moves no money',
    async (group) => {
      const mine = operations.filter((_, index) => index % GROUPS === group);
      const runs = Math.ceil(TOTAL_REQUESTS / operations.length);
      for (const operation of mine) await fuzz(operation, runs);
    },
  );

  test('the money paths were reached, the ledger still balances and the session still works', async () => {
    const purchases = [...answered]
      .filter(([operation]) => operation.includes('/purchase-'))
      .flatMap(([, statuses]) => [...statuses]);
    expect(purchases.some(([status]) => status === 200)).toBe(true);
    expect((await ledgerSums(ctx.database.db)).mismatches).toEqual([]);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/get-user/',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
  });
});
