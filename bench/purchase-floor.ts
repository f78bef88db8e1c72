/*
 * The purchase bench's database floor (see purchases.ts): one airtime purchase's SQL, replayed raw.
 */
import { createHash, randomInt } from 'node:crypto';
import type pg from 'pg';

/*
 * The database floor: the statements one successful airtime purchase issues (captured from the
 * node-postgres client during one POST /api/v1/purchase-airtime/ answered 200 by the simulator; the
 * buyer has no referrer and no webhook URL, like the bench's customers), replayed with the same
 * text, the same parameters' kinds and the same transaction boundaries, each through the same pool
 * the app uses, in drizzle's array row mode: no HTTP, no drizzle query building, no Node-side
 * logic beyond carrying the returned id and balance into the next statement.
 */

/** The columns drizzle lists for a whole row (select, returning), in its order. */
const TX_COLUMNS =
  'id user_id tx_ref category_id package_id kind plan phone_no card_no description ' +
  'response amount_kobo token initial_balance_kobo new_balance_kobo status created_at ' +
  'updated_at request_id idempotency_key request_hash dedupe_key service_id variation_code ' +
  'billers_code subscription_type upstream_amount_kobo result upstream_code ' +
  'upstream_status upstream_transaction_id requery_attempts next_requery_at settled_at ' +
  'reviewed_by reviewed_at review_note';
const SIM_COLUMNS =
  'request_id transaction_id service_id variation_code billers_code phone dedupe_number ' +
  'product_name product_type quantity amount_kobo commission_kobo charged_kobo status ' +
  'scenario extras created_at updated_at';
const LEDGER_COLUMNS =
  'id user_id account amount_kobo kind reference transaction_id balance_after_kobo created_at';
const list = (columns: string, table?: string) =>
  columns
    .split(' ')
    .map((c) => (table ? `"${table}"."${c}"` : `"${c}"`))
    .join(', ');

/** One purchase as it replays: what the worker chose, and what earlier statements returned. */
export interface Replay {
  userId: number;
  packageId: number;
  key: string;
  txRef: string;
  requestId: string;
  simTransactionId: string;
  faceKobo: number;
  chargeKobo: number;
  phone: string;
  /** from the user's row lock */
  balanceKobo: number;
  /** from the insert into transactions */
  transactionId: number;
}

export interface Statement {
  text: string;
  values: (r: Replay) => unknown[];
  /** the rows it must return or touch; anything else fails the replay */
  rows: number;
  /** takes what the next statements need from the first returned row */
  keep?: (row: unknown[], r: Replay) => void;
}

/**
 * A part of the purchase: its statements in one transaction (BEGIN ... COMMIT on one pooled
 * connection, as drizzle's db.transaction) or each on its own (pool.query, autocommit).
 */
export interface Group {
  /** short, for the per-part timings */
  name: string;
  part: string;
  transaction: boolean;
  simulator?: boolean;
  statements: Statement[];
}

const naira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;

