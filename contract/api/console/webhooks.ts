import { Type, type Static, type TSchema } from 'typebox';
import { ConsolePageMetaSchema, ConsolePageQuerySchema } from './paging';

/* The outbound webhook log: every delivery to customers' webhook URLs, newest first. */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const WebhookDeliveryStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('delivered'),
  Type.Literal('failed'),
]);

export const WebhookDeliveriesQuerySchema = Type.Object({
  ...ConsolePageQuerySchema.properties,
  /** the customer's e-mail, exactly (any case) */
  email: Type.Optional(Type.String({ maxLength: 254 })),
  status: Type.Optional(WebhookDeliveryStatusSchema),
});

export const WebhookDeliverySchema = Type.Object({
  id: Type.Integer(),
  tx_ref: Type.String(),
  email: Type.String(),
  /** e.g. transaction.confirmed */
  event: Type.String(),
  status: WebhookDeliveryStatusSchema,
  url: Type.String(),
  attempts: Type.Integer(),
  /** the receiver's HTTP status on the last attempt; null when none answered */
  last_status_code: Nullable(Type.Integer()),
  last_error: Nullable(Type.String()),
  next_attempt_at: Nullable(Type.String({ format: 'date-time' })),
  delivered_at: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
});

export const WebhookDeliveriesPageSchema = Type.Object({
  data: Type.Array(WebhookDeliverySchema),
  meta: ConsolePageMetaSchema,
});

export const WebhookDeliveryIdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});

export const WebhookRetryResponseSchema = Type.Object({
  message: Type.String(),
  data: WebhookDeliverySchema,
});

export type WebhookDeliveryStatus = Static<typeof WebhookDeliveryStatusSchema>;
export type WebhookDeliveriesQuery = Static<typeof WebhookDeliveriesQuerySchema>;
export type WebhookDelivery = Static<typeof WebhookDeliverySchema>;
export type WebhookDeliveriesPage = Static<typeof WebhookDeliveriesPageSchema>;
export type WebhookRetryResponse = Static<typeof WebhookRetryResponseSchema>;
