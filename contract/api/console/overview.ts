import { Type, type Static } from 'typebox';

/*
 * How the business is doing, computed by the server from the transactions, users and ledger.
 * Money in naira.
 */

const CountValueSchema = Type.Object({ count: Type.Integer(), value: Type.Number() });

export const OverviewBreakdownSchema = Type.Object({
  /** a category name (Airtime, Data, ...) or a status (confirmed, failed, ...) */
  key: Type.String(),
  count: Type.Integer(),
  value: Type.Number(),
});

export const OverviewPeriodSchema = Type.Object({
  /** today, 7d, 30d */
  period: Type.Union([Type.Literal('today'), Type.Literal('7d'), Type.Literal('30d')]),
  /** what customers paid for delivered purchases */
  sales: CountValueSchema,
  /** sales less what the provider charged us for them */
  margin: Type.Number(),
  by_service: Type.Array(OverviewBreakdownSchema),
  by_status: Type.Array(OverviewBreakdownSchema),
  /** failed or reversed purchases as a percentage of the settled ones */
  failure_rate: Type.Number(),
  new_users: Type.Integer(),
});

export const OverviewDaySchema = Type.Object({
  /** YYYY-MM-DD, Lagos time */
  date: Type.String(),
  sales: Type.Number(),
});

export const ConsoleOverviewSchema = Type.Object({
  periods: Type.Array(OverviewPeriodSchema),
  pending: Type.Integer(),
  needs_attention: Type.Integer(),
  /** customers' wallet balances and referral bonuses: what we owe them */
  wallet_liabilities: Type.Object({ wallets: Type.Number(), bonuses: Type.Number() }),
  /** our balance with the bills provider, or null with the reason when it could not be read */
  provider_balance: Type.Union([Type.Number(), Type.Null()]),
  provider_balance_error: Type.Optional(Type.String()),
  /** the last 30 days, oldest first, one entry a day */
  daily_sales: Type.Array(OverviewDaySchema),
});

export type OverviewBreakdown = Static<typeof OverviewBreakdownSchema>;
export type OverviewPeriod = Static<typeof OverviewPeriodSchema>;
export type OverviewDay = Static<typeof OverviewDaySchema>;
export type ConsoleOverview = Static<typeof ConsoleOverviewSchema>;
