import {
  FAILED_STATUSES,
  TREND_MAX_DAYS,
  type TrendDay,
  type TrendNetwork,
  type TrendProvider,
  type TrendRange,
  type Trends,
  type TrendSeries,
  type TrendsQuery,
} from '@contract/api/console';
import { NETWORK_NAMES, NETWORKS } from '@contract/rules/network';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/http-error';
import { koboToNaira } from '../../../lib/money';
import { FUNDING_PROVIDERS, type FundingProviderName } from '../../payments/funding-providers';
import {
  daysOf,
  daysUpTo,
  lagosToday,
  readActiveCustomers,
  readLiabilitiesByDay,
  readMoneyGroups,
  readNewUserDays,
  readSaleGroups,
  type LagosDays,
  type SaleGroup,
} from './figure-groups';

/*
 * The owner's figures day by day over a range, for the charts: the same grouped reads as the
 * overview's cards (figure-groups.ts), so a chart's total over 30 days is the card's 30 days.
 */

const LAST_DAYS: Record<Exclude<TrendRange, 'custom'>, number> = {
  today: 1,
  '7d': 7,
  '30d': 30,
  '90d': 90,
};

/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-30). */
const isCalendarDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

/** The Lagos days a query asks for; a custom range must be whole, in order and not too long. */
export async function rangeOfQuery(db: Db, query: TrendsQuery): Promise<LagosDays> {
  const range = query.range ?? '30d';
  if (range !== 'custom') {
    const days = daysUpTo(await lagosToday(db), LAST_DAYS[range]);
    return { from: days[0] ?? '', to: days.at(-1) ?? '' };
  }
  const { from, to } = query;
  if (!from || !to)
    throw badRequest('A custom range needs a first and a last day.', {
      ...(from ? {} : { from: 'Choose the first day.' }),
      ...(to ? {} : { to: 'Choose the last day.' }),
    });
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (!isCalendarDay(day)) throw badRequest('Give real dates.', { [field]: 'Not a real date.' });
  if (from > to)
    throw badRequest('The first day must not be after the last day.', {
      to: 'The last day must not be before the first.',
    });
  if (daysOf({ from, to }).length > TREND_MAX_DAYS)
    throw badRequest(`Choose at most ${TREND_MAX_DAYS} days.`, {
      from: `At most ${TREND_MAX_DAYS} days.`,
    });
  return { from, to };
}

/** percent with two decimals of `part` among `whole`; null when there is nothing to count */
const percent = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 10_000) / 100 : null;

const sumOf = (rows: SaleGroup[], pick: (row: SaleGroup) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0);

const delivered = (rows: SaleGroup[]) => rows.filter((row) => row.status === 'confirmed');
const failedOf = (rows: SaleGroup[]) => rows.filter((row) => FAILED_STATUSES.includes(row.status));

/** Rows grouped by a key, each group's rows by day. */
function byKeyAndDay(rows: SaleGroup[], key: (row: SaleGroup) => string | null) {
  const groups = new Map<string, Map<string, SaleGroup[]>>();
  for (const row of rows) {
    const name = key(row);
    if (name === null) continue;
    const days = groups.get(name) ?? new Map<string, SaleGroup[]>();
    days.set(row.day, [...(days.get(row.day) ?? []), row]);
    groups.set(name, days);
  }
  return groups;
}

function servicesOf(groups: SaleGroup[], days: string[]): TrendSeries[] {
  return [...byKeyAndDay(delivered(groups), (row) => row.service)]
    .map(([service, byDay]) => {
      const values = days.map((day) =>
        koboToNaira(sumOf(byDay.get(day) ?? [], (r) => r.value_kobo)),
      );
      return {
        key: service,
        total: koboToNaira(sumOf([...byDay.values()].flat(), (r) => r.value_kobo)),
        values,
      };
    })
    .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
}

