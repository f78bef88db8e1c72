import { Type, type Static } from 'typebox';
import { TransactionSchema } from './wallet';

/*
 * Purchases. Field names are the original client's payloads; the server reads only what
 * it needs and prices every plan itself, so a client-sent amount for data, cable renew/change and
 * exam plans is ignored. Airtime and electricity amounts are the face value the customer asks for;
 * the level's discount comes off what the wallet is charged.
 *
 * Every purchase call accepts an `Idempotency-Key` header: the same key returns the first outcome and
 * never charges again. Outcomes: 200 delivered (confirmed), 201 accepted but not yet final (pending),
 * 4xx refused or failed and refunded (the envelope's message says which).
 */

const text = (maxLength: number) => Type.String({ maxLength, default: '' });
/** naira; missing means 0 so the server's own 'Amount is required' answers */
const naira = Type.Number({ default: 0, minimum: 0, maximum: 10_000_000 });
const packageId = Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 });

export const AirtimePurchaseRequestSchema = Type.Object({
  /** the network's title, e.g. MTN (informational) */
  network: Type.Optional(text(50)),
  phone_number: text(20),
  amount: naira,
  /** the chosen network's package id */
  package_id: packageId,
});

export const DataPurchaseRequestSchema = Type.Object({
  /** the network type, e.g. MTN (informational) */
  service_providers: Type.Optional(text(50)),
  /** the plan's title (informational) */
  data_plan: Type.Optional(text(200)),
  phone: Type.Optional(text(20)),
  /** the price the client showed; ignored, the catalogue prices the plan */
  amt: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 })])),
  package_id: packageId,
  variation_code: text(100),
  phone_number: text(20),
});

export const SubscriptionTypeSchema = Type.Union([Type.Literal('renew'), Type.Literal('change')]);

export const CablePurchaseRequestSchema = Type.Object({
  package_id: packageId,
  /** the plan to change to; for a renewal the current bouquet's code (may be empty) */
  variation_code: Type.Optional(text(100)),
  plan_name: Type.Optional(text(200)),
  /** ignored: change is priced from the catalogue, renew from the provider's renewal amount */
  amount: Type.Optional(Type.Number()),
  /** smartcard / IUC number; not needed for SHOWMAX (the phone number is the account) */
  smart_no: Type.Optional(text(20)),
  subscription_type: Type.Union([SubscriptionTypeSchema, Type.Literal('')], { default: '' }),
  phone_number: text(20),
});

export const MeterTypeSchema = Type.Union([Type.Literal('prepaid'), Type.Literal('postpaid')]);

export const ElectricityPurchaseRequestSchema = Type.Object({
  package_id: packageId,
  /** the meter number */
  billersCode: Type.Optional(text(20)),
  /** the meter type */
  variation_code: Type.Optional(text(20)),
  /** the provider's title (informational) */
  service_id: Type.Optional(text(100)),
  /** naira of electricity to buy (face value) */
  amount: naira,
  phone_number: text(20),
  meter_no: Type.Optional(text(20)),
  meter_type: Type.Optional(text(20)),
});

export const ExamPurchaseRequestSchema = Type.Object({
  package_id: packageId,
  variation_code: text(100),
  phone_number: text(20),
  /** JAMB only */
  profile_id: Type.Optional(text(20)),
});

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

export type AirtimePurchaseRequest = Static<typeof AirtimePurchaseRequestSchema>;
export type DataPurchaseRequest = Static<typeof DataPurchaseRequestSchema>;
export type SubscriptionType = Static<typeof SubscriptionTypeSchema>;
export type CablePurchaseRequest = Static<typeof CablePurchaseRequestSchema>;
export type MeterType = Static<typeof MeterTypeSchema>;
export type ElectricityPurchaseRequest = Static<typeof ElectricityPurchaseRequestSchema>;
export type ExamPurchaseRequest = Static<typeof ExamPurchaseRequestSchema>;
export type PurchaseResponse = Static<typeof PurchaseResponseSchema>;
export type PurchaseKeyParams = Static<typeof PurchaseKeyParamsSchema>;
export type VerificationContent = Static<typeof VerificationContentSchema>;
export type VerificationResponse = Static<typeof VerificationResponseSchema>;

export const AirtimeToCashRequestSchema = Type.Object({
  /** the network's airtime-to-cash package id */
  package_id: packageId,
  /** the number the airtime was transferred from */
  phone_number: text(20),
  /** naira of airtime transferred, at least ₦5,000 */
  amount_transferred: naira,
  /** what the client showed; ignored, the server computes the payout from the commission */
  amount_to_receive: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 })])),
});

export const SmsRequestSchema = Type.Object({
  package_id: packageId,
  /** at most 11 characters */
  sender_name: text(50),
  /** comma-separated Nigerian numbers without the + sign */
  recipients: text(20_000),
  /** cut at 480 characters; 160 characters a page */
  message: text(5_000),
});

export type AirtimeToCashRequest = Static<typeof AirtimeToCashRequestSchema>;
export type SmsRequest = Static<typeof SmsRequestSchema>;
