import type { ScheduleService } from '@contract/rules';
import { PURCHASE_SERVICES } from '../../services';
import { checkedPurchase } from '../../services/checked-purchase';
import type { Quote, QuoteDeps } from '../purchases/quote';

/*
 * A scheduled purchase is the body its purchase route takes, priced and checked by that route's
 * quote (the purchase engine's entry point), so a schedule buys exactly what the screen would.
 */

/** The purchase body with its defaults, or a 400 naming the first field that is wrong. */
export function checkedSchedulePurchase(
  service: ScheduleService,
  purchase: Record<string, unknown>,
): Record<string, unknown> {
  // The PIN is checked when scheduling and never stored with the purchase.
  const { pin: _pin, ...body } = purchase;
  return checkedPurchase(service, body);
}

/** The quote for a stored purchase, priced at the user's level as it stands. */
export function quotePurchase(
  deps: QuoteDeps,
  userId: number,
  service: ScheduleService,
  purchase: Record<string, unknown>,
): Promise<Quote> {
  return PURCHASE_SERVICES[service].quote(deps, { userId }, purchase);
}
