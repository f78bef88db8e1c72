import { sql } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import { maximumDiscountBp, minimumPriceKobo, providerCostKobo } from '../../catalogue/margin';

/*
 * What the provider charges us, and the rule that keeps prices above it: an owner may sell below
 * cost only by saying so (the loss-leader flag).
 */

/**
 * providerCostKobo in SQL, for a purchase `t` (transactions) and its package `p` (packages, left
 * joined): nothing for a transaction that sent nothing to the provider.
 */
export const PURCHASE_COST_KOBO = sql`(CASE WHEN t.upstream_amount_kobo IS NULL THEN 0
  ELSE t.upstream_amount_kobo
    - round(t.upstream_amount_kobo * coalesce(p.provider_commission_bp, 0) / 10000.0) END)`;

/** A plan's tier price below what the provider charges us for it, as a message; else undefined. */
export function planPriceBelowCost(
  priceKobo: number,
  faceKobo: number,
  commissionBp: number,
): string | undefined {
  return priceBelowCost(priceKobo, providerCostKobo(faceKobo, commissionBp));
}

/** A price below what the plan costs us, as a message; else undefined. */
export function priceBelowCost(priceKobo: number, costKobo: number): string | undefined {
  if (priceKobo >= costKobo) return undefined;
  return `The price ${formatNaira(priceKobo / 100)} is below the provider's cost of ${formatNaira(costKobo / 100)}. Tick "Sell at a loss" to keep it.`;
}

/**
 * A price at or above cost but under cost plus the minimum margin (MIN_PRICE_MARGIN_PERCENT, the
 * rule the shipped catalogue is priced by), as a message; else undefined.
 */
export function priceUnderMinimumMargin(
  priceKobo: number,
  costKobo: number,
  marginBp: number,
): string | undefined {
  const least = minimumPriceKobo(costKobo, marginBp);
  if (priceKobo < costKobo || priceKobo >= least) return undefined;
  return `The price ${formatNaira(priceKobo / 100)} is under the provider's cost plus the minimum margin of ${marginBp / 100}%: at least ${formatNaira(least / 100)}.`;
}

/** A discount above what leaves the minimum margin (but not yet below cost), as a message. */
export function discountUnderMinimumMargin(
  discountBp: number,
  commissionBp: number,
  marginBp: number,
): string | undefined {
  const most = maximumDiscountBp(commissionBp, marginBp);
  if (discountBp > commissionBp || discountBp <= most) return undefined;
  return `A discount of ${discountBp / 100}% leaves less than the minimum margin of ${marginBp / 100}%: at most ${most / 100}%.`;
}

/** A discount larger than the provider's commission sells below cost, as a message; else undefined. */
export function discountBelowCost(discountBp: number, commissionBp: number): string | undefined {
  if (discountBp <= commissionBp) return undefined;
  return `A discount of ${discountBp / 100}% is more than the provider's commission of ${commissionBp / 100}%: every sale would lose money. Tick "Sell at a loss" to keep it.`;
}
