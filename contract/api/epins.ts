import { Type, type Static } from 'typebox';
import { EPIN_BATCH_MAX, SELLER_NAME_MAX } from '../services/epins/rules';
import { TransactionStatusSchema } from './wallet';

/*
 * A buyer's e-PIN stock: batches of printable cards, each bought as one purchase. Lists and counts
 * never carry PINs; a batch's PINs come only from its own read (GET /epins/batches/{id}/cards/),
 * for its buyer, and each read is recorded on the batch with what it was for.
 */

export const EpinNetworkSchema = Type.Union([
  Type.Literal('mtn'),
  Type.Literal('glo'),
  Type.Literal('airtel'),
  Type.Literal('9mobile'),
]);

export const EpinKindSchema = Type.Union([Type.Literal('airtime'), Type.Literal('data')]);

export const EpinBatchSchema = Type.Object({
  id: Type.Integer(),
  /** the purchase that paid for it (its receipt and history entry) */
  transaction_id: Type.Integer(),
  reference: Type.String(),
  /** the purchase's status: pending until the provider delivers; failed when refunded in full */
  status: TransactionStatusSchema,
  kind: EpinKindSchema,
  network: EpinNetworkSchema,
  /** naira: an airtime card's denomination, a data card's face value */
  value: Type.Number(),
  /** a data card's plan, e.g. "MTN 1GB - 30 Days"; null for airtime cards */
  plan_name: Type.Union([Type.String(), Type.Null()]),
  /** cards asked for */
  quantity: Type.Integer(),
  /** cards the provider delivered (fewer than asked when it settled short) */
  delivered: Type.Integer(),
  printed: Type.Integer(),
  sold: Type.Integer(),
  /** naira paid for one card */
  unit_price: Type.Number(),
  created_at: Type.String({ format: 'date-time' }),
});

export const EpinStockTotalsSchema = Type.Object({
  /** delivered cards not marked sold, across the filtered batches */
  unsold_cards: Type.Integer(),
  /** naira: their face value */
  unsold_value: Type.Number(),
  /** naira: what they cost the buyer */
  unsold_cost: Type.Number(),
});

export const EpinStockSchema = Type.Object({
  batches: Type.Array(EpinBatchSchema),
  totals: EpinStockTotalsSchema,
});

export const EpinStockQuerySchema = Type.Object({
  network: Type.Optional(EpinNetworkSchema),
  /** naira: cards of this value only */
  value: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  kind: Type.Optional(EpinKindSchema),
  /** batches with (yes) or without (no) a card printed */
  printed: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
  /** batches with (yes) or without (no) a card marked sold */
  sold: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('no')])),
});

export const EpinCardSchema = Type.Object({
  id: Type.Integer(),
  serial: Type.String(),
  /** the PIN: money; never logged, never stored by a client it was not meant for */
  pin: Type.String(),
  batch_no: Type.String(),
  printed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  sold_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/** The business name and phone printed on every card, set once by the seller. */
export const EpinSellerSchema = Type.Object({
  business_name: Type.String({ maxLength: SELLER_NAME_MAX }),
  phone: Type.String({ maxLength: 20 }),
});

export const EpinBatchCardsSchema = Type.Object({
  batch: EpinBatchSchema,
  cards: Type.Array(EpinCardSchema),
  seller: EpinSellerSchema,
});

export const EpinOpenQuerySchema = Type.Object({
  /** what the PINs are opened for, recorded on the batch: view (default), print or download */
  purpose: Type.Optional(
    Type.Union([Type.Literal('view'), Type.Literal('print'), Type.Literal('download')]),
  ),
});

export const EpinBatchParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const MarkEpinCardsRequestSchema = Type.Object({
  card_ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
    minItems: 1,
    maxItems: EPIN_BATCH_MAX,
  }),
  /** true marks them sold (or printed), false takes the mark back */
  marked: Type.Boolean({ default: true }),
});

export const MarkedEpinCardsSchema = Type.Object({
  /** cards whose mark changed */
  changed: Type.Integer(),
  batch: EpinBatchSchema,
});

export type EpinNetwork = Static<typeof EpinNetworkSchema>;
export type EpinKind = Static<typeof EpinKindSchema>;
export type EpinBatch = Static<typeof EpinBatchSchema>;
export type EpinStock = Static<typeof EpinStockSchema>;
export type EpinStockTotals = Static<typeof EpinStockTotalsSchema>;
export type EpinStockQuery = Static<typeof EpinStockQuerySchema>;
export type EpinCard = Static<typeof EpinCardSchema>;
export type EpinSeller = Static<typeof EpinSellerSchema>;
export type EpinBatchCards = Static<typeof EpinBatchCardsSchema>;
export type EpinOpenQuery = Static<typeof EpinOpenQuerySchema>;
export type MarkEpinCardsRequest = Static<typeof MarkEpinCardsRequestSchema>;
export type MarkedEpinCards = Static<typeof MarkedEpinCardsSchema>;
