import { Type, type Static } from 'typebox';
import { packageId, text } from '../../api/purchase-fields';

/*
 * Data: a plan of the chosen network, priced by the catalogue for the buyer's level (the
 * client's amount is ignored).
 */

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

export type DataPurchaseRequest = Static<typeof DataPurchaseRequestSchema>;
