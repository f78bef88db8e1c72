import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { transactions, transactionsPending } from '../../db/schema';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { signedInUser } from '../../../test/accounts';
import { buy, packageId, SANDBOX, transactionByRef } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';

/*
 * What keeps the purchase path lean (migration 0016): few indexes on transactions, none on what
 * settling changes, so settling is a HOT update; pending work kept beside the table.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

/** The columns a purchase's settle writes (settle.ts), and stored columns computed from them. */
const SETTLE_WRITES = [
  'status',
  'response',
  'token',
  'result',
  'upstream_code',
  'upstream_status',
  'upstream_transaction_id',
  'next_requery_at',
  'settled_at',
  'updated_at',
  'search_text',
];

/** transactions_pending's row of a transaction, if any */
const queued = (id: number) =>
  ctx.database.db
    .select()
    .from(transactionsPending)
    .where(eq(transactionsPending.transactionId, id));

/** Buys ₦100 of MTN airtime for `phone` as a new customer; answers the status code and the row. */
async function buyAirtime(phone: string) {
  const { db } = ctx.database;
  const user = await signedInUser(ctx.app);
  await seedBalance(db, user.id, 'wallet', 10_000);
  const mtn = await packageId(db, 'mtn-airtime');
  const bought = await buy(
    ctx.app,
    user.token,
    'purchase-airtime',
    { network: 'MTN', phone_number: phone, amount: 100, package_id: mtn },
    randomUUID(),
  );
  const ref = json<{ data: { transaction: { tx_ref: string } } }>(bought).data.transaction.tx_ref;
  return { statusCode: bought.statusCode, row: await transactionByRef(db, ref) };
}

async function indexDefinitions(): Promise<string[]> {
  return ctx.database.withSession(async (session) =>
    (
      await session.rows(
        `select pg_get_indexdef(indexrelid) as def from pg_index
         where indrelid = to_regclass('transactions') order by indexrelid`,
      )
    ).map((row) => String(row.def)),
  );
}

async function updatesOfTransactions(): Promise<{ updates: number; hot: number }> {
  const [row] = await ctx.database.withSession(async (session) => {
    await session.rows('select pg_stat_clear_snapshot()');
    return session.rows(
      `select n_tup_upd as updates, n_tup_hot_upd as hot from pg_stat_user_tables
       where relid = to_regclass('transactions')`,
    );
  });
  return { updates: Number(row?.updates ?? 0), hot: Number(row?.hot ?? 0) };
}

it('keeps at most 8 indexes on transactions, none on a column that settling writes', async () => {
  const definitions = await indexDefinitions();
  expect(definitions.length).toBeGreaterThan(0);
  expect(definitions.length).toBeLessThanOrEqual(8);
  for (const definition of definitions) {
    // key columns, INCLUDE columns, expressions and partial-index predicates alike
    const columns = definition.slice(definition.indexOf('('));
    for (const column of SETTLE_WRITES)
      expect({ definition, uses: new RegExp(`\\b${column}\\b`).test(columns) }).toEqual({
        definition,
        uses: false,
      });
  }
  const [options] = await ctx.database.withSession((session) =>
    session.rows(`select reloptions from pg_class where oid = to_regclass('transactions')`),
  );
  expect(String(options?.reloptions)).toMatch(/fillfactor=70/);
});

it('settles a purchase with a HOT update and keeps transactions_pending to pending rows', async () => {
  const before = await updatesOfTransactions();
  const { statusCode, row } = await buyAirtime(SANDBOX.success);
  expect(statusCode).toBe(200);
  expect(row.status).toBe('confirmed');
  expect(await queued(row.id)).toEqual([]);

  // Statistics reach pg_stat_user_tables when the connection that wrote them goes idle.
  let after = before;
  for (let i = 0; i < 100 && after.updates === before.updates; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    after = await updatesOfTransactions();
  }
  expect(after.updates).toBeGreaterThan(before.updates);
  expect(after.hot - before.hot).toBe(after.updates - before.updates);
});

it('lists a pending purchase in transactions_pending until it settles', async () => {
  const { statusCode, row } = await buyAirtime(SANDBOX.pending);
  expect(statusCode).toBe(201);
  expect(await queued(row.id)).toEqual([
    expect.objectContaining({ kind: 'purchase', nextRequeryAt: row.nextRequeryAt }),
  ]);

  await ctx.database.db
    .update(transactions)
    .set({ status: 'failed' })
    .where(eq(transactions.id, row.id));
  expect(await queued(row.id)).toEqual([]);
});
