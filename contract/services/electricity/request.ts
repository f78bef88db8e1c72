import { Type, type Static } from 'typebox';
import { naira, packageId, text } from '../../api/purchase-fields';

/*
 * Electricity: the face value of units for a verified prepaid or postpaid meter; the level's
 * discount comes off what the wallet is charged.
 */

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

export type MeterType = Static<typeof MeterTypeSchema>;
export type ElectricityPurchaseRequest = Static<typeof ElectricityPurchaseRequestSchema>;
