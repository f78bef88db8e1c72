import { sql } from 'drizzle-orm';
import {
  FAILED_STATUSES,
  outcomeOfStatus,
  type OverviewBreakdown,
  type OverviewBusiness,
  type OverviewPeriod,
  type OverviewQueues,
} from '@contract/api/console';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { koboToNaira } from '../../../lib/money';
import { AIRTIME_TO_CASH_KIND } from '../../airtime-to-cash/review';
import {
  COMMISSION_KINDS,
  daysUpTo,
  lagosToday,
  readMoneyGroups,
  readNewUserDays,
  readPayoutGroups,
  readSaleGroups,
  type MoneyGroup,
  type SaleGroup,
} from './figure-groups';
import { FUNDING_PROVIDERS, type FundingProviderName } from '../../payments/funding-providers';
import { SALE_KINDS } from './sale-figures';

/*
 * The business at a glance. Days are Lagos days. A sale is a purchase or an SMS send the customer
 * paid for and got (confirmed), valued at what it brought (less the part refunded of one delivered
 * in part); its cost is the face value sent to the provider less the provider's commission
 * (airtime to cash is us buying, not a sale). Failed (FAILED_STATUSES, one definition for every
 * card, breakdown and rate) and pending purchases are counted apart, never in sales or the
 * services. The last 30 days are read once as the charts read any range (figure-groups.ts); the
 * periods and the daily chart are sums of those groups.
 */

const PERIODS = [
  { period: 'today', days: 1 },
  { period: '7d', days: 7 },
  { period: '30d', days: 30 },
] as const;

const num = (value: unknown) => Number(value ?? 0);

function countValue(rows: { count: unknown; value_kobo: unknown }[]) {
  return {
    count: rows.reduce((sum, row) => sum + num(row.count), 0),
    value: koboToNaira(rows.reduce((sum, row) => sum + num(row.value_kobo), 0)),
  };
}

/** The failure rate, percent with two decimals, of `failed` among `settled`; 0 when none. */
export const failureRate = (failed: number, settled: number) =>
  settled ? Math.round((failed / settled) * 10_000) / 100 : 0;

