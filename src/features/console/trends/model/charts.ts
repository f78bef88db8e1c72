import type { TrendFunding, Trends } from '@contract/api/console';
import { formatNaira } from '@contract/format';

/*
 * Each chart of the owner's trends as the screen draws it: its lines, one value a day, and a
 * sentence that says what the lines show (read by screen readers and shown under the title).
 */

export type ChartUnit = 'naira' | 'percent' | 'count';

export interface ChartLine {
  label: string;
  values: readonly (number | null)[];
  /** drawn as bars rather than a line */
  bars?: boolean;
}

export interface ChartSpec {
  id: TrendChartId;
  title: string;
  unit: ChartUnit;
  lines: ChartLine[];
  summary: string;
}

export const TREND_CHART_IDS = [
  'sales',
  'services',
  'provider-spend',
  'provider-success',
  'network-failures',
  'customers',
  'funding',
  'liabilities',
] as const;
export type TrendChartId = (typeof TREND_CHART_IDS)[number];

/** A value as a chart's unit writes it: ₦1,234.50, 33.33%, 12; a day without one is "no data". */
export function formatValue(value: number | null | undefined, unit: ChartUnit): string {
  if (value === null || value === undefined) return 'no data';
  if (unit === 'naira') return formatNaira(value);
  if (unit === 'percent') return `${value}%`;
  return String(value);
}

const total = (values: readonly (number | null)[]) =>
  Math.round(values.reduce<number>((sum, value) => sum + (value ?? 0), 0) * 100) / 100;

const counted = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** "over 30 days (1 Nov to 30 Nov)", or "today" */
function spanOf(trends: Trends): string {
  const days = trends.days.length;
  return days === 1 ? `on ${trends.from}` : `over ${days} days, ${trends.from} to ${trends.to}`;
}

/** The day with the highest value, if any is above zero. */
function bestDay(trends: Trends, values: readonly (number | null)[]) {
  let best: { date: string; value: number } | undefined;
  values.forEach((value, index) => {
    const date = trends.days[index]?.date;
    if (date && value !== null && value > 0 && (!best || value > best.value))
      best = { date, value };
  });
  return best;
}

const listOr = (parts: string[], none: string) => (parts.length ? parts.join('; ') : none);

function salesChart(trends: Trends): ChartSpec {
  const sales = trends.days.map((day) => day.sales);
  const best = bestDay(trends, sales);
  return {
    id: 'sales',
    title: 'Sales and margin by day',
    unit: 'naira',
    lines: [
      { label: 'Sales', values: sales, bars: true },
      { label: 'Margin', values: trends.days.map((day) => day.margin) },
    ],
    summary:
      `Sales ${formatNaira(total(sales))} and margin ` +
      `${formatNaira(total(trends.days.map((day) => day.margin)))} ${spanOf(trends)}` +
      (best ? `; best day ${best.date} with ${formatNaira(best.value)}.` : '; no sales.'),
  };
}

function servicesChart(trends: Trends): ChartSpec {
  return {
    id: 'services',
    title: 'Sales by service',
    unit: 'naira',
    lines: trends.services.map((service) => ({ label: service.key, values: service.values })),
    summary: `Sales by service ${spanOf(trends)}: ${listOr(
      trends.services.map((service) => `${service.key} ${formatNaira(service.total)}`),
      'none',
    )}.`,
  };
}

function providerSpendChart(trends: Trends): ChartSpec {
  return {
    id: 'provider-spend',
    title: 'Provider spend by day',
    unit: 'naira',
    lines: trends.providers.map((provider) => ({
      label: provider.provider,
      values: provider.spend_by_day,
    })),
    summary: `Paid to providers for delivered purchases ${spanOf(trends)}: ${listOr(
      trends.providers.map((provider) => `${provider.provider} ${formatNaira(provider.spend)}`),
      'nothing',
    )}.`,
  };
}

function providerSuccessChart(trends: Trends): ChartSpec {
  return {
    id: 'provider-success',
    title: 'Provider success rate',
    unit: 'percent',
    lines: trends.providers.map((provider) => ({
      label: provider.provider,
      values: provider.success_by_day,
    })),
    summary: `Delivered of those delivered or failed ${spanOf(trends)}: ${listOr(
      trends.providers.map(
        (provider) =>
          `${provider.provider} ${formatValue(provider.success_rate, 'percent')} of ${counted(provider.delivered + provider.failed, 'purchase')}`,
      ),
      'no purchases settled',
    )}.`,
  };
}

