import { Type, type Static } from 'typebox';
import { packageId, text } from '../../api/purchase-fields';
import { EPIN_BATCH_MAX } from './rules';

/*
 * A batch of printable cards: the network's package, the card (an airtime denomination or a data
 * plan, by its code) and how many. Priced by the catalogue per card at the buyer's level.
 */

export const EpinPurchaseRequestSchema = Type.Object({
  package_id: packageId,
  variation_code: text(100),
  /** cards in the batch; missing means 0 so the server's own 'Quantity is required' answers */
  quantity: Type.Number({ default: 0, minimum: 0, maximum: EPIN_BATCH_MAX * 10 }),
});

export type EpinPurchaseRequest = Static<typeof EpinPurchaseRequestSchema>;
