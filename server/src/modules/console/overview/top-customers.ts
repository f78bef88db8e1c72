import { sql, type SQL } from 'drizzle-orm';
import {
  TOP_CUSTOMERS_SHOWN,
  type TopCustomerMeasure,
  type TopCustomerPeriod,
  type TopCustomers,
} from '@contract/api/console';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { koboToNaira } from '../../../lib/money';
import { PURCHASE_COST_KOBO } from '../catalogue/cost';
import { firstLagosDay, SALE_FAILED, SALE_KINDS, SALE_VALUE_KOBO } from './sale-figures';

/*
 * The customers who brought the most over a period, or met the most failures, counted with the
 * overview's definitions (sale-figures.ts): ranked by the measure, ties by who joined first;
 * customers with none of it are not listed.
 */

const PERIOD_DAYS = { today: 1, '7d': 7, '30d': 30, '90d': 90 } satisfies Record<
  TopCustomerPeriod,
  number
>;

const DELIVERED = sql`t.status = 'confirmed'`;
const SALES_KOBO = sql`coalesce(sum(${SALE_VALUE_KOBO}) FILTER (WHERE ${DELIVERED}), 0)`;
const COST_KOBO = sql`coalesce(sum(${PURCHASE_COST_KOBO}) FILTER (WHERE ${DELIVERED}), 0)`;
const FAILURES = sql`count(*) FILTER (WHERE ${SALE_FAILED})`;

const RANKED_BY = {
  sales: SALES_KOBO,
  margin: sql`(${SALES_KOBO} - ${COST_KOBO})`,
  failures: FAILURES,
} satisfies Record<TopCustomerMeasure, SQL>;

interface Row extends Record<string, unknown> {
  id: number;
  name: string;
  email: string;
  level: string | null;
  reseller: boolean;
  purchases: number;
  sales_kobo: number;
  cost_kobo: number;
  failures: number;
  from: string;
}

export async function readTopCustomers(
  db: Db,
  by: TopCustomerMeasure,
  period: TopCustomerPeriod,
): Promise<TopCustomers> {
  const from = firstLagosDay(PERIOD_DAYS[period]);
  const ranked = RANKED_BY[by];
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT u.id, btrim(u.first_name || ' ' || u.last_name) AS name, u.email,
        lv.name AS level,
        EXISTS (SELECT 1 FROM api_keys k
          WHERE k.user_id = u.id AND k.revoked_at IS NULL AND NOT k.test) AS reseller,
        count(*) FILTER (WHERE ${DELIVERED})::int AS purchases,
        ${SALES_KOBO}::float8 AS sales_kobo,
        ${COST_KOBO}::float8 AS cost_kobo,
        ${FAILURES}::int AS failures
      FROM transactions t
      JOIN users u ON u.id = t.user_id
      LEFT JOIN levels lv ON lv.id = u.level_id
      LEFT JOIN packages p ON p.id = t.package_id
      WHERE t.kind IN ${SALE_KINDS} AND t.created_at >= ${from}
      GROUP BY u.id, lv.name
      HAVING ${ranked} > 0
      ORDER BY ${ranked} DESC, u.id
      LIMIT ${TOP_CUSTOMERS_SHOWN}`),
  );
  const [start] = rowsOf<{ from: string }>(
    await db.execute(
      sql`SELECT to_char(${from} AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD') AS "from"`,
    ),
  );
  return {
    by,
    period,
    from: start?.from ?? '',
    customers: rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      email: row.email,
      level: row.level ?? '',
      reseller: Boolean(row.reseller),
      purchases: Number(row.purchases),
      sales: koboToNaira(Number(row.sales_kobo)),
      margin: koboToNaira(Number(row.sales_kobo) - Number(row.cost_kobo)),
      failures: Number(row.failures),
    })),
  };
}
