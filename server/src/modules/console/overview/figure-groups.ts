import { sql } from 'drizzle-orm';
import { NETWORK_SERVICE_IDS, NETWORKS } from '@contract/rules/network';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { AIRTIME_TO_CASH_KIND } from '../../airtime-to-cash/review';
import { PURCHASE_COST_KOBO } from '../catalogue/cost';
import type { FundingProviderName } from '../../payments/funding-providers';
import { LAGOS_TODAY, SALE_KINDS, SALE_VALUE_KOBO } from './sale-figures';

/*
 * The grouped reads every owner's figure is summed from, over a range of Lagos days: the overview's
 * cards (today, 7 and 30 days) and the charts (any range) add up the same groups, so a chart's
 * total is the card's figure. Each read is a few thousand groups whatever the volume.
 */

/** The first and last Lagos day of a range, YYYY-MM-DD, both included. */
export interface LagosDays {
  from: string;
  to: string;
}

/** A sale's group: its day, service, status, bills provider and mobile network. */
export interface SaleGroup extends Record<string, unknown> {
  day: string;
  service: string;
  status: string;
  provider: string;
  /** airtime and data only: mtn, glo, airtel, 9mobile */
  network: string | null;
  count: number;
  value_kobo: number;
  cost_kobo: number;
}

export interface MoneyGroup extends Record<string, unknown> {
  day: string;
  kind: string;
  /** the payments provider money came in through (funding, bank charges); payouts and manual credits: none */
  provider: FundingProviderName | 'none';
  count: number;
  value_kobo: number;
}

/** Referral commissions paid, and those taken back (negative entries). */
export const COMMISSION_KINDS = ['referral_commission', 'referral_commission_reversal'];
/** What we pay customers that is not their own money, read from the ledger when it is credited. */
const PAYOUT_KINDS = [...COMMISSION_KINDS, AIRTIME_TO_CASH_KIND];
/** Money that is not a sale: funding by kind, bank charges kept, manual credits. */
const MONEY_KINDS = sql`('card_funding', 'bank_funding', 'bank_charge', 'manual_credit')`;

const num = (value: unknown) => Number(value ?? 0);

const lagosDay = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD')`);

/** `column` within the range's Lagos days. */
const within = (column: string, { from, to }: LagosDays) =>
  sql`${sql.raw(column)} >= (${from}::date)::timestamp AT TIME ZONE 'Africa/Lagos'
    AND ${sql.raw(column)} < (${to}::date + 1)::timestamp AT TIME ZONE 'Africa/Lagos'`;

/** The mobile network of an airtime or data purchase, from our service id; else null. */
const NETWORK_OF_SALE = sql.raw(
  `CASE ${NETWORKS.map((network) => {
    const ids = NETWORK_SERVICE_IDS[network];
    return `WHEN t.service_id IN ('${ids.airtime}', '${ids.data}') THEN '${network}'`;
  }).join(' ')} END`,
);

/** Today's Lagos date, YYYY-MM-DD, by the database's clock. */
export async function lagosToday(db: Db): Promise<string> {
  const [row] = rowsOf<{ today: string }>(
    await db.execute(sql`SELECT to_char(${LAGOS_TODAY}, 'YYYY-MM-DD') AS today`),
  );
  return String(row?.today);
}

