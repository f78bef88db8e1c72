import { Type, type Static, type TSchema } from 'typebox';
import { ISO_DATE } from './paging';

/*
 * One Lagos day checked against the providers (owners only): for each bills provider, what our
 * delivered purchases cost against how its balance moved and against its own record of each of our
 * transactions; the funding we credited against the payments Monnify received; the ledger check.
 * Every difference comes with the transactions behind it. Money in naira.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ReconciliationQuerySchema = Type.Object({
  /** YYYY-MM-DD, a Lagos day; today when absent */
  day: Type.Optional(Type.String({ pattern: ISO_DATE })),
});

const BalancePointSchema = Type.Object({
  balance: Type.Number(),
  recorded_at: Type.String({ format: 'date-time' }),
});

/** One transaction on one side of a difference, or on both with different amounts. */
export const ReconciliationLineSchema = Type.Object({
  /** the reference both sides know: our request id with a bills provider, Monnify's transaction reference */
  reference: Type.String(),
  /** our transaction's reference (the console's link to it); null when we have none */
  tx_ref: Nullable(Type.String()),
  /**
   * our side: the transaction's status and what we count for it (a purchase: its cost to us when
   * delivered, else 0; funding: what we credited); null when we have none
   */
  ours: Nullable(Type.Object({ status: Type.String(), amount: Type.Number() })),
  /**
   * the provider's side: its status and what it took (bills) or received (payments), null amount
   * when its answer did not say; null when it has no such transaction
   */
  theirs: Nullable(Type.Object({ status: Type.String(), amount: Nullable(Type.Number()) })),
});

export const ReconciliationDifferencesSchema = Type.Object({
  /** we counted it (delivered, or credited) and the provider did not (failed, reversed, unknown) */
  ours_without_theirs: Type.Array(ReconciliationLineSchema),
  /** the provider took or received money for it and we counted nothing */
  theirs_without_ours: Type.Array(ReconciliationLineSchema),
  /** both counted it, for different amounts */
  amount_mismatches: Type.Array(ReconciliationLineSchema),
});

export const ProviderDaySchema = Type.Object({
  /** the bills provider's name in routing (vtpass, clubkonnect) */
  name: Type.String(),
  /** as shown (VTpass, ClubKonnect) */
  provider: Type.String(),
  /** delivered purchases created that day */
  delivered_count: Type.Integer(),
  /** what the provider charges us for them (face value less its commission) */
  delivered_cost: Type.Number(),
  /** the balance recorded nearest the day's start and end; null when none was recorded */
  opening: Nullable(BalancePointSchema),
  closing: Nullable(BalancePointSchema),
  /** opening less closing: what the provider took (top-ups we made show as negative) */
  balance_movement: Nullable(Type.Number()),
  /** balance movement less our cost; 0 when they agree */
  difference: Nullable(Type.Number()),
  /** the transactions behind the difference; null when the provider's records could not be read */
  differences: Nullable(ReconciliationDifferencesSchema),
  /** why the provider's records could not be read */
  statement_error: Nullable(Type.String()),
  /** what the listed transactions account for: what the provider took for them less our cost */
  explained: Nullable(Type.Number()),
  /**
   * the difference less what the listed transactions account for: top-ups, and transactions of
   * the provider's we never sent when it cannot list its day
   */
  unexplained: Nullable(Type.Number()),
  /** the provider listed its whole day (else only our transactions were looked up) */
  whole_day: Type.Boolean(),
});

const FundingLineSchema = Type.Object({
  count: Type.Integer(),
  /** what we credited */
  credited: Type.Number(),
  /** what the payment provider's records show received; null when they could not be read */
  provider: Nullable(Type.Number()),
});

/** One payments provider's funding of the day against its records. */
const FundingDaySchema = Type.Object({
  card: FundingLineSchema,
  transfers: FundingLineSchema,
  /** where the payment provider's figures come from */
  provider_source: Type.String(),
  /** the payments behind any difference; null when the provider's records could not be read */
  differences: Nullable(ReconciliationDifferencesSchema),
  /** why the provider's records could not be read */
  statement_error: Nullable(Type.String()),
});

export const ReconciliationDaySchema = Type.Object({
  day: Type.String(),
  providers: Type.Array(ProviderDaySchema),
  /** Monnify's */
  funding: FundingDaySchema,
  /** Paystack's (its references are listed as paystack:<reference>) */
  paystack_funding: Type.Optional(FundingDaySchema),
});

export const LedgerCheckResultSchema = Type.Object({
  users_checked: Type.Integer(),
  checked_at: Type.String({ format: 'date-time' }),
  mismatches: Type.Array(
    Type.Object({
      user_id: Type.Integer(),
      wallet_balance: Type.Number(),
      wallet_entries: Type.Number(),
      bonus: Type.Number(),
      bonus_entries: Type.Number(),
    }),
  ),
});

/**
 * The bills providers' floats as last recorded: every staff member sees whether one is low; the
 * owner sees VTpass's figure (the day's reconciliation) and which providers are low.
 */
export const ProviderFloatSchema = Type.Object({
  low: Type.Boolean(),
  /** owners only: the balance, the threshold (PROVIDER_LOW_BALANCE) and when it was read */
  balance: Type.Optional(Nullable(Type.Number())),
  threshold: Type.Optional(Type.Number()),
  recorded_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  /** owners only: the bills providers whose last recorded balance is low */
  low_providers: Type.Optional(Type.Array(Type.String())),
});

export type ReconciliationQuery = Static<typeof ReconciliationQuerySchema>;
export type ProviderDay = Static<typeof ProviderDaySchema>;
export type ReconciliationLine = Static<typeof ReconciliationLineSchema>;
export type ReconciliationDifferences = Static<typeof ReconciliationDifferencesSchema>;
export type ReconciliationDay = Static<typeof ReconciliationDaySchema>;
export type LedgerCheckResult = Static<typeof LedgerCheckResultSchema>;
export type ProviderFloat = Static<typeof ProviderFloatSchema>;
