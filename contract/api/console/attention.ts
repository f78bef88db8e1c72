import { Type, type Static, type TSchema } from 'typebox';

/*
 * Purchases that need attention: still pending to the customer, no longer requeried, waiting for
 * staff to settle them (the transaction actions). Longest waiting first.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const AttentionQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});

export const AttentionItemSchema = Type.Object({
  tx_ref: Type.String(),
  email: Type.String(),
  /** the category, e.g. Airtime */
  service: Nullable(Type.String()),
  /** the package, e.g. MTN */
  package: Nullable(Type.String()),
  service_id: Nullable(Type.String()),
  description: Type.String(),
  /** naira charged */
  amount: Type.Number(),
  created_at: Type.String({ format: 'date-time' }),
  needs_attention_at: Type.String({ format: 'date-time' }),
  /** answers that did not settle it (pay included) */
  attempts: Type.Integer(),
  upstream_code: Nullable(Type.String()),
  upstream_status: Nullable(Type.String()),
  last_answer: Nullable(
    Type.Object({
      operation: Type.String(),
      state: Type.String(),
      code: Nullable(Type.String()),
      detail: Type.String(),
      at: Type.String({ format: 'date-time' }),
    }),
  ),
  /** why it was taken off the requery schedule */
  reason: Type.String(),
});

export const AttentionListSchema = Type.Object({
  data: Type.Array(AttentionItemSchema),
  meta: Type.Object({ total: Type.Integer() }),
});

export type AttentionQuery = Static<typeof AttentionQuerySchema>;
export type AttentionItem = Static<typeof AttentionItemSchema>;
export type AttentionList = Static<typeof AttentionListSchema>;
