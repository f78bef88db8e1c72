import { Type, type Static } from 'typebox';
import { MAX_BULK_ROWS } from '../rules/bulk-purchase';
import { NETWORKS, type Network } from '../rules/network';

/*
 * Bulk top-up: airtime or data to up to 1,000 numbers in one batch. Each row becomes its own
 * purchase (its own Idempotency-Key, derived from the batch's key and the row number), bought in
 * the background; the batch answers each row's status and transaction reference.
 */

const network = Type.Unsafe<Network>(Type.Union(NETWORKS.map((value) => Type.Literal(value))));

export const BulkPurchaseRowInputSchema = Type.Object({
  phone: Type.String({ maxLength: 20 }),
  /** the network when the customer chose it (a ported number); else the prefix's */
  network: Type.Optional(network),
  /** airtime: the naira to send */
  amount: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
  /** data: the plan's code (as in GET /get-packages/); a row with a plan buys data */
  plan: Type.Optional(Type.String({ maxLength: 100 })),
});

export const CreateBulkPurchaseRequestSchema = Type.Object({
  rows: Type.Array(BulkPurchaseRowInputSchema, { minItems: 1, maxItems: MAX_BULK_ROWS }),
});

export const BulkRowStatusSchema = Type.Union([
  Type.Literal('queued'),
  Type.Literal('pending'),
  Type.Literal('confirmed'),
  Type.Literal('failed'),
  Type.Literal('reversed'),
]);

export const BulkPurchaseRowSchema = Type.Object({
  /** 1-based, the order the rows were sent in */
  row: Type.Integer(),
  service: Type.Union([Type.Literal('airtime'), Type.Literal('data')]),
  phone: Type.String(),
  network,
  /** airtime: the naira sent; null for data */
  amount: Type.Union([Type.Number(), Type.Null()]),
  /** data: the plan's code and title; null for airtime */
  plan: Type.Union([Type.String(), Type.Null()]),
  plan_title: Type.Union([Type.String(), Type.Null()]),
  /** naira: the purchase's charge, or the price quoted when the batch was accepted */
  charge: Type.Number(),
  /** queued: not bought yet; then the purchase's status (failed: refunded, or refused unpaid) */
  status: BulkRowStatusSchema,
  tx_ref: Type.Union([Type.String(), Type.Null()]),
  /** the purchase's answer, or why the row was refused */
  message: Type.Union([Type.String(), Type.Null()]),
});

export const BulkPurchaseSummarySchema = Type.Object({
  id: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  row_count: Type.Integer(),
  /** naira quoted for every row when the batch was accepted */
  total: Type.Number(),
  counts: Type.Object({
    queued: Type.Integer(),
    pending: Type.Integer(),
    confirmed: Type.Integer(),
    failed: Type.Integer(),
  }),
  /** every row is confirmed or failed */
  done: Type.Boolean(),
});

export const BulkPurchaseSchema = Type.Object({
  ...BulkPurchaseSummarySchema.properties,
  rows: Type.Array(BulkPurchaseRowSchema),
});

export const BulkPurchaseIdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export type BulkPurchaseRowInput = Static<typeof BulkPurchaseRowInputSchema>;
export type CreateBulkPurchaseRequest = Static<typeof CreateBulkPurchaseRequestSchema>;
export type BulkRowStatus = Static<typeof BulkRowStatusSchema>;
export type BulkPurchaseRow = Static<typeof BulkPurchaseRowSchema>;
export type BulkPurchaseSummary = Static<typeof BulkPurchaseSummarySchema>;
export type BulkPurchase = Static<typeof BulkPurchaseSchema>;