function providersOf(groups: SaleGroup[], days: string[]): TrendProvider[] {
  return [...byKeyAndDay(groups, (row) => (row.provider === 'none' ? null : row.provider))]
    .map(([provider, byDay]) => {
      const all = [...byDay.values()].flat();
      const good = delivered(all).reduce((sum, row) => sum + row.count, 0);
      const bad = failedOf(all).reduce((sum, row) => sum + row.count, 0);
      return {
        provider,
        spend: koboToNaira(sumOf(delivered(all), (row) => row.cost_kobo)),
        delivered: good,
        failed: bad,
        success_rate: percent(good, good + bad),
        spend_by_day: days.map((day) =>
          koboToNaira(sumOf(delivered(byDay.get(day) ?? []), (row) => row.cost_kobo)),
        ),
        success_by_day: days.map((day) => {
          const rows = byDay.get(day) ?? [];
          const dayGood = sumOf(delivered(rows), (row) => row.count);
          return percent(dayGood, dayGood + sumOf(failedOf(rows), (row) => row.count));
        }),
      };
    })
    .sort((a, b) => b.spend - a.spend || a.provider.localeCompare(b.provider));
}

function networksOf(groups: SaleGroup[], days: string[]): TrendNetwork[] {
  const byNetwork = byKeyAndDay(groups, (row) => row.network);
  return NETWORKS.filter((network) => byNetwork.has(network)).map((network) => {
    const byDay = byNetwork.get(network) ?? new Map<string, SaleGroup[]>();
    const all = [...byDay.values()].flat();
    const good = sumOf(delivered(all), (row) => row.count);
    const bad = sumOf(failedOf(all), (row) => row.count);
    return {
      network: NETWORK_NAMES[network],
      delivered: good,
      failed: bad,
      failure_rate: percent(bad, good + bad),
      failure_by_day: days.map((day) => {
        const rows = byDay.get(day) ?? [];
        const dayBad = sumOf(failedOf(rows), (row) => row.count);
        return percent(dayBad, dayBad + sumOf(delivered(rows), (row) => row.count));
      }),
    };
  });
}

/** The owner's figures for each day of the query's range, and by service, provider and network. */
export async function readTrends(db: Db, query: TrendsQuery): Promise<Trends> {
  const range = await rangeOfQuery(db, query);
  const days = daysOf(range);
  const [groups, money, newUsers, active, liabilities] = await Promise.all([
    readSaleGroups(db, range),
    readMoneyGroups(db, range),
    readNewUserDays(db, range),
    readActiveCustomers(db, range),
    readLiabilitiesByDay(db, range),
  ]);
  const moneyOf = (day: string, kind: string, provider?: FundingProviderName) =>
    koboToNaira(
      money
        .filter(
          (row) =>
            row.day === day &&
            row.kind === kind &&
            (provider === undefined || row.provider === provider),
        )
        .reduce((sum, row) => sum + row.value_kobo, 0),
    );
  const trendDays: TrendDay[] = days.map((date) => {
    const rows = groups.filter((row) => row.day === date);
    const good = delivered(rows);
    const goodCount = sumOf(good, (row) => row.count);
    const badCount = sumOf(failedOf(rows), (row) => row.count);
    const salesKobo = sumOf(good, (row) => row.value_kobo);
    return {
      date,
      sales: koboToNaira(salesKobo),
      margin: koboToNaira(salesKobo - sumOf(good, (row) => row.cost_kobo)),
      delivered: goodCount,
      failed: badCount,
      failure_rate: percent(badCount, goodCount + badCount),
      new_customers: newUsers.get(date) ?? 0,
      active_customers: active.byDay.get(date) ?? 0,
      card_funding: moneyOf(date, 'card_funding'),
      transfers: moneyOf(date, 'bank_funding'),
      funding_by_provider: FUNDING_PROVIDERS.map((provider) => ({
        provider,
        card: moneyOf(date, 'card_funding', provider),
        transfers: moneyOf(date, 'bank_funding', provider),
      })),
      liabilities: koboToNaira(liabilities.get(date) ?? 0),
    };
  });
  return {
    range: query.range ?? '30d',
    from: range.from,
    to: range.to,
    days: trendDays,
    services: servicesOf(groups, days),
    providers: providersOf(groups, days),
    networks: networksOf(groups, days),
    active_customers: active.overall,
  };
}
