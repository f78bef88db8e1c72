import { Type, type Static, type TSchema } from 'typebox';
import { ISO_DATE } from './paging';

/*
 * One Lagos day checked against the providers (owners only): what our delivered purchases cost
 * against how the bills provider's balance moved, the funding we credited against the payment
 * provider's records, and the ledger check. Money in naira.
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

export const ProviderDaySchema = Type.Object({
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
});

const FundingLineSchema = Type.Object({
  count: Type.Integer(),
  /** what we credited */
  credited: Type.Number(),
  /** what the payment provider's records settled; null when they could not be read */
  provider: Nullable(Type.Number()),
});

export const ReconciliationDaySchema = Type.Object({
  day: Type.String(),
  providers: Type.Array(ProviderDaySchema),
  funding: Type.Object({
    card: FundingLineSchema,
    transfers: FundingLineSchema,
    /** where the payment provider's figures come from, or why there are none */
    provider_source: Type.String(),
  }),
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
export type ReconciliationDay = Static<typeof ReconciliationDaySchema>;
export type LedgerCheckResult = Static<typeof LedgerCheckResultSchema>;
export type ProviderFloat = Static<typeof ProviderFloatSchema>;