/** The `count` days up to and including `last` (YYYY-MM-DD), oldest first. */
export function daysUpTo(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The days of a range, oldest first. */
export const daysOf = ({ from, to }: LagosDays) =>
  daysUpTo(to, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1);

/** Sales (purchases and SMS sends) of the range by day, service, status, provider and network. */
export async function readSaleGroups(db: Db, range: LagosDays): Promise<SaleGroup[]> {
  return rowsOf<SaleGroup>(
    await db.execute(sql`
      SELECT ${lagosDay('t.created_at')} AS day,
        coalesce(c.name, 'Other') AS service, t.status,
        coalesce(t.provider, 'none') AS provider, ${NETWORK_OF_SALE} AS network,
        count(*)::int AS count, sum(${SALE_VALUE_KOBO})::float8 AS value_kobo,
        sum(${PURCHASE_COST_KOBO})::float8 AS cost_kobo
      FROM transactions t
      LEFT JOIN packages p ON p.id = t.package_id
      LEFT JOIN categories c ON c.id = t.category_id
      WHERE t.kind IN ${SALE_KINDS} AND ${within('t.created_at', range)}
      GROUP BY 1, 2, 3, 4, 5`),
  ).map((row) => ({
    ...row,
    count: num(row.count),
    value_kobo: num(row.value_kobo),
    cost_kobo: num(row.cost_kobo),
  }));
}

/** Customers with a delivered sale, each day of the range and over the whole range. */
export async function readActiveCustomers(
  db: Db,
  range: LagosDays,
): Promise<{ byDay: Map<string, number>; overall: number }> {
  const rows = rowsOf<{ day: string | null; customers: number }>(
    await db.execute(sql`
      SELECT ${lagosDay('t.created_at')} AS day, count(DISTINCT t.user_id)::int AS customers
      FROM transactions t
      WHERE t.kind IN ${SALE_KINDS} AND t.status = 'confirmed' AND ${within('t.created_at', range)}
      GROUP BY GROUPING SETS ((1), ())`),
  );
  const byDay = new Map<string, number>();
  let overall = 0;
  for (const row of rows) {
    if (row.day === null) overall = num(row.customers);
    else byDay.set(row.day, num(row.customers));
  }
  return { byDay, overall };
}

const readMoneyRows = async (db: Db, query: ReturnType<typeof sql>) =>
  rowsOf<MoneyGroup>(await db.execute(query)).map((row) => ({
    ...row,
    count: num(row.count),
    value_kobo: num(row.value_kobo),
  }));

/**
 * Money in that is not a sale (funding, bank charges kept, manual credits), by day, kind and
 * payments provider: a card payment's is the provider its checkout went to (payments.provider); a
 * transfer's and its bank charge's, Paystack when their wallet entry carries Paystack's reference
 * prefix ("paystack:", ledgerReference), else Monnify.
 */
export const readMoneyGroups = (db: Db, range: LagosDays) =>
  readMoneyRows(
    db,
    sql`
      SELECT ${lagosDay('t.created_at')} AS day, t.kind,
        CASE
          WHEN t.kind = 'card_funding' THEN coalesce(pay.provider, 'monnify')
          WHEN t.kind IN ('bank_funding', 'bank_charge') AND paystack.transaction_id IS NOT NULL
            THEN 'paystack'
          WHEN t.kind IN ('bank_funding', 'bank_charge') THEN 'monnify'
          ELSE 'none' END AS provider,
        count(*)::int AS count, sum(t.amount_kobo)::float8 AS value_kobo
      FROM transactions t
      LEFT JOIN payments pay ON pay.transaction_id = t.id
      LEFT JOIN (
        SELECT DISTINCT transaction_id FROM ledger_entries
        WHERE account = 'wallet' AND kind IN ('bank_funding', 'bank_charge')
          AND reference LIKE 'paystack:%' AND ${within('created_at', range)}
      ) paystack ON paystack.transaction_id = t.id
      WHERE t.kind IN ${MONEY_KINDS} AND t.status = 'confirmed' AND ${within('t.created_at', range)}
      GROUP BY 1, 2, 3`,
  );

/** What was paid to customers that is not their own money, by day and kind, from the ledger. */
export const readPayoutGroups = (db: Db, range: LagosDays) =>
  readMoneyRows(
    db,
    sql`
      SELECT ${lagosDay('created_at')} AS day, kind,
        count(*)::int AS count, sum(amount_kobo)::float8 AS value_kobo
      FROM ledger_entries
      WHERE kind IN (${sql.join(
        PAYOUT_KINDS.map((kind) => sql`${kind}`),
        sql`, `,
      )})
        AND ${within('created_at', range)}
      GROUP BY 1, 2`,
  );

/** New customers (accounts opened) by day. */
export async function readNewUserDays(db: Db, range: LagosDays): Promise<Map<string, number>> {
  const rows = rowsOf<{ day: string; count: number }>(
    await db.execute(sql`
      SELECT ${lagosDay('created_at')} AS day, count(*)::int AS count
      FROM users WHERE ${within('created_at', range)}
      GROUP BY 1`),
  );
  return new Map(rows.map((row) => [row.day, num(row.count)]));
}

/**
 * What the business owed its customers (wallets and bonuses) at the end of each day of the range:
 * today's balances less every ledger entry written after that day, read in one statement so the
 * balances and the entries are of one moment.
 */
export async function readLiabilitiesByDay(db: Db, range: LagosDays): Promise<Map<string, number>> {
  const rows = rowsOf<{ day: string | null; kobo: number }>(
    await db.execute(sql`
      SELECT NULL AS day,
        (SELECT coalesce(sum(wallet_balance_kobo + bonus_kobo), 0) FROM users)::float8 AS kobo
      UNION ALL
      SELECT ${lagosDay('created_at')} AS day, sum(amount_kobo)::float8 AS kobo
      FROM ledger_entries
      WHERE created_at >= (${range.from}::date)::timestamp AT TIME ZONE 'Africa/Lagos'
      GROUP BY 1`),
  );
  const now = num(rows.find((row) => row.day === null)?.kobo);
  const moved = rows.filter((row) => row.day !== null);
  return new Map(
    daysOf(range).map((day) => [
      day,
      now -
        moved.filter((row) => String(row.day) > day).reduce((sum, row) => sum + num(row.kobo), 0),
    ]),
  );
}
