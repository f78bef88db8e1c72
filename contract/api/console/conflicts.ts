import { Type, type Static, type TSchema } from 'typebox';

/*
 * Purchases a person settled (delivered or refunded) that the provider later contradicted. No
 * money moved on the provider's word; each waits for a person. Newest first.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ConflictItemSchema = Type.Object({
  tx_ref: Type.String(),
  email: Type.String(),
  /** the category, e.g. Airtime */
  service: Nullable(Type.String()),
  description: Type.String(),
  /** naira charged */
  amount: Type.Number(),
  /** our decision: confirmed (marked delivered) or failed (refunded) */
  decided_status: Type.String(),
  decided_by: Type.String(),
  decided_at: Nullable(Type.String({ format: 'date-time' })),
  /** the reason the person gave */
  decision_note: Nullable(Type.String()),
  /** what the provider said afterwards: delivered, failed or reversed */
  provider_state: Type.String(),
  /** its answer: code, status and description */
  provider_answer: Type.String(),
  /** the call that brought it, e.g. decision-check, callback-requery */
  source: Type.String(),
  detected_at: Type.String({ format: 'date-time' }),
  /** the transaction's status now */
  status: Type.String(),
});

export const ConflictListSchema = Type.Object({
  data: Type.Array(ConflictItemSchema),
  meta: Type.Object({ total: Type.Integer() }),
});

export type ConflictItem = Static<typeof ConflictItemSchema>;
export type ConflictList = Static<typeof ConflictListSchema>;
