import { NullableNumberInput } from '../nullable-number';
import { Type, type Static, type TSchema } from 'typebox';
import { VirtualAccountSchema } from '../accounts';
import { MAX_MANUAL_ADJUSTMENT_NAIRA } from '../../constants/console';
import { IntegerIdParamsSchema } from './ids';
import { ConsolePageMetaSchema, ConsolePageQuerySchema } from './paging';
import { StaffRoleSchema } from './staff';

/*
 * Customers in the console: a search, a customer's page (profile, balances, virtual accounts,
 * ledger with running balance, transactions) and the staff actions on a customer. Money in naira,
 * as elsewhere in the API; the server keeps kobo.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const CustomerSearchQuerySchema = Type.Object({
  ...ConsolePageQuerySchema.properties,
  /** an e-mail, a phone number (080..., +234...), a name, or a transaction reference */
  q: Type.Optional(Type.String({ maxLength: 100 })),
});

export const CustomerRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone_no: Type.String(),
  level: Type.String(),
  wallet_balance: Type.Number(),
  bonus: Type.Number(),
  role: Nullable(StaffRoleSchema),
  suspended: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});

export const CustomerSearchPageSchema = Type.Object({
  data: Type.Array(CustomerRowSchema),
  meta: ConsolePageMetaSchema,
});

export const CustomerSuspensionSchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  reason: Type.String(),
  by: Type.String(),
});

export const CustomerProfileSchema = Type.Object({
  ...CustomerRowSchema.properties,
  username: Type.String(),
  level_id: Type.Integer(),
  suspension: Nullable(CustomerSuspensionSchema),
  virtual_accounts: Type.Array(VirtualAccountSchema),
  /** naira: an owner's cap on this customer's airtime-to-cash payouts in 24 hours (null: none) */
  airtime_to_cash_cap: Type.Optional(Nullable(Type.Number())),
});

export const CustomerIdParamsSchema = IntegerIdParamsSchema;

export const LedgerRowSchema = Type.Object({
  id: Type.Integer(),
  account: Type.Union([Type.Literal('wallet'), Type.Literal('bonus')]),
  /** signed: a credit is positive */
  amount: Type.Number(),
  /** the account's balance after this entry */
  balance_after: Type.Number(),
  kind: Type.String(),
  reference: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

export const LedgerPageSchema = Type.Object({
  data: Type.Array(LedgerRowSchema),
  meta: ConsolePageMetaSchema,
});

const Reason = Type.String({ minLength: 3, maxLength: 500 });

/** POST console/customers/:id/adjust, with an Idempotency-Key header: one credit per key. */
export const ManualAdjustmentRequestSchema = Type.Object({
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  /** naira, at most two decimals */
  amount: Type.Number({ exclusiveMinimum: 0, maximum: MAX_MANUAL_ADJUSTMENT_NAIRA }),
  reason: Reason,
});

export const ManualAdjustmentResponseSchema = Type.Object({
  message: Type.String(),
  data: Type.Object({
    tx_ref: Type.String(),
    /** the customer's wallet after the adjustment */
    wallet_balance: Type.Number(),
  }),
});

export const ChangeLevelRequestSchema = Type.Object({
  level_id: Type.Integer({ minimum: 1, maximum: 100 }),
  reason: Reason,
});

export const ReasonRequestSchema = Type.Object({ reason: Reason });

/** PUT console/customers/:id/airtime-to-cash-cap (owners): naira in 24 hours, or null for none. */
export const AirtimeToCashCapRequestSchema = Type.Object({
  daily_cap: NullableNumberInput({ minimum: 0, maximum: MAX_MANUAL_ADJUSTMENT_NAIRA }),
  reason: Reason,
});

export const CustomerActionResponseSchema = Type.Object({
  message: Type.String(),
  data: CustomerProfileSchema,
});

export type CustomerSearchQuery = Static<typeof CustomerSearchQuerySchema>;
export type CustomerRow = Static<typeof CustomerRowSchema>;
export type CustomerSearchPage = Static<typeof CustomerSearchPageSchema>;
export type CustomerProfile = Static<typeof CustomerProfileSchema>;
export type LedgerRow = Static<typeof LedgerRowSchema>;
export type LedgerPage = Static<typeof LedgerPageSchema>;
export type ManualAdjustmentRequest = Static<typeof ManualAdjustmentRequestSchema>;
export type ManualAdjustmentResponse = Static<typeof ManualAdjustmentResponseSchema>;
export type ChangeLevelRequest = Static<typeof ChangeLevelRequestSchema>;
export type ReasonRequest = Static<typeof ReasonRequestSchema>;
export type CustomerActionResponse = Static<typeof CustomerActionResponseSchema>;
export type AirtimeToCashCapRequest = Static<typeof AirtimeToCashCapRequestSchema>;
