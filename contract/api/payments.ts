import { Type, type Static } from 'typebox';

/*
 * Wallet funding: card checkout through Monnify or Paystack and personal virtual accounts (at
 * Monnify's partner banks, and one Paystack dedicated account).
 * Amounts are naira. Missing fields default so they reach the server's own checks and get the
 * forms' own messages.
 */

export const BankNameSchema = Type.Union([
  Type.Literal('rehoboth'),
  Type.Literal('moniepoint'),
  Type.Literal('wema'),
  Type.Literal('paystack'),
]);

export const FundingProviderSchema = Type.Union([
  Type.Literal('monnify'),
  Type.Literal('paystack'),
]);

export const GeneratePaymentLinkRequestSchema = Type.Object({
  /** naira, at least ₦1,000, at most two decimals */
  amount: Type.Number({ default: 0, maximum: 100_000_000 }),
});

export const GeneratePaymentLinkResponseSchema = Type.Object({
  /** the provider's reference (Paystack's is our paymentReference); the SPA keeps it in session storage */
  transactionReference: Type.String(),
  /** who takes this payment: the owner's preferred provider, or the other while it is down */
  provider: Type.Optional(FundingProviderSchema),
  /** the checkout page to open */
  checkoutUrl: Type.String(),
  /** ours; the checkout redirects to /dashboard/callback?paymentReference= with it */
  paymentReference: Type.String(),
});

export const VerifyAtmPaymentQuerySchema = Type.Object({
  /** our paymentReference (from the callback URL) or Monnify's transactionReference */
  payment_reference: Type.String({ minLength: 1, maxLength: 100 }),
});

export const PaymentStatusSchema = Type.Union([
  Type.Literal('PAID'),
  Type.Literal('OVERPAID'),
  Type.Literal('PARTIALLY_PAID'),
  Type.Literal('PENDING'),
  Type.Literal('FAILED'),
  Type.Literal('EXPIRED'),
  Type.Literal('CANCELLED'),
]);

/** The provider's verification, as the callback page reads it: data.responseBody.paymentStatus. */
export const VerifyAtmPaymentResponseSchema = Type.Object({
  requestSuccessful: Type.Boolean(),
  responseMessage: Type.String(),
  responseCode: Type.String(),
  responseBody: Type.Object({
    /** one of PaymentStatusSchema's values; a string so a new provider status still passes */
    paymentStatus: Type.String(),
    /** naira */
    amountPaid: Type.Number(),
    /** naira */
    totalPayable: Type.Number(),
    paymentReference: Type.String(),
    transactionReference: Type.String(),
    paidOn: Type.Union([Type.String(), Type.Null()]),
  }),
});

export const CreateVirtualAccountRequestSchema = Type.Object({
  bank_name: Type.String({ maxLength: 50, default: '' }),
  account_name: Type.String({ maxLength: 100, default: '' }),
  /** exactly 11 digits for moniepoint and wema; not needed for rehoboth */
  nin: Type.Optional(Type.String({ maxLength: 50, default: '' })),
});

export const CreateVirtualAccountResponseSchema = Type.Object({
  message: Type.String(),
});

export type BankName = Static<typeof BankNameSchema>;
export type GeneratePaymentLinkRequest = Static<typeof GeneratePaymentLinkRequestSchema>;
export type GeneratePaymentLinkResponse = Static<typeof GeneratePaymentLinkResponseSchema>;
export type VerifyAtmPaymentQuery = Static<typeof VerifyAtmPaymentQuerySchema>;
export type PaymentStatus = Static<typeof PaymentStatusSchema>;
export type VerifyAtmPaymentResponse = Static<typeof VerifyAtmPaymentResponseSchema>;
export type CreateVirtualAccountRequest = Static<typeof CreateVirtualAccountRequestSchema>;
export type CreateVirtualAccountResponse = Static<typeof CreateVirtualAccountResponseSchema>;
