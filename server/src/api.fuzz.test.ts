import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '@contract/services';
import { packages } from './db/schema';
import { PURCHASE_SERVICES } from './services';
import { ledgerSums } from './modules/wallet/ledger';
import { bearer, signedInUser, type ErrorBody } from '../test/accounts';
import { startTestApp, type TestContext } from '../test/harness';
import { seedBalance } from '../test/wallet';
import type { FieldHints } from '../test/fuzz/arbitraries';
import {
  operationsOf,
  operationsOfRoutes,
  requestsFor,
  type Operation,
} from '../test/fuzz/operations';
import { signedInStaff } from '../test/console';

/** the fuzzed customer's wallet, in naira */
const FUZZ_WALLET_NAIRA = 20_000;

/*
 * Every /api/v1 operation of the OpenAPI document, fed generated requests: plausible ones that reach
 * the debits, and hostile ones (control characters, "1e309", wrong types, long text). No answer may
 * be a 5xx, every refusal carries the error envelope, and a refused request moves no money and
 * writes no row. FUZZ_RUNS sets the number of requests (at least 5,000 by default, as CI runs).
 */
const TOTAL_REQUESTS = Number(process.env.FUZZ_RUNS ?? 5_000);
// The requests are shared out between this many tests, each sending a few to every operation, so
// that no test does more than a small, fixed share of the work.
const TESTS = 50;

const CATEGORY_BY_PATH: [string, number][] = [
  // every purchase route sells its service's packages
  ...Object.values(PURCHASE_SERVICES).map((service): [string, number] => [
    service.route.url,
    CATEGORY_IDS[service.key],
  ]),
  ['verify-card', CATEGORY_IDS.cable],
  ['verify-meter', CATEGORY_IDS.electricity],
  ['convert-airtime-to-cash', CATEGORY_IDS.airtimeToCash],
  ['send-sms', CATEGORY_IDS.sms],
];

/** Where the database stands before a request: the newest rows and the money held. */
async function mark(ctx: TestContext) {
  const [row] = await ctx.database.db
    .select({
      entryId: sql`(select coalesce(max(id), 0) from ledger_entries)`.mapWith(Number),
      transactionId: sql`(select coalesce(max(id), 0) from transactions)`.mapWith(Number),
      users: sql`(select count(*) from users)`.mapWith(Number),
      balances: sql`(select coalesce(sum(wallet_balance_kobo + bonus_kobo), 0) from users)`.mapWith(
        Number,
      ),
    })
    .from(sql`(values (1)) as one (x)`);
  if (!row) throw new Error('no mark');
  return row;
}

/**
 * What changed since `before`. A refused request must change nothing; a purchase the provider
 * refused is recorded as failed with its debit and its full refund, so rows of a failed
 * transaction are left out. Reads only the rows written since, so it stays cheap as tables grow.
 */
async function changesSince(ctx: TestContext, before: Awaited<ReturnType<typeof mark>>) {
  const [row] = await ctx.database.db
    .select({
      entries: sql`(select count(*) from ledger_entries e where e.id > ${before.entryId}
        and not exists (select 1 from transactions t
          where t.id = e.transaction_id and t.status = 'failed'))`.mapWith(Number),
      transactions: sql`(select count(*) from transactions
        where id > ${before.transactionId} and status <> 'failed')`.mapWith(Number),
      users: sql`(select count(*) - ${before.users} from users)`.mapWith(Number),
      balances: sql`(select coalesce(sum(wallet_balance_kobo + bonus_kobo), 0) - ${before.balances}
        from users)`.mapWith(Number),
    })
    .from(sql`(values (1)) as one (x)`);
  return row;
}

/**
 * Sends `runs` generated requests to one operation (with `auth` when the request is an
 * authenticated one): no answer may be a 5xx, every refusal carries the error envelope, and a
 * refused request moves no money and writes no row.
 */