export const PURCHASE_STATEMENTS: Group[] = [
  {
    name: 'auth + quote',
    part: 'authenticate (token version) and quote (package, price at the buyer level)',
    transaction: false,
    statements: [
      {
        text: 'select "token_version" from "users" where "users"."id" = $1',
        values: (r) => [r.userId],
        rows: 1,
      },
      {
        text:
          'select "users"."level_id", "packages"."id", "packages"."category_id", "packages"."title", "packages"."service_id", "packages"."image", "categories"."name", "categories"."image", "package_rates"."discount_bp", "plans"."variation_code", "plans"."title", "plan_prices"."price_kobo", "face_prices"."price_kobo" from "users" ' +
          'left join "packages" on ("packages"."id" = $1 and "packages"."active" = $2) left join "categories" on "categories"."id" = "packages"."category_id" ' +
          'left join "package_rates" on ("package_rates"."package_id" = "packages"."id" and "package_rates"."level_id" = "users"."level_id") left join "plans" on false ' +
          'left join "plan_prices" on ("plan_prices"."plan_id" = "plans"."id" and "plan_prices"."level_id" = "users"."level_id") ' +
          'left join "plan_prices" "face_prices" on ("face_prices"."plan_id" = "plans"."id" and "face_prices"."level_id" = $3) where "users"."id" = $4',
        values: (r) => [r.packageId, true, 1, r.userId],
        rows: 1,
      },
    ],
  },
  {
    name: 'debit tx',
    part: 'debit transaction (engine createPending: lock, idempotency/duplicate, pending row, ledger, balance)',
    transaction: true,
    statements: [
      {
        text: 'select "id", "level_id", "wallet_balance_kobo", "bonus_kobo" from "users" where "users"."id" = $1 for update',
        values: (r) => [r.userId],
        rows: 1,
        keep: (row, r) => {
          r.balanceKobo = Number(row[2]);
        },
      },
      {
        text:
          `select ${list(TX_COLUMNS)}, coalesce("transactions"."idempotency_key" = $1, false) from "transactions" ` +
          'where ("transactions"."user_id" = $2 and ("transactions"."idempotency_key" = $3 or ("transactions"."dedupe_key" = $4 and "transactions"."created_at" > now() - make_interval(secs => $5)))) ' +
          'order by coalesce("transactions"."idempotency_key" = $6, false) desc, "transactions"."created_at" desc limit $7',
        values: (r) => [r.key, r.userId, r.key, dedupeKey(r), 30, r.key, 1],
        rows: 0,
      },
      {
        text:
          `insert into "transactions" (${list(TX_COLUMNS)}) values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, default, $12, $13, $14, default, default, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, default, default, default, default, $25, default, default, default, default) ` +
          `returning ${list(TX_COLUMNS)}`,
        values: (r) => [
          r.userId,
          r.txRef,
          1,
          r.packageId,
          'purchase',
          `MTN Airtime ${naira(r.faceKobo)}`,
          r.phone,
          null,
          `MTN airtime of ${naira(r.faceKobo)} for ${r.phone}`,
          'Awaiting the provider',
          r.chargeKobo,
          r.balanceKobo,
          r.balanceKobo - r.chargeKobo,
          'pending',
          r.requestId,
          r.key,
          createHash('sha256')
            .update(JSON.stringify(['airtime', r.packageId, r.phone, r.faceKobo]))
            .digest('hex'),
          dedupeKey(r),
          'mtn',
          null,
          r.phone,
          null,
          r.faceKobo,
          null,
          new Date(Date.now() + 60_000).toISOString(),
        ],
        rows: 1,
        keep: (row, r) => {
          r.transactionId = Number(row[0]);
        },
      },
      {
        text:
          `insert into "ledger_entries" (${list(LEDGER_COLUMNS)}) values (default, $1, $2, $3, $4, $5, $6, $7, default) ` +
          `on conflict ("account","kind","reference") do nothing returning ${list(LEDGER_COLUMNS)}`,
        values: (r) => [
          r.userId,
          'wallet',
          -r.chargeKobo,
          'purchase',
          r.txRef,
          r.transactionId,
          r.balanceKobo - r.chargeKobo,
        ],
        rows: 1,
      },
      {
        text: 'update "users" set "wallet_balance_kobo" = $1 where ("users"."id" = $2 and "users"."wallet_balance_kobo" = $3) returning "id"',
        values: (r) => [r.balanceKobo - r.chargeKobo, r.userId, r.balanceKobo],
        rows: 1,
      },
    ],
  },
  {
    name: 'sim lookup',
    part: 'simulator pay: is the request_id known',
    transaction: false,
    simulator: true,
    statements: [
      {
        text: `select ${list(SIM_COLUMNS)} from "sim_vtpass_transactions" where "sim_vtpass_transactions"."request_id" = $1`,
        values: (r) => [r.requestId],
        rows: 0,
      },
    ],
  },
  {
    name: 'sim pay tx',
    part: 'simulator pay transaction: merchant balance (one row shared by all purchases), its record',
    transaction: true,
    simulator: true,
    statements: [
      {
        text: 'update "sim_vtpass_merchant" set "balance_kobo" = "sim_vtpass_merchant"."balance_kobo" - $1 where ("sim_vtpass_merchant"."id" = $2 and "sim_vtpass_merchant"."balance_kobo" >= $3) returning "id", "balance_kobo"',
        values: (r) => [simCharged(r), 1, simCharged(r)],
        rows: 1,
      },
      {
        text:
          `insert into "sim_vtpass_transactions" (${list(SIM_COLUMNS)}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, default) ` +
          `on conflict do nothing returning ${list(SIM_COLUMNS)}`,
        values: (r) => [
          r.requestId,
          r.simTransactionId,
          'mtn',
          null,
          null,
          r.phone,
          r.phone,
          'MTN Airtime VTU',
          'Airtime Recharge',
          1,
          r.faceKobo,
          r.faceKobo - simCharged(r),
          simCharged(r),
          'delivered',
          'success',
          '{"purchased_code":""}',
          new Date().toISOString(),
        ],
        rows: 1,
      },
    ],
  },
  {
    name: 'settle tx',
    part: 'settle transaction (row lock, audit of the call, confirmed, commission check, webhook check)',
    transaction: true,
    statements: [
      {
        text: `select ${list(TX_COLUMNS)} from "transactions" where "transactions"."id" = $1 for update`,
        values: (r) => [r.transactionId],
        rows: 1,
      },
      {
        text: 'insert into "upstream_calls" ("id", "transaction_id", "operation", "state", "code", "detail", "duration_ms", "created_at") values (default, $1, $2, $3, $4, $5, $6, default)',
        values: (r) => [r.transactionId, 'pay', 'delivered', '000', payAnswer(r), 4],
        rows: 1,
      },
      {
        text:
          'update "transactions" set "response" = $1, "token" = $2, "status" = $3, "updated_at" = $4, "result" = $5, "upstream_code" = $6, "upstream_status" = $7, "upstream_transaction_id" = $8, "next_requery_at" = $9, "settled_at" = $10 ' +
          `where "transactions"."id" = $11 returning ${list(TX_COLUMNS)}`,
        values: (r) => {
          const now = new Date().toISOString();
          return [
            `Transaction successful: MTN airtime of ${naira(r.faceKobo)} for ${r.phone}.`,
            null,
            'confirmed',
            now,
            '{}',
            '000',
            'delivered',
            r.simTransactionId,
            null,
            now,
            r.transactionId,
          ];
        },
        rows: 1,
      },
      {
        text: 'select "referred_by_id", "wallet_balance_kobo" from "users" where "users"."id" = $1',
        values: (r) => [r.userId],
        rows: 1,
      },
      {
        text:
          `select ${list(TX_COLUMNS, 'transactions')}, "categories"."id", "categories"."name", "categories"."image", "packages"."id", "packages"."title", "packages"."image", "users"."webhook_url" ` +
          'from "transactions" inner join "users" on "users"."id" = "transactions"."user_id" left join "categories" on "categories"."id" = "transactions"."category_id" ' +
          'left join "packages" on "packages"."id" = "transactions"."package_id" where "transactions"."id" = $1',
        values: (r) => [r.transactionId],
        rows: 1,
      },
    ],
  },
];

