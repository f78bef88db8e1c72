import { Type, type Static } from 'typebox';
import { packageId, text } from '../../api/purchase-fields';

/*
 * Cable TV: a renewal of the current bouquet (priced from the provider's renewal amount) or a
 * change to another plan (priced by the catalogue).
 */

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

export type SubscriptionType = Static<typeof SubscriptionTypeSchema>;
export type CablePurchaseRequest = Static<typeof CablePurchaseRequestSchema>;
