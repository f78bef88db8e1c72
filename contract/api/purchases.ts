import { Type, type Static } from 'typebox';
import { TransactionSchema } from './wallet';

/*
 * Purchases: what every service's purchase call answers, and the verification calls. Each
 * service's own request schema is in its folder (contract/services/<service>/request.ts). Field
 * names are the original client's payloads; the server reads only what
 * it needs and prices every plan itself, so a client-sent amount for data, cable renew/change and
 * exam plans is ignored. Airtime and electricity amounts are the face value the customer asks for;
 * the level's discount comes off what the wallet is charged.
 *
 * Every purchase call accepts an `Idempotency-Key` header: the same key returns the first outcome and
 * never charges again. Outcomes: 200 delivered (confirmed), 201 accepted but not yet final (pending),
 * 4xx refused or failed and refunded (the envelope's message says which).
 */

export const PurchaseResponseSchema = Type.Object({
  transaction: TransactionSchema,
  /** naira, after this purchase (and after a refund if it failed) */
  wallet_balance: Type.Number(),
});

/** The Idempotency-Key a purchase, SMS or airtime-to-cash request was sent with. */
export const PurchaseKeyParamsSchema = Type.Object({
  key: Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
});

export const VerifyCardParamsSchema = Type.Object({
  packageId: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  /** a smart card, profile ID or account phone; a Smile account may also be found by its e-mail */
  number: Type.String({ minLength: 1, maxLength: 100 }),
});

export const VerifyMeterParamsSchema = Type.Object({
  packageId: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  meterNo: Type.String({ minLength: 1, maxLength: 20 }),
  meterType: Type.String({ minLength: 1, maxLength: 20 }),
});

const optionalText = Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()]));

/**
 * The provider's verification content: customer details, or `error` when the
 * number is not valid. Values are passed on as the provider sent them.
 */
export const VerificationContentSchema = Type.Object({
  Customer_Name: optionalText,
  Customer_Number: optionalText,
  Current_Bouquet: optionalText,
  Current_Bouquet_Code: optionalText,
  Renewal_Amount: optionalText,
  Status: optionalText,
  Due_Date: optionalText,
  Address: optionalText,
  Meter_Number: optionalText,
  Customer_Arrears: optionalText,
  Minimum_Amount: optionalText,
  Min_Purchase_Amount: optionalText,
  Customer_Account_Type: optionalText,
  Meter_Type: optionalText,
  error: Type.Optional(Type.String()),
});

export const VerificationResponseSchema = Type.Object({ content: VerificationContentSchema });

export type PurchaseResponse = Static<typeof PurchaseResponseSchema>;
export type PurchaseKeyParams = Static<typeof PurchaseKeyParamsSchema>;
export type VerificationContent = Static<typeof VerificationContentSchema>;
export type VerificationResponse = Static<typeof VerificationResponseSchema>;
