import { Type, type Static } from 'typebox';
import { MAX_REASON_LENGTH, MIN_REASON_LENGTH } from '../../rules/reason';

/*
 * A change of many plan prices at once: the plans chosen by service, network, package and provider,
 * changed by a percent or a naira amount at one or more tiers. The preview says what each tier's
 * price becomes and its margin over the plan's cheapest enabled offer; applying it writes each tier
 * as one price edit (the same rules and audit entry as changing one price), all or none.
 */

const NameSchema = Type.String({ minLength: 1, maxLength: 60 });

export const BulkPriceRequestSchema = Type.Object({
  /** only the plans of this service (e.g. 2, Data) */
  category_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 32_767 })),
  /** only the plans of this network's packages (e.g. MTN) */
  network: Type.Optional(NameSchema),
  /** only the plans of these packages (a network's kind of plan, e.g. MTN SME) */
  package_ids: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
      minItems: 1,
      maxItems: 200,
      uniqueItems: true,
    }),
  ),
  /** only the plans this provider has an enabled offer for (e.g. clubkonnect) */
  provider: Type.Optional(NameSchema),
  /** the tiers to change: 1 Normal, 2 Agent, 3 Reseller, 4 API */
  level_ids: Type.Array(Type.Integer({ minimum: 1, maximum: 4 }), {
    minItems: 1,
    maxItems: 4,
    uniqueItems: true,
  }),
  /** a percent of each price (rounded to the whole naira) or naira added to each */
  by: Type.Union([Type.Literal('percent'), Type.Literal('naira')]),
  /** the change, negative to lower prices; at most two decimals, not zero */
  amount: Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }),
});

/** POST console/catalogue/bulk-price: the preview's request, why, and what the owner confirmed. */
export const ApplyBulkPriceRequestSchema = Type.Object({
  ...BulkPriceRequestSchema.properties,
  reason: Type.String({ minLength: MIN_REASON_LENGTH, maxLength: MAX_REASON_LENGTH }),
  /** the owner keeps the tiers the change puts below cost (loss leaders) */
  override_below_cost: Type.Optional(Type.Boolean()),
  /** the owner confirmed the tiers that change by more than PRICE_JUMP_CONFIRM_PERCENT */
  confirm_big_jumps: Type.Optional(Type.Boolean()),
});

export const BulkPriceChangeSchema = Type.Object({
  plan_id: Type.Integer(),
  plan: Type.String(),
  package_id: Type.Integer(),
  /** e.g. "Data: MTN SME" */
  package: Type.String(),
  level_id: Type.Integer(),
  /** naira */
  old_price: Type.Number(),
  new_price: Type.Number(),
  /** the cheapest enabled offer's cost, naira */
  cost: Type.Number(),
  /** new price less cost, naira (negative below cost) */
  margin: Type.Number(),
  below_cost: Type.Boolean(),
  /** changes by more than jump_percent of the old price */
  big_jump: Type.Boolean(),
});

export const BulkPriceResultSchema = Type.Object({
  /** every tier price the change moves (a tier without a price, or left as it is, is not listed) */
  changes: Type.Array(BulkPriceChangeSchema),
  /** how many plans the filters chose */
  plans: Type.Integer(),
  below_cost: Type.Integer(),
  big_jumps: Type.Integer(),
  /** PRICE_JUMP_CONFIRM_PERCENT */
  jump_percent: Type.Number(),
});

export type BulkPriceRequest = Static<typeof BulkPriceRequestSchema>;
export type ApplyBulkPriceRequest = Static<typeof ApplyBulkPriceRequestSchema>;
export type BulkPriceChange = Static<typeof BulkPriceChangeSchema>;
export type BulkPriceResult = Static<typeof BulkPriceResultSchema>;
