import { providerCostKobo } from '../catalogue/margin';

/*
 * Which provider an order goes to, decided from plain data (offers.ts reads it): among the enabled
 * offers of providers that are registered, enabled, not forced down and whose breaker is not open,
 * the cheapest for this order; equal costs by the owner's priority (lower first), then by name; a
 * pinned plan or package goes only to its provider. The answer is the whole ordered list: the
 * order starts with the first and moves down it only on a definite provider-side refusal.
 */

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface OfferOption {
  offerId: number;
  provider: string;
  /** the provider's code for the plan (plan offer) or for the service (package offer) */
  providerCode: string;
  /** true for a plan's offer, false for an amount-based package's */
  planOffer: boolean;
  enabled: boolean;
  /** a plan offer's cost */
  costKobo: number | null;
  /** a package offer's commission on the face value */
  commissionBp: number | null;
  providerEnabled: boolean;
  providerForcedDown: boolean;
  priority: number;
  breaker: BreakerState;
  /** the breaker counts no failure (or has no row): a success has nothing to reset */
  breakerClean: boolean;
}

export interface Route {
  offerId: number;
  provider: string;
  providerCode: string;
  planOffer: boolean;
  /** what this provider charges us for this order */
  costKobo: number;
  /** the breaker is half-open: the order may go only as its one probe */
  probe: boolean;
  /** the breaker counted no failure when the order was routed */
  breakerClean: boolean;
}

/** An offer's cost for an order of `faceKobo`: a plan's fixed cost, else face less commission. */
export const offerCostKobo = (option: OfferOption, faceKobo: number): number =>
  option.costKobo ?? providerCostKobo(faceKobo, option.commissionBp ?? 0);

export function routeOrder(input: {
  options: readonly OfferOption[];
  faceKobo: number;
  pinned: string | null;
  registered: (name: string) => boolean;
}): Route[] {
  return input.options
    .filter(
      (option) =>
        option.enabled &&
        option.providerEnabled &&
        !option.providerForcedDown &&
        option.breaker !== 'open' &&
        input.registered(option.provider) &&
        (input.pinned === null || option.provider === input.pinned),
    )
    .map((option) => ({ option, costKobo: offerCostKobo(option, input.faceKobo) }))
    .sort(
      (a, b) =>
        a.costKobo - b.costKobo ||
        a.option.priority - b.option.priority ||
        a.option.provider.localeCompare(b.option.provider),
    )
    .map(({ option, costKobo }) => ({
      offerId: option.offerId,
      provider: option.provider,
      providerCode: option.providerCode,
      planOffer: option.planOffer,
      costKobo,
      probe: option.breaker === 'half-open',
      breakerClean: option.breakerClean,
    }));
}
