import { sql } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import { providerCostKobo } from '../../catalogue/margin';

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
  const costKobo = providerCostKobo(faceKobo, commissionBp);
  if (priceKobo >= costKobo) return undefined;
  return `The price ${formatNaira(priceKobo / 100)} is below the provider's cost of ${formatNaira(costKobo / 100)}. Tick "Sell at a loss" to keep it.`;
}

/** A discount larger than the provider's commission sells below cost, as a message; else undefined. */
export function discountBelowCost(discountBp: number, commissionBp: number): string | undefined {
  if (discountBp <= commissionBp) return undefined;
  return `A discount of ${discountBp / 100}% is more than the provider's commission of ${commissionBp / 100}%: every sale would lose money. Tick "Sell at a loss" to keep it.`;
}