function dedupeKey(r: Replay) {
  return `mtn:${r.phone}:${r.faceKobo}`;
}
/** the simulator charges the merchant the face value less its 3% commission */
function simCharged(r: Replay) {
  return r.faceKobo - Math.round(r.faceKobo * 0.03);
}
/** the raw pay answer kept in upstream_calls.detail (about 700 characters, as the simulator's) */
function payAnswer(r: Replay) {
  const amount = r.faceKobo / 100;
  return JSON.stringify({
    code: '000',
    content: {
      transactions: {
        status: 'delivered',
        product_name: 'MTN Airtime VTU',
        unique_element: r.phone,
        unit_price: amount,
        quantity: 1,
        service_verification: null,
        channel: 'api',
        commission: (r.faceKobo - simCharged(r)) / 100,
        total_amount: simCharged(r) / 100,
        discount: null,
        type: 'Airtime Recharge',
        email: 'sandbox@vtpass.com',
        phone: r.phone,
        name: null,
        convinience_fee: 0,
        amount,
        platform: 'api',
        method: 'api',
        transactionId: r.simTransactionId,
      },
    },
    response_description: 'TRANSACTION SUCCESSFUL',
    requestId: r.requestId,
    amount,
    transaction_date: new Date().toISOString(),
    purchased_code: '',
  });
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** a fresh VTpass-shaped request_id: Lagos YYYYMMDDHHII then 12 alphanumerics */
export function freshRequestId() {
  const lagos = new Date(Date.now() + 3_600_000).toISOString();
  let suffix = '';
  for (let i = 0; i < 12; i += 1) suffix += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return lagos.slice(0, 16).replace(/[-T:]/g, '') + suffix;
}

export function countStatements(groups: Group[]) {
  const transactions = groups.filter((g) => g.transaction).length;
  const statements = groups.reduce((n, g) => n + g.statements.length, 0);
  const autocommit = groups
    .filter((g) => !g.transaction)
    .reduce((n, g) => n + g.statements.length, 0);
  return { statements, transactions, autocommit, withBeginCommit: statements + 2 * transactions };
}

/** Runs one purchase's statements on the pool; answers a failure description, or undefined. */
export async function replayPurchase(
  pool: pg.Pool,
  groups: Group[],
  r: Replay,
  /** adds each group's wall time (pool wait included), by group */
  spent: Map<Group, number>,
) {
  const run = async (
    client: pg.Pool | pg.PoolClient,
    statement: Statement,
  ): Promise<string | undefined> => {
    const result = await client.query({
      text: statement.text,
      values: statement.values(r),
      rowMode: 'array',
    });
    if ((result.rowCount ?? 0) !== statement.rows)
      return `${result.rowCount} rows (expected ${statement.rows}): ${statement.text.slice(0, 80)}`;
    const first = result.rows[0];
    if (statement.keep && first) statement.keep(first, r);
    return undefined;
  };
  const runGroup = async (group: Group): Promise<string | undefined> => {
    if (!group.transaction) {
      for (const statement of group.statements) {
        const failure = await run(pool, statement);
        if (failure) return failure;
      }
      return undefined;
    }
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (const statement of group.statements) {
        const failure = await run(client, statement);
        if (failure) {
          await client.query('rollback');
          return failure;
        }
      }
      await client.query('commit');
      return undefined;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  for (const group of groups) {
    const t0 = performance.now();
    const failure = await runGroup(group);
    spent.set(group, (spent.get(group) ?? 0) + performance.now() - t0);
    if (failure) return `${group.name}: ${failure}`;
  }
  return undefined;
}