async function fuzzOperation(
  ctx: TestContext,
  operation: Operation,
  hints: FieldHints,
  auth: Record<string, string>,
  runs: number,
  count: (operation: Operation, status: number) => void,
) {
  await fc.assert(
    fc.asyncProperty(requestsFor(operation, hints), async (request) => {
      // A bulk top-up accepted earlier buys its rows in the background: done before measuring.
      await ctx.app.bulkWorker.idle();
      const before = await mark(ctx);
      const response = await ctx.app.inject({
        method: operation.method,
        url: request.url,
        headers: { ...request.headers, ...(request.authenticated ? auth : {}) },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      count(operation, response.statusCode);
      const answer = `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
      if (response.statusCode >= 500) throw new Error(answer);
      if (response.statusCode < 400) return;
      const body = JSON.parse(response.body) as Partial<ErrorBody>;
      if (typeof body.message !== 'string' || !body.errors?.[0]?.detail)
        throw new Error(`not the error envelope: ${answer}`);
      expect(await changesSince(ctx, before)).toEqual({
        entries: 0,
        transactions: 0,
        users: 0,
        balances: 0,
      });
    }),
    { numRuns: runs, endOnFailure: true },
  );
}

// Starting an app and signing several people in takes seconds alone and far longer on a busy machine.
const SETUP_BOUND_MS = 120_000;

describe('every API operation under generated and hostile input', () => {
  let ctx: TestContext;
  let token: string;
  let packagesByCategory: Map<number, number[]>;
  let operations: Operation[];
  const answered = new Map<string, Map<number, number>>();
  const took = new Map<string, number>();

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
  }, SETUP_BOUND_MS);

  afterAll(async () => {
    const lines = [...answered].map(
      ([operation, statuses]) =>
        `${operation} (${Math.round(took.get(operation) ?? 0)} ms): ` +
        [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
    );
    const sent = [...answered.values()].flatMap((statuses) => [...statuses.values()]);
    const total = sent.reduce((sum, n) => sum + n, 0);
    console.log(`${total} requests; answers by operation\n${lines.join('\n')}`);
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

  /**
   * Operations that end the caller's own session get a session of their own, so a generated
   * sign-out does not end the run's (every later request would be a 401).
   */
  const ENDS_OWN_SESSION = ['/auth/logout/', '/auth/sign-out-everywhere/'];
  const tokenFor = async (operation: Operation) =>
    ENDS_OWN_SESSION.some((path) => operation.path.endsWith(path))
      ? (await signedInUser(ctx.app)).token
      : token;

  const fuzz = async (operation: Operation, runs: number) =>
    fuzzOperation(
      ctx,
      operation,
      hintsFor(operation),
      bearer(await tokenFor(operation)),
      runs,
      count,
    );

  test.each(Array.from({ length: TESTS }, (_, part) => part + 1))(
    'part %i: no 5xx, and a refusal moves no money',
    async () => {
      const runs = Math.ceil(TOTAL_REQUESTS / TESTS / operations.length);
      for (const operation of operations) {
        const started = performance.now();
        await fuzz(operation, runs);
        const key = `${operation.method} ${operation.path}`;
        took.set(key, (took.get(key) ?? 0) + performance.now() - started);
      }
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

/*
 * The operator console, kept out of the OpenAPI document, fuzzed from its routes' own schemas as
 * an owner (who may call every one). Ids are the rows a test database has, but never the owner's
 * own, so a generated suspension or sign-out does not end the run's session. FUZZ_CONSOLE_RUNS
 * sets the number of requests (a fifth of FUZZ_RUNS by default: 1,000).
 */
const CONSOLE_REQUESTS = Number(process.env.FUZZ_CONSOLE_RUNS ?? Math.ceil(TOTAL_REQUESTS / 5));
const CONSOLE_TESTS = 10;

describe('every console operation under generated and hostile input', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof signedInStaff>>;
  let hints: FieldHints;
  let operations: Operation[];
  const answered = new Map<string, Map<number, number>>();

  beforeAll(async () => {
    ctx = await startTestApp();
    for (let customer = 0; customer < 3; customer += 1) {
      const user = await signedInUser(ctx.app);
      await seedBalance(ctx.database.db, user.id, 'wallet', FUZZ_WALLET_NAIRA);
    }
    await signedInStaff(ctx.app, 'support');
    owner = await signedInStaff(ctx.app, 'owner');
    const rows = await ctx.database.db.select({ id: packages.id }).from(packages);
    hints = {
      packageIds: rows.map((row) => row.id),
      ids: Array.from({ length: 60 }, (_, index) => index + 1).filter((id) => id !== owner.id),
    };
    operations = operationsOfRoutes(ctx.app.consoleRoutes);
  }, SETUP_BOUND_MS);

  afterAll(async () => {
    const lines = [...answered].map(
      ([operation, statuses]) =>
        `${operation}: ${[...statuses].map(([status, n]) => `${status}×${n}`).join(' ')}`,
    );
    console.log(`console answers by operation\n${lines.join('\n')}`);
    await ctx?.close();
  });

  const count = (operation: Operation, status: number) => {
    const key = `${operation.method} ${operation.path}`;
    const statuses = answered.get(key) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    answered.set(key, statuses);
  };

  test.each(Array.from({ length: CONSOLE_TESTS }, (_, part) => part + 1))(
    'part %i: no 5xx, and a refusal moves no money',
    async () => {
      const runs = Math.ceil(CONSOLE_REQUESTS / CONSOLE_TESTS / operations.length);
      for (const operation of operations)
        await fuzzOperation(ctx, operation, hints, owner.headers, runs, count);
    },
  );

  test('every console route was sent requests, the ledger balances and the owner is still signed in', async () => {
    expect(answered.size).toBe(ctx.app.consoleRoutes.length);
    expect((await ledgerSums(ctx.database.db)).mismatches).toEqual([]);
    const me = await ctx.app.inject({ url: '/api/v1/console/me', headers: owner.headers });
    expect(me.statusCode).toBe(200);
  });
});
