import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { transactions, transactionsPending } from '../../db/schema';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { signedInUser } from '../../../test/accounts';
import { buy, packageId, SANDBOX, transactionByRef } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';

/*
 * The lean purchase path (migration 0016): pending work kept beside the table, in
 * transactions_pending, one row per pending transaction.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

/** transactions_pending's row of a transaction, if any */
const queued = (id: number) =>
  ctx.database.db
    .select()
    .from(transactionsPending)
    .where(eq(transactionsPending.transactionId, id));

const BUYER_WALLET_NAIRA = 10_000;

/** Buys ₦100 of MTN airtime for `phone` as a new customer; answers the status code and the row. */
async function buyAirtime(phone: string) {
  const { db } = ctx.database;
  const user = await signedInUser(ctx.app);
  await seedBalance(db, user.id, 'wallet', BUYER_WALLET_NAIRA);
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

/**
 * The indexes of transactions the lists and the purchase path read (0016 keeps them for the list
 * targets); 0042 drops the work lists' old partial indexes, which transactions_pending replaced.
 */
const KEPT_INDEXES = [
  'transactions_user_recent_idx',
  'transactions_idempotency_idx',
  'transactions_dedupe_idx',
  'transactions_user_id_idx',
  'transactions_user_plan_idx',
  'transactions_user_phone_idx',
  'transactions_user_card_idx',
  'transactions_user_description_idx',
  'transactions_user_response_idx',
  'transactions_user_token_idx',
  'transactions_user_amount_idx',
  'transactions_user_initial_balance_idx',
  'transactions_user_new_balance_idx',
  'transactions_user_status_idx',
  'transactions_needs_attention_idx',
  'transactions_recent_idx',
  'transactions_status_recent_idx',
  'transactions_category_recent_idx',
  'transactions_amount_idx',
  'transactions_category_status_recent_idx',
];

const SUPERSEDED_INDEXES = [
  'transactions_requery_idx',
  'transactions_a2c_pending_idx',
  'transactions_sms_pending_idx',
];

it('keeps every list index on transactions and no superseded work index, and fills its pages to 70%', async () => {
  const rows = await ctx.database.withSession((session) =>
    session.rows(
      `select c.relname as name from pg_index x join pg_class c on c.oid = x.indexrelid
       where x.indrelid = to_regclass('transactions')`,
    ),
  );
  const names = rows.map((row) => String(row.name));
  expect(names).toEqual(expect.arrayContaining(KEPT_INDEXES));
  expect(names.filter((name) => SUPERSEDED_INDEXES.includes(name))).toEqual([]);
  const [options] = await ctx.database.withSession((session) =>
    session.rows(`select reloptions from pg_class where oid = to_regclass('transactions')`),
  );
  expect(String(options?.reloptions)).toMatch(/fillfactor=70/);
});

it('keeps no transactions_pending row for a purchase that settled at once', async () => {
  const { statusCode, row } = await buyAirtime(SANDBOX.success);
  expect(statusCode).toBe(200);
  expect(row.status).toBe('confirmed');
  expect(await queued(row.id)).toEqual([]);
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
