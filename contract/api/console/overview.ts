import { Type, type Static } from 'typebox';
import { PaymentProviderNameSchema } from './payment-providers';

/*
 * How the business is doing, computed by the server from the transactions, users and ledger.
 * Money in naira. Every staff member gets the queues; only owners get the money figures (sales,
 * margin, cost, funding, liabilities, the provider balance): the server leaves `business` out for
 * support.
 */

const CountValueSchema = Type.Object({ count: Type.Integer(), value: Type.Number() });

/**
 * What "failed" means on every card, breakdown and rate of the overview: nothing was delivered and
 * the customer was refunded, whether refused before delivery (failed) or reversed after it.
 */
export const FAILED_STATUSES: readonly string[] = ['failed', 'reversed'];

/** The outcome a status counts under: a reversed purchase is a failed one. */
export const outcomeOfStatus = (status: string): string =>
  FAILED_STATUSES.includes(status) ? 'failed' : status;

export const OverviewBreakdownSchema = Type.Object({
  /** a category name (Airtime, Data, ...) or a status (confirmed, failed, ...) */
  key: Type.String(),
  count: Type.Integer(),
  value: Type.Number(),
});

/** Money in through one payments provider in a period. */
export const OverviewMoneyInProviderSchema = Type.Object({
  provider: PaymentProviderNameSchema,
  card: CountValueSchema,
  transfers: CountValueSchema,
  bank_charges: CountValueSchema,
});

export const OverviewPeriodSchema = Type.Object({
  /** today, 7d, 30d */
  period: Type.Union([Type.Literal('today'), Type.Literal('7d'), Type.Literal('30d')]),
  /** the period's first Lagos day, YYYY-MM-DD (the lists the cards link to start there) */
  from: Type.String(),
  /** what customers paid for delivered purchases */
  sales: CountValueSchema,
  /** sales less what the provider charged us for them (delivered purchases only) */
  margin: Type.Number(),
  /** delivered purchases per service: adds up to sales */
  by_service: Type.Array(OverviewBreakdownSchema),
  /**
   * purchases not delivered, apart: failed (FAILED_STATUSES; `reversed` of them were reversed
   * after delivery) and still pending
   */
  not_delivered: Type.Object({
    failed: Type.Object({ ...CountValueSchema.properties, reversed: Type.Integer() }),
    pending: CountValueSchema,
  }),
  /** purchases by outcome (outcomeOfStatus): its failed row is the failed card's figure */
  by_status: Type.Array(OverviewBreakdownSchema),
  /** failed purchases as a percentage of those that reached an outcome (delivered or failed) */
  failure_rate: Type.Number(),
  new_users: Type.Integer(),
  /** money customers put in: card, bank transfers (credited in full), bank charges we kept */
  money_in: Type.Object({
    card: CountValueSchema,
    transfers: CountValueSchema,
    bank_charges: CountValueSchema,
    /** the same figures per payments provider (Monnify, then Paystack): they add up to the above */
    by_provider: Type.Array(OverviewMoneyInProviderSchema),
  }),
  /** money given by hand (manual credits) */
  manual_credits: CountValueSchema,
  /** airtime-to-cash payouts credited to wallets in the period */
  airtime_to_cash: CountValueSchema,
  /** referral commissions paid, less those taken back */
  referral_commissions: Type.Number(),
});

export const OverviewDaySchema = Type.Object({
  /** YYYY-MM-DD, Lagos time */
  date: Type.String(),
  sales: Type.Number(),
});

/** Work waiting for a person: every staff member sees these. */
export const OverviewQueuesSchema = Type.Object({
  needs_attention: Type.Integer(),
  /** open conflicts: settled purchases (by staff or on an earlier answer) a provider later contradicted */
  conflicts: Type.Integer(),
  /** customers' open disputes (problem reports asking the provider did not settle), and those overdue */
  problem_reports: Type.Integer(),
  problem_reports_overdue: Type.Integer(),
  /** airtime-to-cash requests waiting for review */
  airtime_to_cash: Type.Integer(),
  /** webhook deliveries waiting to go out, and those that gave up */
  webhook_backlog: Type.Integer(),
  webhook_failed: Type.Integer(),
});

/** The money figures: owners only. */
export const OverviewBusinessSchema = Type.Object({
  periods: Type.Array(OverviewPeriodSchema),
  pending: Type.Integer(),
  /** customers' wallet balances and referral bonuses: what we owe them */
  wallet_liabilities: Type.Object({ wallets: Type.Number(), bonuses: Type.Number() }),
  /** our balance with the bills provider, or null with the reason when it could not be read */
  provider_balance: Type.Union([Type.Number(), Type.Null()]),
  provider_balance_error: Type.Optional(Type.String()),
  /** the last 30 days, oldest first, one entry a day */
  daily_sales: Type.Array(OverviewDaySchema),
});

export const ConsoleOverviewSchema = Type.Object({
  queues: OverviewQueuesSchema,
  /** absent for support */
  business: Type.Optional(OverviewBusinessSchema),
});

export type OverviewBreakdown = Static<typeof OverviewBreakdownSchema>;
export type OverviewPeriod = Static<typeof OverviewPeriodSchema>;
export type OverviewMoneyInProvider = Static<typeof OverviewMoneyInProviderSchema>;
export type OverviewDay = Static<typeof OverviewDaySchema>;
export type OverviewQueues = Static<typeof OverviewQueuesSchema>;
export type OverviewBusiness = Static<typeof OverviewBusinessSchema>;
export type ConsoleOverview = Static<typeof ConsoleOverviewSchema>;
