import { Type, type Static, type TSchema } from 'typebox';

/* Airtime-to-cash requests waiting for staff, and the decision on one (confirm or reject). */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const PendingAirtimeToCashSchema = Type.Object({
  tx_ref: Type.String(),
  email: Type.String(),
  network: Nullable(Type.String()),
  /** the number the airtime was sent from */
  phone: Nullable(Type.String()),
  /** naira the customer says they transferred */
  amount_transferred: Nullable(Type.Number()),
  /** naira credited on confirmation */
  payout: Type.Number(),
  created_at: Type.String({ format: 'date-time' }),
  /** seconds since the request, when the list was read */
  age_seconds: Type.Integer(),
});

export const PendingAirtimeToCashListSchema = Type.Object({
  data: Type.Array(PendingAirtimeToCashSchema),
});

export const AirtimeToCashDecisionSchema = Type.Object({
  message: Type.String(),
  data: Type.Object({
    tx_ref: Type.String(),
    /** confirmed, or ignored (rejected) */
    status: Type.String(),
    /** naira credited (confirm) or that would have been (reject) */
    amount: Type.Number(),
    email: Type.String(),
    reviewed_by: Type.String(),
    reviewed_at: Type.String({ format: 'date-time' }),
    /** naira, the customer's wallet after the decision */
    wallet_balance: Type.Number(),
  }),
});

export type PendingAirtimeToCash = Static<typeof PendingAirtimeToCashSchema>;
export type PendingAirtimeToCashList = Static<typeof PendingAirtimeToCashListSchema>;
export type AirtimeToCashDecision = Static<typeof AirtimeToCashDecisionSchema>;