function breakdown(rows: SaleGroup[], key: 'service' | 'status'): OverviewBreakdown[] {
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

interface PeriodRows {
  period: OverviewPeriod['period'];
  from: string;
  sales: SaleGroup[];
  money: MoneyGroup[];
  payouts: MoneyGroup[];
  newUsers: number;
}

function summarise({
  period,
  from,
  sales: rows,
  money,
  payouts,
  newUsers,
}: PeriodRows): OverviewPeriod {
  const confirmed = rows.filter((row) => row.status === 'confirmed');
  const ofKind = (kind: string) => money.filter((row) => row.kind === kind);
  const through = (provider: FundingProviderName, kind: string) =>
    countValue(ofKind(kind).filter((row) => row.provider === provider));
  const salesKobo = confirmed.reduce((sum, row) => sum + num(row.value_kobo), 0);
  const costKobo = confirmed.reduce((sum, row) => sum + num(row.cost_kobo), 0);
  const count = (statuses: string[]) =>
    rows
      .filter((row) => statuses.includes(row.status))
      .reduce((sum, row) => sum + num(row.count), 0);
  const failedRows = rows.filter((row) => FAILED_STATUSES.includes(row.status));
  const failed = count([...FAILED_STATUSES]);
  const settled = count(['confirmed']) + failed;
  const paidOut = (kinds: string[]) => payouts.filter((row) => kinds.includes(row.kind));
  return {
    period,
    from,
    sales: { count: count(['confirmed']), value: koboToNaira(salesKobo) },
    margin: koboToNaira(salesKobo - costKobo),
    by_service: breakdown(confirmed, 'service'),
    not_delivered: {
      failed: { ...countValue(failedRows), reversed: count(['reversed']) },
      pending: countValue(rows.filter((row) => row.status === 'pending')),
    },
    by_status: breakdown(
      rows.map((row) => ({ ...row, status: outcomeOfStatus(row.status) })),
      'status',
    ),
    failure_rate: failureRate(failed, settled),
    new_users: newUsers,
    money_in: {
      card: countValue(ofKind('card_funding')),
      transfers: countValue(ofKind('bank_funding')),
      bank_charges: countValue(ofKind('bank_charge')),
      by_provider: FUNDING_PROVIDERS.map((provider) => ({
        provider,
        card: through(provider, 'card_funding'),
        transfers: through(provider, 'bank_funding'),
        bank_charges: through(provider, 'bank_charge'),
      })),
    },
    manual_credits: countValue(ofKind('manual_credit')),
    airtime_to_cash: countValue(paidOut([AIRTIME_TO_CASH_KIND])),
    referral_commissions: countValue(paidOut(COMMISSION_KINDS)).value,
  };
}

/** Work waiting for a person: what every staff member sees. */
export async function readOverviewQueues(db: Db): Promise<OverviewQueues> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM transactions_pending
          WHERE kind = 'purchase' AND needs_attention_at IS NOT NULL) AS needs_attention,
        (SELECT count(*)::int FROM settlement_conflicts WHERE resolution IS NULL) AS conflicts,
        (SELECT count(*)::int FROM problem_reports WHERE status = 'open') AS problem_reports,
        (SELECT count(*)::int FROM problem_reports
          WHERE status = 'open' AND answer_by < now()) AS problem_reports_overdue,
        (SELECT count(*)::int FROM transactions_pending
          WHERE kind = 'airtime_to_cash') AS airtime_to_cash,
        (SELECT count(*)::int FROM webhook_deliveries WHERE status = 'pending') AS webhook_backlog,
        (SELECT count(*)::int FROM webhook_deliveries WHERE status = 'failed') AS webhook_failed`),
  );
  return {
    needs_attention: num(row?.needs_attention),
    conflicts: num(row?.conflicts),
    problem_reports: num(row?.problem_reports),
    problem_reports_overdue: num(row?.problem_reports_overdue),
    airtime_to_cash: num(row?.airtime_to_cash),
    webhook_backlog: num(row?.webhook_backlog),
    webhook_failed: num(row?.webhook_failed),
  };
}

export async function readOverviewFigures(
  db: Db,
): Promise<Omit<OverviewBusiness, 'provider_balance' | 'provider_balance_error'>> {
  const days = daysUpTo(await lagosToday(db), 30);
  const range = { from: days[0] ?? '', to: days.at(-1) ?? '' };
  const [groups, money, payouts, newUsers] = await Promise.all([
    readSaleGroups(db, range),
    readMoneyGroups(db, range),
    readPayoutGroups(db, range),
    readNewUserDays(db, range),
  ]);
  const [state] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM transactions
          WHERE status = 'pending' AND kind IN ${SALE_KINDS}) AS pending,
        (SELECT coalesce(sum(wallet_balance_kobo), 0)::float8 FROM users) AS wallets_kobo,
        (SELECT coalesce(sum(bonus_kobo), 0)::float8 FROM users) AS bonuses_kobo`),
  );

  return {
    periods: PERIODS.map(({ period, days: length }) => {
      const from = days[days.length - length] ?? '';
      return summarise({
        period,
        from,
        sales: groups.filter((row) => row.day >= from),
        money: money.filter((row) => row.day >= from),
        payouts: payouts.filter((row) => row.day >= from),
        newUsers: [...newUsers]
          .filter(([day]) => day >= from)
          .reduce((sum, [, count]) => sum + count, 0),
      });
    }),
    pending: num(state?.pending),
    wallet_liabilities: {
      wallets: koboToNaira(num(state?.wallets_kobo)),
      bonuses: koboToNaira(num(state?.bonuses_kobo)),
    },
    daily_sales: days.map((date) => ({
      date,
      sales: koboToNaira(
        groups
          .filter((row) => row.day === date && row.status === 'confirmed')
          .reduce((sum, row) => sum + row.value_kobo, 0),
      ),
    })),
  };
}
