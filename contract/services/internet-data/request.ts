import { Type, type Static } from 'typebox';

/*
 * Internet data (Smile): a bundle bought for the customer's account with the provider. The account
 * is found by its phone number or its e-mail; the server verifies it and pays for the account id the provider
 * returns, at the plan's price for the buyer's level (any client amount is ignored).
 */

export const InternetDataPurchaseRequestSchema = Type.Object({
  /** the provider's package id (e.g. Smile) */
  package_id: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  /** the plan's variation code */
  variation_code: Type.String({ maxLength: 100, default: '' }),
  /** the phone number or e-mail of the account to renew, as registered with the provider */
  account: Type.String({ maxLength: 100, default: '' }),
  /** the customer's contact number */
  phone_number: Type.String({ maxLength: 20, default: '' }),
});

export type InternetDataPurchaseRequest = Static<typeof InternetDataPurchaseRequestSchema>;
