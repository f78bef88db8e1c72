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

const SIM_COLUMNS =
  'request_id transaction_id service_id variation_code billers_code phone dedupe_number ' +
  'product_name product_type quantity amount_kobo commission_kobo charged_kobo status ' +
  'scenario extras created_at updated_at';
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
    part: 'authenticate (token version, suspension, level) and quote (package, price at that level)',
    transaction: false,
    statements: [
      {
        text: 'select "token_version", "suspended_at", "level_id" from "users" where "users"."id" = $1',
        values: (r) => [r.userId],
        rows: 1,
      },
      {
        text:
          'select $1::smallint, "packages"."id", "packages"."category_id", "packages"."title", "packages"."service_id", "packages"."image", "categories"."name", "categories"."image", "package_rates"."discount_bp", "plans"."variation_code", "plans"."title", "plan_prices"."price_kobo", "plans"."provider_amount_kobo", (SELECT generation FROM routing_generation) ' +
          'from (select 1) as buyer left join "packages" on ("packages"."id" = $2 and "packages"."active" = $3) left join "categories" on "categories"."id" = "packages"."category_id" ' +
          'left join "package_rates" on ("package_rates"."package_id" = "packages"."id" and "package_rates"."level_id" = $4::smallint) left join "plans" on false ' +
          'left join "plan_prices" on ("plan_prices"."plan_id" = "plans"."id" and "plan_prices"."level_id" = $5::smallint)',
        values: (r) => [1, r.packageId, true, 1, 1],
        rows: 1,
      },
    ],
  },
  {
    name: 'create',
    part: 'create (transaction_create: lock, idempotency/duplicate, pending row, ledger entry, balance)',
    transaction: false,
    statements: [
      {
        text: 'select transaction_create(\n    $1::integer, $2::integer, $3::boolean, $4::text,\n    $5::text, $6::text, $7::integer,\n    $8::jsonb) as answer',
        values: (r) => [
          r.userId,
          1,
          true,
          r.key,
          createHash('sha256')
            .update(JSON.stringify(['airtime', r.packageId, r.phone, r.faceKobo]))
            .digest('hex'),
          dedupeKey(r),
          30,
          JSON.stringify({
            tx_ref: r.txRef,
            category_id: 1,
            package_id: r.packageId,
            kind: 'purchase',
            plan: `MTN Airtime ${naira(r.faceKobo)}`,
            phone_no: r.phone,
            card_no: null,
            description: `MTN airtime of ${naira(r.faceKobo)} for ${r.phone}`,
            response: 'Awaiting the provider',
            amount_kobo: r.chargeKobo,
            request_id: r.requestId,
            service_id: 'mtn',
            variation_code: null,
            billers_code: r.phone,
            subscription_type: null,
            upstream_amount_kobo: r.faceKobo,
            result: null,
            next_requery_at: new Date(Date.now() + 60_000).toISOString(),
          }),
        ],
        rows: 1,
        keep: (row, r) => {
          const answer = row[0] as { outcome: string; row?: { id: number } };
          if (answer.outcome !== 'created' || !answer.row)
            throw new Error(`transaction_create answered ${answer.outcome}`);
          r.transactionId = Number(answer.row.id);
        },
      },
    ],
  },
  {
    name: 'sim pay',
    part: 'simulator pay: the order received (with whether its request_id is known, the merchant limit); its record',
    transaction: false,
    simulator: true,
    statements: [
      {
        text:
          'insert into "sim_received_orders" ("id", "simulator", "request_id", "service", "number", "amount", "plan", "mode", "received_at") ' +
          'values (default, $1, $2, $3, $4, $5, $6, coalesce((select "mode" from "sim_modes" where "simulator" = $7), \'ok\'), default) ' +
          'returning exists (select 1 from "sim_vtpass_transactions" where "request_id" = $8), (select "balance_kobo" from "sim_vtpass_merchant" where "id" = 1), "id", "mode"',
        values: (r) => [
          'vtpass',
          r.requestId,
          'mtn',
          r.phone,
          r.faceKobo / 100,
          null,
          'vtpass',
          r.requestId,
        ],
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
    name: 'settle',
    part: 'settle (confirmed in one statement, with the audit row of the pay call)',
    transaction: false,
    statements: [
      {
        text: `
    WITH confirmed AS (
      UPDATE "transactions" AS t SET status = 'confirmed', result = $1::jsonb,
    token = $2,
    response = $3,
    upstream_code = $4,
    upstream_status = $5,
    upstream_transaction_id = $6,
    reviewed_by = $7,
    reviewed_at = $8::timestamptz,
    review_note = $9,
    next_requery_at = NULL, settled_at = $10::timestamptz, updated_at = $11::timestamptz
      FROM "users" AS u
      WHERE t.id = $12 AND u.id = t.user_id AND t.status = 'pending' AND t.requery_attempts = $13
        AND u.referred_by_id IS NULL AND coalesce(btrim(u.webhook_url), '') = ''
      RETURNING t.*, u.wallet_balance_kobo AS buyer_wallet_kobo
    ), audited AS (
      INSERT INTO "upstream_calls" (transaction_id, operation, state, code, detail, duration_ms,
        provider, request_id)
      SELECT id, $14, $15, $16,
        $17,
        $18::integer,
        $19::text, $20::text
      FROM confirmed
    )
    SELECT to_json(confirmed) AS row FROM confirmed`,
        values: (r) => {
          const now = new Date().toISOString();
          return [
            '{}',
            null,
            `Transaction successful: MTN airtime of ${naira(r.faceKobo)} for ${r.phone}.`,
            '000',
            'delivered',
            r.simTransactionId,
            null,
            null,
            null,
            now,
            now,
            r.transactionId,
            0,
            'pay',
            'delivered',
            '000',
            payAnswer(r),
            4,
            'vtpass',
            r.requestId,
          ];
        },
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
