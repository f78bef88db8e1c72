import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { ErrorBody } from '../accounts';
import type { TestContext } from '../harness';
import type { FieldHints } from './arbitraries';
import { requestsFor, type Operation } from './operations';

/*
 * The property every fuzzed operation must hold, shared by the public API's and the console's fuzz
 * suites: no answer is a 5xx, every refusal carries the error envelope, and a refused request moves
 * no money and writes no row.
 */

/**
 * FUZZ_RUNS: the public API's requests, at least 1,000 in `npm test` by default; CI sends 5,000
 * (.ci/run); the console gets a fifth.
 */
export const TOTAL_REQUESTS = Number(process.env.FUZZ_RUNS ?? 1_000);

/**
 * The requests are shared out between tests of about a hundred each, each sending a few to every
 * operation, so that no test does more than a small, fixed share of the work.
 */
export const partsFor = (requests: number): number => Math.max(1, Math.round(requests / 100));

// Starting an app and signing several people in takes seconds alone and far longer on a busy machine.
export const SETUP_BOUND_MS = 120_000;

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
export async function fuzzOperation(
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
