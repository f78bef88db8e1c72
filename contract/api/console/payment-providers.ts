import { Type, type Static } from 'typebox';
import { MAX_REASON_LENGTH, MIN_REASON_LENGTH } from '../../rules/reason';

/*
 * The payments providers money enters through (Monnify, Paystack), as owners set them: which one
 * card checkouts go to first (the other takes them while the preferred one's breaker is open), and
 * the charge on deposits into Paystack dedicated accounts (Monnify's banks keep their fixed rules).
 */

export const PaymentProviderNameSchema = Type.Union([
  Type.Literal('monnify'),
  Type.Literal('paystack'),
]);

const CountValueSchema = Type.Object({ count: Type.Integer(), value: Type.Number() });

/** What customers put in through the provider in a period (credited, before bank charges), by channel. */
export const ProviderFundingSchema = Type.Object({
  period: Type.Union([Type.Literal('today'), Type.Literal('7d'), Type.Literal('30d')]),
  card: CountValueSchema,
  transfers: CountValueSchema,
});

export const ConsolePaymentProviderSchema = Type.Object({
  provider: PaymentProviderNameSchema,
  /**
   * this server offers it (Monnify always; Paystack when its secret key is set): one not
   * configured takes no checkout or account and cannot be made the preferred one
   */
  configured: Type.Boolean(),
  /** card checkouts go here first while it is healthy */
  preferred: Type.Boolean(),
  /** the card checkout breaker: open means checkouts skip this provider for now */
  checkout_breaker: Type.Union([
    Type.Literal('closed'),
    Type.Literal('open'),
    Type.Literal('half-open'),
  ]),
  /** when the breaker last opened (ISO time); null while it is closed */
  checkout_breaker_since: Type.Union([Type.String(), Type.Null()]),
  /** percent of a deposit into a dedicated account (Paystack only; null for Monnify's fixed rules) */
  deposit_charge_percent: Type.Union([Type.Number(), Type.Null()]),
  /** naira; 0 means no cap (Paystack only) */
  deposit_charge_cap: Type.Union([Type.Number(), Type.Null()]),
  /** the rule in words, as customers see it on Fund wallet */
  deposit_charge_text: Type.String(),
  /** funding through it today (Lagos), in the last 7 and 30 days */
  funding: Type.Array(ProviderFundingSchema),
});

export const ConsolePaymentProvidersResponseSchema = Type.Object({
  data: Type.Object({ providers: Type.Array(ConsolePaymentProviderSchema) }),
});

export const PaymentProviderParamsSchema = Type.Object({ provider: PaymentProviderNameSchema });

/** PUT console/payment-providers/:provider (owners): the preference and Paystack's charge, and why. */
export const ChangePaymentProviderRequestSchema = Type.Object({
  /** true makes this provider the preferred one (the other stops being preferred) */
  preferred: Type.Optional(Type.Literal(true)),
  /** Paystack only: 0 to 10, at most two decimals */
  deposit_charge_percent: Type.Optional(Type.Number({ minimum: 0, maximum: 10 })),
  /** Paystack only: naira, 0 for no cap, at most two decimals */
  deposit_charge_cap: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  reason: Type.String({ minLength: MIN_REASON_LENGTH, maxLength: MAX_REASON_LENGTH }),
});

export type ConsolePaymentProvider = Static<typeof ConsolePaymentProviderSchema>;
export type ChangePaymentProviderRequest = Static<typeof ChangePaymentProviderRequestSchema>;
