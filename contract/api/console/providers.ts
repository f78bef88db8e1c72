import { Type, type Static, type TSchema } from 'typebox';

/*
 * The console's bills providers (owner and support read; the owner changes) and the offers through
 * which a plan or an amount-based package is sold. Provider names are the console's only: no
 * customer-facing answer carries them. Money in naira, rates in percent.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** up: orders go; degraded: its breaker keeps some service's orders away; down: none go. */
export const ProviderStatusSchema = Type.Union([
  Type.Literal('up'),
  Type.Literal('degraded'),
  Type.Literal('down'),
]);

export const ConsoleBillsProviderSchema = Type.Object({
  name: Type.String(),
  enabled: Type.Boolean(),
  /** ties between offers of the same cost go to the lower priority */
  priority: Type.Integer(),
  /** the owner took it out of routing (its offers stay as they are) */
  forced_down: Type.Boolean(),
  status: ProviderStatusSchema,
  /** services whose breaker is open or half-open */
  open_breakers: Type.Array(Type.String()),
  /** our balance there as last recorded (the provider-balance job), naira */
  balance: Nullable(Type.Number()),
  balance_recorded_at: Nullable(Type.String({ format: 'date-time' })),
  /** the balance is below PROVIDER_LOW_BALANCE */
  low_float: Type.Boolean(),
  /** the pay calls sent there today (Lagos day) */
  calls_today: Type.Integer(),
  /** percent of today's pay calls that delivered; null without calls */
  success_rate_today: Nullable(Type.Number()),
  /** 95th percentile of today's pay calls' durations, milliseconds; null without calls */
  p95_ms_today: Nullable(Type.Integer()),
});

export const ConsoleBillsProvidersSchema = Type.Array(ConsoleBillsProviderSchema);

export const ProviderNameParamsSchema = Type.Object({
  name: Type.String({ pattern: '^[a-z][a-z0-9_-]{1,30}$' }),
});

/** Every change to a provider says why (kept in the audit log). */
const RequiredReason = Type.String({ minLength: 1, maxLength: 500 });

export const SetProviderEnabledRequestSchema = Type.Object({
  enabled: Type.Boolean(),
  reason: RequiredReason,
});

export const SetProviderPriorityRequestSchema = Type.Object({
  priority: Type.Integer({ minimum: 0, maximum: 10_000 }),
  reason: RequiredReason,
});

export const SetProviderForcedDownRequestSchema = Type.Object({
  forced_down: Type.Boolean(),
  reason: RequiredReason,
});

/** One provider's offer of a plan (a cost) or of an amount-based package (a commission). */
export const ConsoleOfferSchema = Type.Object({
  id: Type.Integer(),
  provider: Type.String(),
  /** the provider's code of the plan, or its service code */
  provider_code: Type.String(),
  /** naira the plan costs us there (plan offers) */
  cost: Nullable(Type.Number()),
  /** percent of the face value the provider keeps back for us (package offers) */
  commission: Nullable(Type.Number()),
  enabled: Type.Boolean(),
  provider_enabled: Type.Boolean(),
  provider_forced_down: Type.Boolean(),
  /** the cheapest offer that is enabled at an enabled provider */
  cheapest: Type.Boolean(),
});

/** A tier's margin against the cheapest enabled offer: naira (plans) or percent (packages). */
export const TierMarginSchema = Type.Object({
  level_id: Type.Integer(),
  /** naira a plan earns at this tier, or percent of the face value a package keeps */
  margin: Nullable(Type.Number()),
  /** the tier sells below the cheapest cost, or under the minimum margin: what to fix */
  warning: Nullable(Type.String()),
});

export const ConsoleOffersSchema = Type.Object({
  package_id: Type.Integer(),
  /** null for an amount-based package's offers */
  plan_id: Nullable(Type.Integer()),
  pinned_provider: Nullable(Type.String()),
  offers: Type.Array(ConsoleOfferSchema),
  margins: Type.Array(TierMarginSchema),
});

export const OfferIdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** Enables or disables an offer and/or sets its cost (plan) or commission (package). */
export const SetOfferRequestSchema = Type.Object({
  enabled: Type.Optional(Type.Boolean()),
  /** naira, plan offers only */
  cost: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
  /** percent, package offers only */
  commission: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  reason: RequiredReason,
});

/** Sells a plan or package through one provider only (null: through the cheapest again). */
export const SetPinRequestSchema = Type.Object({
  provider: Nullable(Type.String({ pattern: '^[a-z][a-z0-9_-]{1,30}$' })),
  reason: RequiredReason,
});

export type ProviderStatus = Static<typeof ProviderStatusSchema>;
export type ConsoleBillsProvider = Static<typeof ConsoleBillsProviderSchema>;
export type SetProviderEnabledRequest = Static<typeof SetProviderEnabledRequestSchema>;
export type SetProviderPriorityRequest = Static<typeof SetProviderPriorityRequestSchema>;
export type SetProviderForcedDownRequest = Static<typeof SetProviderForcedDownRequestSchema>;
export type ConsoleOffer = Static<typeof ConsoleOfferSchema>;
export type TierMargin = Static<typeof TierMarginSchema>;
export type ConsoleOffers = Static<typeof ConsoleOffersSchema>;
export type SetOfferRequest = Static<typeof SetOfferRequestSchema>;
export type SetPinRequest = Static<typeof SetPinRequestSchema>;
