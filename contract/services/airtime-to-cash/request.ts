import { Type, type Static } from 'typebox';
import { naira, packageId, text } from '../../api/purchase-fields';

/*
 * Airtime to cash: airtime the customer transferred to us, paid out to the wallet less the
 * commission once an operator has seen it arrive.
 */

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

export type AirtimeToCashRequest = Static<typeof AirtimeToCashRequestSchema>;
