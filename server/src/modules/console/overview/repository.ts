import { sql } from 'drizzle-orm';
import type { ConsoleOverview, OverviewBreakdown, OverviewPeriod } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { koboToNaira } from '../../../lib/money';

/*
 * The business at a glance, from the transactions and users tables. Days are Lagos days. A sale is
 * a purchase or an SMS send the customer paid for and got (confirmed); its cost is the face value
 * sent to the provider less the provider's commission (airtime to cash is us buying, not a sale).
 * The last 30 days are read once, grouped by day, service and status (a few thousand groups
 * whatever the volume); the periods and the daily chart are sums of those groups.
 */

const SALE_KINDS = sql`('purchase', 'sms')`;
const LAGOS_TODAY = sql`date_trunc('day', now() AT TIME ZONE 'Africa/Lagos')`;
/** the first Lagos day of the last 30, as a timestamptz */
const FIRST_DAY = sql`(${LAGOS_TODAY} - interval '29 days') AT TIME ZONE 'Africa/Lagos'`;
const PERIODS = [
  { period: 'today', days: 1 },
  { period: '7d', days: 7 },
  { period: '30d', days: 30 },
] as const;

interface GroupRow extends Record<string, unknown> {
  day: string;
  service: string;
  status: string;
  count: number;
  value_kobo: number;
  cost_kobo: number;
}

const num = (value: unknown) => Number(value ?? 0);

/** The `count` days up to and including `last` (YYYY-MM-DD), oldest first. */
export function daysUpTo(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
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
  const groups = rowsOf<GroupRow>(
    await db.execute(sql`
      SELECT to_char(t.created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD') AS day,
        coalesce(c.name, 'Other') AS service, t.status,
        count(*)::int AS count, sum(t.amount_kobo)::float8 AS value_kobo,
        sum(CASE WHEN t.upstream_amount_kobo IS NULL THEN 0
          ELSE t.upstream_amount_kobo
            - round(t.upstream_amount_kobo * coalesce(p.provider_commission_bp, 0) / 10000.0)
        END)::float8 AS cost_kobo
      FROM transactions t
      LEFT JOIN packages p ON p.id = t.package_id
      LEFT JOIN categories c ON c.id = t.category_id
      WHERE t.kind IN ${SALE_KINDS} AND t.created_at >= ${FIRST_DAY}
      GROUP BY 1, 2, 3`),
  );

  const [state] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT to_char(${LAGOS_TODAY}, 'YYYY-MM-DD') AS today,
        (SELECT count(*)::int FROM transactions
          WHERE status = 'pending' AND kind IN ${SALE_KINDS}) AS pending,
        (SELECT count(*)::int FROM transactions
          WHERE status = 'pending' AND needs_attention_at IS NOT NULL) AS needs_attention,
        (SELECT coalesce(sum(wallet_balance_kobo), 0)::float8 FROM users) AS wallets_kobo,
        (SELECT coalesce(sum(bonus_kobo), 0)::float8 FROM users) AS bonuses_kobo`),
  );
  const days = daysUpTo(String(state?.today), 30);

  const newUsers = rowsOf<{ day: string; count: number }>(
    await db.execute(sql`
      SELECT to_char(created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD') AS day,
        count(*)::int AS count
      FROM users WHERE created_at >= ${FIRST_DAY}
      GROUP BY 1`),
  );

  return {
    periods: PERIODS.map(({ period, days: length }) => {
      const from = days[days.length - length] ?? '';
      return summarise(
        period,
        groups.filter((row) => row.day >= from),
        newUsers.filter((row) => row.day >= from).reduce((sum, row) => sum + num(row.count), 0),
      );
    }),
    pending: num(state?.pending),
    needs_attention: num(state?.needs_attention),
    wallet_liabilities: {
      wallets: koboToNaira(num(state?.wallets_kobo)),
      bonuses: koboToNaira(num(state?.bonuses_kobo)),
    },
    daily_sales: days.map((date) => ({
      date,
      sales: koboToNaira(
        groups
          .filter((row) => row.day === date && row.status === 'confirmed')
          .reduce((sum, row) => sum + num(row.value_kobo), 0),
      ),
    })),
  };
}
