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
  /**
   * naira the business loses if the provider is right: what we paid the provider for a purchase
   * we refunded and it delivered (owners only; null for support and when nothing is lost)
   */
  loss: Nullable(Type.Number()),
  /** an owner's resolution: provider_delivered (keep the charge) or provider_refunded */
  resolution: Nullable(
    Type.Union([Type.Literal('provider_delivered'), Type.Literal('provider_refunded')]),
  ),
  resolved_by: Nullable(Type.String()),
  resolved_at: Nullable(Type.String({ format: 'date-time' })),
  resolution_note: Nullable(Type.String()),
  /** the provider's answer the owner relied on */
  evidence: Nullable(Type.String()),
});

/** POST console/conflicts/:ref/resolve (owners) */
export const ConflictResolveRequestSchema = Type.Object({
  outcome: Type.Union([Type.Literal('provider_delivered'), Type.Literal('provider_refunded')]),
  /** the provider's answer: a ticket, a requery, a statement line */
  evidence: Type.String({ minLength: 3, maxLength: 1000 }),
  reason: Type.String({ maxLength: 500 }),
});

export const ConflictResolveResponseSchema = Type.Object({
  message: Type.String(),
  data: ConflictItemSchema,
});

export const ConflictListSchema = Type.Object({
  data: Type.Array(ConflictItemSchema),
  meta: Type.Object({ total: Type.Integer() }),
});

export type ConflictItem = Static<typeof ConflictItemSchema>;
export type ConflictList = Static<typeof ConflictListSchema>;
export type ConflictResolveRequest = Static<typeof ConflictResolveRequestSchema>;
export type ConflictResolveResponse = Static<typeof ConflictResolveResponseSchema>;
