import { Type, type Static } from 'typebox';
import { IntegerIdParamsSchema } from './ids';

/*
 * The console's catalogue and prices: every package and plan with what the provider charges us and
 * the four tier prices (Normal, Agent, Reseller, API), referral rates and level upgrade prices.
 * Money in naira, rates in percent, as elsewhere in the API.
 */

/** Four values in tier order (Normal, Agent, Reseller, API); null where a tier has no price yet. */
const TierValuesSchema = Type.Array(Type.Union([Type.Number(), Type.Null()]), {
  minItems: 4,
  maxItems: 4,
});

export const ConsolePlanSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  active: Type.Boolean(),
  /** the provider's price of the plan (the face value sent to it), naira */
  provider_amount: Type.Number(),
  /**
   * what the plan costs us: the cheapest offer enabled at an enabled provider (the face value less
   * the package's commission when none is), naira; a tier price below it sells at a loss
   */
  provider_cost: Type.Number(),
  /** naira per tier */
  prices: TierValuesSchema,
});

/**
 * How a package is priced: by plans (data, cable, exam), by a discount off the face value (airtime,
 * electricity), by the commission we keep (airtime to cash) or by a unit price (SMS, naira a page).
 */
export const ConsolePricingSchema = Type.Union([
  Type.Literal('plans'),
  Type.Literal('discount'),
  Type.Literal('commission'),
  Type.Literal('unit_price'),
]);

export const ConsolePackageSchema = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  category: Type.String(),
  title: Type.String(),
  service_id: Type.String(),
  /** the mobile network a data package is for (e.g. MTN); null for the rest */
  network: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  pricing: ConsolePricingSchema,
  /** the provider's commission on the face value, percent; a discount above it sells at a loss */
  provider_commission: Type.Number(),
  /** discount or commission percent, or unit price in naira, per tier (empty for plans) */
  rates: Type.Array(Type.Union([Type.Number(), Type.Null()])),
  plans: Type.Array(ConsolePlanSchema),
});

export const ConsoleLevelSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** naira a customer pays to move up to this level */
  upgrade_price: Type.Number(),
});

export const ConsoleReferralRateSchema = Type.Object({
  category_id: Type.Integer(),
  category: Type.String(),
  /** percent of what a referred customer spends, credited to the referrer's bonus */
  percent: Type.Number(),
});

export const ConsoleCatalogueSchema = Type.Object({
  packages: Type.Array(ConsolePackageSchema),
  levels: Type.Array(ConsoleLevelSchema),
  referral_rates: Type.Array(ConsoleReferralRateSchema),
});

/** GET console/catalogue: `below_cost=true` keeps only the packages and plans priced below cost. */
export const ConsoleCatalogueQuerySchema = Type.Object({
  below_cost: Type.Optional(Type.Boolean()),
});

/** GET console/catalogue/below-cost: how many tier prices and discounts sell below cost. */
export const BelowCostSummarySchema = Type.Object({
  count: Type.Integer(),
});

/** At most this many characters of reason on a catalogue change (kept in the audit log). */
const ReasonSchema = Type.Optional(Type.String({ maxLength: 500 }));

export const SetPlanPriceRequestSchema = Type.Object({
  level_id: Type.Integer({ minimum: 1, maximum: 4 }),
  /** naira, at most two decimals; above zero, even for a loss leader */
  price: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 }),
  /** the owner knowingly sells below the provider's cost (never at ₦0) */
  loss_leader: Type.Optional(Type.Boolean()),
  /** the owner confirmed a change of more than PRICE_JUMP_CONFIRM_PERCENT of the current price */
  confirm_jump: Type.Optional(Type.Boolean()),
  reason: ReasonSchema,
});

export const SetPackageRateRequestSchema = Type.Object({
  level_id: Type.Integer({ minimum: 1, maximum: 4 }),
  /** discount or commission percent (0 or more), or unit price in naira (above zero) */
  value: Type.Number({ minimum: 0, maximum: 100_000 }),
  loss_leader: Type.Optional(Type.Boolean()),
  reason: ReasonSchema,
});

export const SetActiveRequestSchema = Type.Object({
  active: Type.Boolean(),
  reason: ReasonSchema,
});

/** What the provider keeps back for us on a package's face value (our cost is the rest). */
export const SetProviderCommissionRequestSchema = Type.Object({
  percent: Type.Number({ minimum: 0, maximum: 100 }),
  reason: ReasonSchema,
});

export const SetReferralRateRequestSchema = Type.Object({
  percent: Type.Number({ minimum: 0, maximum: 5 }),
  reason: ReasonSchema,
});

export const SetLevelPriceRequestSchema = Type.Object({
  /** naira, above zero */
  upgrade_price: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 }),
  reason: ReasonSchema,
});

export const RefreshPlansResponseSchema = Type.Object({
  /** plans the provider sells that we did not: added disabled, without prices */
  added: Type.Integer(),
  /** plans whose provider price changed */
  updated: Type.Integer(),
  package: ConsolePackageSchema,
  /**
   * the other providers' plans no offer of theirs sells yet: one that has our plan's code gets an
   * offer, disabled, at the provider's listed price until the owner prices it (plan_id set); one
   * that matches none of our plans is listed for the owner to map (plan_id null)
   */
  unpriced: Type.Optional(
    Type.Array(
      Type.Object({
        provider: Type.String(),
        code: Type.String(),
        name: Type.String(),
        /** the provider's listed price, naira */
        amount: Type.Number(),
        plan_id: Type.Union([Type.Integer(), Type.Null()]),
      }),
    ),
  ),
  /** providers whose plan list could not be read this time */
  unreachable: Type.Optional(Type.Array(Type.String())),
});

export const ConsoleIdParamsSchema = IntegerIdParamsSchema;

export type ConsolePlan = Static<typeof ConsolePlanSchema>;
export type ConsoleCatalogueQuery = Static<typeof ConsoleCatalogueQuerySchema>;
export type BelowCostSummary = Static<typeof BelowCostSummarySchema>;
export type ConsolePricing = Static<typeof ConsolePricingSchema>;
export type ConsolePackage = Static<typeof ConsolePackageSchema>;
export type ConsoleLevel = Static<typeof ConsoleLevelSchema>;
export type ConsoleReferralRate = Static<typeof ConsoleReferralRateSchema>;
export type ConsoleCatalogue = Static<typeof ConsoleCatalogueSchema>;
export type SetPlanPriceRequest = Static<typeof SetPlanPriceRequestSchema>;
export type SetPackageRateRequest = Static<typeof SetPackageRateRequestSchema>;
export type SetActiveRequest = Static<typeof SetActiveRequestSchema>;
export type SetProviderCommissionRequest = Static<typeof SetProviderCommissionRequestSchema>;
export type SetReferralRateRequest = Static<typeof SetReferralRateRequestSchema>;
export type SetLevelPriceRequest = Static<typeof SetLevelPriceRequestSchema>;
export type RefreshPlansResponse = Static<typeof RefreshPlansResponseSchema>;
