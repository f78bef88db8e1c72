import { Type, type Static } from 'typebox';
import { TREND_MAX_DAYS, TREND_RANGES, type TrendRange } from '../../rules/trend-range';
import { ISO_DATE } from './paging';
import { PaymentProviderNameSchema } from './payment-providers';

/*
 * The owner's figures day by day over a range, for the console's charts. Every figure is counted
 * as the overview's cards count it (the same grouped reads): a sale is a delivered purchase or SMS
 * send at what it brought, its margin that less what the provider charged; a failure rate is the
 * failed (reversed included) of those delivered or failed. Days are Lagos days, oldest first.
 */

export { TREND_MAX_DAYS, TREND_RANGES, type TrendRange };

export const TrendsQuerySchema = Type.Object({
  range: Type.Optional(
    Type.Unsafe<TrendRange>(
      Type.Union(
        TREND_RANGES.map((value) => Type.Literal(value)),
        { default: '30d' },
      ),
    ),
  ),
  /** the first and last Lagos day of a custom range, YYYY-MM-DD */
  from: Type.Optional(Type.String({ pattern: ISO_DATE })),
  to: Type.Optional(Type.String({ pattern: ISO_DATE })),
});

/** A day's naira credited through one payments provider, by card and by bank transfer. */
export const TrendFundingSchema = Type.Object({
  provider: PaymentProviderNameSchema,
  card: Type.Number(),
  transfers: Type.Number(),
});

export const TrendDaySchema = Type.Object({
  date: Type.String(),
  /** naira brought by delivered sales, and that less what the providers charged */
  sales: Type.Number(),
  margin: Type.Number(),
  delivered: Type.Integer(),
  failed: Type.Integer(),
  /** percent, two decimals; null on a day with nothing delivered or failed */
  failure_rate: Type.Union([Type.Number(), Type.Null()]),
  new_customers: Type.Integer(),
  /** customers with at least one delivered sale that day */
  active_customers: Type.Integer(),
  /** naira credited by card payments and by bank transfers */
  card_funding: Type.Number(),
  transfers: Type.Number(),
  /** the same per payments provider (Monnify, then Paystack); they add up to the two above */
  funding_by_provider: Type.Array(TrendFundingSchema),
  /** naira the business owes its customers at the day's end: wallets and bonuses */
  liabilities: Type.Number(),
});

/** One line of a chart: a name and one value a day, aligned with the days. */
export const TrendSeriesSchema = Type.Object({
  key: Type.String(),
  /** the value over the whole range */
  total: Type.Number(),
  values: Type.Array(Type.Union([Type.Number(), Type.Null()])),
});

export const TrendProviderSchema = Type.Object({
  provider: Type.String(),
  /** naira the provider charged for the purchases it delivered */
  spend: Type.Number(),
  delivered: Type.Integer(),
  failed: Type.Integer(),
  /** percent of those delivered or failed that it delivered; null when none */
  success_rate: Type.Union([Type.Number(), Type.Null()]),
  spend_by_day: Type.Array(Type.Number()),
  success_by_day: Type.Array(Type.Union([Type.Number(), Type.Null()])),
});

export const TrendNetworkSchema = Type.Object({
  network: Type.String(),
  delivered: Type.Integer(),
  failed: Type.Integer(),
  failure_rate: Type.Union([Type.Number(), Type.Null()]),
  failure_by_day: Type.Array(Type.Union([Type.Number(), Type.Null()])),
});

export const TrendsSchema = Type.Object({
  range: Type.Unsafe<TrendRange>(Type.Union(TREND_RANGES.map((value) => Type.Literal(value)))),
  from: Type.String(),
  to: Type.String(),
  days: Type.Array(TrendDaySchema),
  /** delivered sales by service, each a line of naira a day */
  services: Type.Array(TrendSeriesSchema),
  providers: Type.Array(TrendProviderSchema),
  /** airtime and data purchases by mobile network */
  networks: Type.Array(TrendNetworkSchema),
  /** distinct customers with a delivered sale over the whole range */
  active_customers: Type.Integer(),
});

export type TrendsQuery = Static<typeof TrendsQuerySchema>;
export type TrendDay = Static<typeof TrendDaySchema>;
export type TrendFunding = Static<typeof TrendFundingSchema>;
export type TrendSeries = Static<typeof TrendSeriesSchema>;
export type TrendProvider = Static<typeof TrendProviderSchema>;
export type TrendNetwork = Static<typeof TrendNetworkSchema>;
export type Trends = Static<typeof TrendsSchema>;
