import { Type, type Static } from 'typebox';
import { naira, packageId, text } from '../../api/purchase-fields';

/*
 * Airtime: the face value the customer asks for, for the phone number on the chosen network;
 * the level's discount comes off what the wallet is charged.
 */

export const AirtimePurchaseRequestSchema = Type.Object({
  /** the network's title, e.g. MTN (informational) */
  network: Type.Optional(text(50)),
  phone_number: text(20),
  amount: naira,
  /** the chosen network's package id */
  package_id: packageId,
});

export type AirtimePurchaseRequest = Static<typeof AirtimePurchaseRequestSchema>;
