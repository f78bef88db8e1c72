import { sql } from 'drizzle-orm';
import type { ConsoleOverview, OverviewBreakdown, OverviewPeriod } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { koboToNaira } from '../../../lib/money';

/*
 * The business at a glance, from the transactions and users tables. Days are Lagos days. A sale is
 * a purchase or an SMS send the customer paid for and got (confirmed); its cost is the face value
 * sent to the provider less the provider's commission (airtime to cash is us buying, not a sale).
 */

const SALE_KINDS = sql`('purchase', 'sms')`;
const LAGOS_TODAY = sql`date_trunc('day', now() AT TIME ZONE 'Africa/Lagos')`;
const PERIODS = [
  { period: 'today', daysBack: 0 },
  { period: '7d', daysBack: 6 },
  { period: '30d', daysBack: 29 },
] as const;

interface GroupRow extends Record<string, unknown> {
  period: OverviewPeriod['period'];
  service: string;
  status: string;
  count: number;
  value_kobo: number;
  cost_kobo: number;
}

const num = (value: unknown) => Number(value ?? 0);

/** The rows of a raw query, whichever driver answered it (pg and PGlite shape results alike). */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  const result = await query;
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

function breakdown(rows: GroupRow[], key: 'service' | 'status'): OverviewBreakdown[] {
  const totals = new Map<string, { count: number; kobo: number }>();
  for (const row of rows) {
    const total = totals.get(row[key]) ?? { count: 0, kobo: 0 };
    total.count += num(row.count);
    total.kobo += num(row.value_kobo);
    totals.set(row[key], total);
  }
  return [...totals]
    .map(([name, total]) => ({ key: name, count: total.count, value: koboToNaira(total.kobo) }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
}

function summarise(
  period: OverviewPeriod['period'],
  rows: GroupRow[],
  newUsers: number,
): OverviewPeriod {
  const confirmed = rows.filter((row) => row.status === 'confirmed');
  const salesKobo = confirmed.reduce((sum, row) => sum + num(row.value_kobo), 0);
  const costKobo = confirmed.reduce((sum, row) => sum + num(row.cost_kobo), 0);
  const count = (statuses: string[]) =>
    rows
      .filter((row) => statuses.includes(row.status))
      .reduce((sum, row) => sum + num(row.count), 0);
  const settled = count(['confirmed', 'failed', 'reversed']);
  const failed = count(['failed', 'reversed']);
  return {
    period,
    sales: { count: count(['confirmed']), value: koboToNaira(salesKobo) },
    margin: koboToNaira(salesKobo - costKobo),
    by_service: breakdown(rows, 'service'),
    by_status: breakdown(rows, 'status'),
    failure_rate: settled ? Math.round((failed / settled) * 10_000) / 100 : 0,
    new_users: newUsers,
  };
}

export async function readOverviewFigures(
  db: Db,
): Promise<Omit<ConsoleOverview, 'provider_balance' | 'provider_balance_error'>> {
  const periods = sql.join(
    PERIODS.map(({ period, daysBack }) => sql`(${period}::text, ${daysBack}::int)`),
    sql`, `,
  );
  const groups = await rowsOf<GroupRow>(
    db.execute(sql`
      WITH periods (period, days_back) AS (VALUES ${periods}),
      recent AS (
        SELECT t.category_id, t.status, t.amount_kobo,
          CASE WHEN t.upstream_amount_kobo IS NULL THEN 0
            ELSE t.upstream_amount_kobo
              - round(t.upstream_amount_kobo * coalesce(p.provider_commission_bp, 0) / 10000.0)
          END AS cost_kobo,
          t.created_at AT TIME ZONE 'Africa/Lagos' AS local_time
        FROM transactions t
        LEFT JOIN packages p ON p.id = t.package_id
        WHERE t.kind IN ${SALE_KINDS} AND t.created_at >= now() - interval '31 days'
      )
      SELECT periods.period, coalesce(c.name, 'Other') AS service, recent.status,
        count(*)::int AS count, sum(recent.amount_kobo)::float8 AS value_kobo,
        sum(recent.cost_kobo)::float8 AS cost_kobo
      FROM recent
      JOIN periods ON recent.local_time >= ${LAGOS_TODAY} - make_interval(days => periods.days_back)
      LEFT JOIN categories c ON c.id = recent.category_id
      GROUP BY periods.period, c.name, recent.status`),
  );

  const newUsers = await rowsOf<{ period: string; count: number }>(
    db.execute(sql`
      WITH periods (period, days_back) AS (VALUES ${periods})
      SELECT periods.period, count(users.id)::int AS count
      FROM periods
      LEFT JOIN users ON users.created_at AT TIME ZONE 'Africa/Lagos'
        >= ${LAGOS_TODAY} - make_interval(days => periods.days_back)
      GROUP BY periods.period`),
  );

  const [state] = await rowsOf<Record<string, unknown>>(
    db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM transactions
          WHERE status = 'pending' AND kind IN ${SALE_KINDS}) AS pending,
        (SELECT count(*)::int FROM transactions
          WHERE status = 'pending' AND needs_attention_at IS NOT NULL) AS needs_attention,
        (SELECT coalesce(sum(wallet_balance_kobo), 0)::float8 FROM users) AS wallets_kobo,
        (SELECT coalesce(sum(bonus_kobo), 0)::float8 FROM users) AS bonuses_kobo`),
  );

  const days = await rowsOf<{ date: string; sales_kobo: number }>(
    db.execute(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS date, coalesce(sum(t.amount_kobo), 0)::float8 AS sales_kobo
      FROM generate_series(${LAGOS_TODAY} - interval '29 days', ${LAGOS_TODAY}, interval '1 day') AS day
      LEFT JOIN transactions t ON t.kind IN ${SALE_KINDS} AND t.status = 'confirmed'
        AND t.created_at >= now() - interval '31 days'
        AND date_trunc('day', t.created_at AT TIME ZONE 'Africa/Lagos') = day
      GROUP BY day ORDER BY day`),
  );

  return {
    periods: PERIODS.map(({ period }) =>
      summarise(
        period,
        groups.filter((row) => row.period === period),
        num(newUsers.find((row) => row.period === period)?.count),
      ),
    ),
    pending: num(state?.pending),
    needs_attention: num(state?.needs_attention),
    wallet_liabilities: {
      wallets: koboToNaira(num(state?.wallets_kobo)),
      bonuses: koboToNaira(num(state?.bonuses_kobo)),
    },
    daily_sales: days.map((row) => ({ date: row.date, sales: koboToNaira(num(row.sales_kobo)) })),
  };
}
