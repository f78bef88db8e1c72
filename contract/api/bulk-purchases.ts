import { Type, type Static } from 'typebox';
import { MAX_BULK_ROWS, MAX_SHEET_LINE } from '../rules/bulk-purchase';
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
  /** the line's number in the caller's sheet, shown as the result's `row`; else the order sent */
  line: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SHEET_LINE })),
});

/** A line of the caller's sheet their own check left out: kept with the batch, nothing bought. */
export const BulkLeftOutLineSchema = Type.Object({
  line: Type.Integer({ minimum: 1, maximum: MAX_SHEET_LINE }),
  phone: Type.String({ maxLength: 40 }),
  /** why it was left out, in the caller's words (the preview's problem) */
  reason: Type.String({ minLength: 1, maxLength: 300 }),
});

export const CreateBulkPurchaseRequestSchema = Type.Object({
  rows: Type.Array(BulkPurchaseRowInputSchema, { minItems: 1, maxItems: MAX_BULK_ROWS }),
  left_out: Type.Optional(Type.Array(BulkLeftOutLineSchema, { maxItems: MAX_BULK_ROWS })),
});

export const BulkRowStatusSchema = Type.Union([
  Type.Literal('queued'),
  Type.Literal('pending'),
  Type.Literal('confirmed'),
  Type.Literal('failed'),
  Type.Literal('reversed'),
]);

export const BulkPurchaseRowSchema = Type.Object({
  /** the line's number in the sheet (`line` as sent), else 1-based in the order sent */
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
  /** rows sent to be bought (left-out lines not counted) */
  row_count: Type.Integer(),
  /** lines of the sheet left out by the caller's check, nothing bought for them */
  lines_left_out: Type.Integer(),
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
  left_out: Type.Array(BulkLeftOutLineSchema),
});

export const BulkPurchaseIdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export type BulkLeftOutLine = Static<typeof BulkLeftOutLineSchema>;
export type BulkPurchaseRowInput = Static<typeof BulkPurchaseRowInputSchema>;
export type CreateBulkPurchaseRequest = Static<typeof CreateBulkPurchaseRequestSchema>;
export type BulkRowStatus = Static<typeof BulkRowStatusSchema>;
export type BulkPurchaseRow = Static<typeof BulkPurchaseRowSchema>;
export type BulkPurchaseSummary = Static<typeof BulkPurchaseSummarySchema>;
export type BulkPurchase = Static<typeof BulkPurchaseSchema>;