function networkFailuresChart(trends: Trends): ChartSpec {
  return {
    id: 'network-failures',
    title: 'Failure rate by network',
    unit: 'percent',
    lines: trends.networks.map((network) => ({
      label: network.network,
      values: network.failure_by_day,
    })),
    summary: `Airtime and data that failed ${spanOf(trends)}: ${listOr(
      trends.networks.map(
        (network) =>
          `${network.network} ${formatValue(network.failure_rate, 'percent')} of ${counted(network.delivered + network.failed, 'purchase')}`,
      ),
      'no purchases settled',
    )}.`,
  };
}

function customersChart(trends: Trends): ChartSpec {
  const added = total(trends.days.map((day) => day.new_customers));
  return {
    id: 'customers',
    title: 'New and active customers',
    unit: 'count',
    lines: [
      { label: 'New', values: trends.days.map((day) => day.new_customers), bars: true },
      { label: 'Active', values: trends.days.map((day) => day.active_customers) },
    ],
    summary: `${counted(added, 'new customer')} and ${counted(trends.active_customers, 'customer')} buying ${spanOf(trends)}.`,
  };
}

const PAYMENTS_PROVIDERS: Record<TrendFunding['provider'], string> = {
  monnify: 'Monnify',
  paystack: 'Paystack',
};

/** Card and bank transfer funding, each line one channel through one payments provider. */
function fundingChart(trends: Trends): ChartSpec {
  const card = trends.days.map((day) => day.card_funding);
  const transfers = trends.days.map((day) => day.transfers);
  const providers = Object.keys(PAYMENTS_PROVIDERS) as TrendFunding['provider'][];
  const through = (provider: TrendFunding['provider'], channel: 'card' | 'transfers') =>
    trends.days.map(
      (day) => day.funding_by_provider.find((row) => row.provider === provider)?.[channel] ?? 0,
    );
  const split = (channel: 'card' | 'transfers') =>
    providers
      .map(
        (provider) =>
          `${PAYMENTS_PROVIDERS[provider]} ${formatNaira(total(through(provider, channel)))}`,
      )
      .join(', ');
  return {
    id: 'funding',
    title: 'Funding in by channel',
    unit: 'naira',
    lines: (['card', 'transfers'] as const).flatMap((channel) =>
      providers.map((provider) => ({
        label: `${channel === 'card' ? 'Card' : 'Bank transfer'}, ${PAYMENTS_PROVIDERS[provider]}`,
        values: through(provider, channel),
      })),
    ),
    summary: `Wallets funded ${spanOf(trends)}: ${formatNaira(total(card))} by card (${split('card')}) and ${formatNaira(total(transfers))} by bank transfer (${split('transfers')}).`,
  };
}

function liabilitiesChart(trends: Trends): ChartSpec {
  const first = trends.days[0];
  const last = trends.days.at(-1);
  return {
    id: 'liabilities',
    title: 'Wallet liabilities',
    unit: 'naira',
    lines: [{ label: 'Owed to customers', values: trends.days.map((day) => day.liabilities) }],
    summary:
      first && last
        ? `Owed to customers in wallets and bonuses: ${formatNaira(last.liabilities)} at the end of ${last.date}` +
          (first === last
            ? '.'
            : `, from ${formatNaira(first.liabilities)} at the end of ${first.date}.`)
        : 'No days in this range.',
  };
}

const BUILDERS: Record<TrendChartId, (trends: Trends) => ChartSpec> = {
  sales: salesChart,
  services: servicesChart,
  'provider-spend': providerSpendChart,
  'provider-success': providerSuccessChart,
  'network-failures': networkFailuresChart,
  customers: customersChart,
  funding: fundingChart,
  liabilities: liabilitiesChart,
};

/** The charts asked for, in that order. */
export const chartsOf = (trends: Trends, ids: readonly TrendChartId[]): ChartSpec[] =>
  ids.map((id) => BUILDERS[id](trends));
