import { sql } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import type { Db, Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { maximumDiscountBp, minimumPriceKobo, providerCostKobo } from '../../catalogue/margin';

/*
 * What the provider charges us, and the rule that keeps prices above it: an owner may sell below
 * cost only by saying so (the loss-leader flag).
 */

/**
 * What each plan costs us, the one cost every price of it is judged against (the catalogue's
 * provider cost, the below-cost rule, a bulk change's margins): its cheapest offer enabled at an
 * enabled provider, the provider that gets its orders, whichever that is; a plan no such offer
 * sells is judged by its package's face value less the package's commission. Plans not found are
 * left out.
 */
export async function planCostsKobo(db: Db | Tx, planIds: number[]): Promise<Map<number, number>> {
  if (!planIds.length) return new Map();
  const rows = rowsOf<{
    id: number;
    face_kobo: string | number;
    commission_bp: number;
    cheapest_kobo: string | number | null;
  }>(
    await db.execute(sql`
      SELECT pl.id, pl.provider_amount_kobo AS face_kobo, pk.provider_commission_bp AS commission_bp,
        (SELECT min(o.cost_kobo) FROM bills_offers o JOIN bills_providers p ON p.name = o.provider
          WHERE o.plan_id = pl.id AND o.enabled AND p.enabled AND o.cost_kobo IS NOT NULL)
          AS cheapest_kobo
      FROM plans pl JOIN packages pk ON pk.id = pl.package_id
      WHERE pl.id IN (${sql.join(
        planIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      row.cheapest_kobo === null
        ? providerCostKobo(Number(row.face_kobo), Number(row.commission_bp))
        : Number(row.cheapest_kobo),
    ]),
  );
}

/**
 * providerCostKobo in SQL, for a purchase `t` (transactions) and its package `p` (packages, left
 * joined): nothing for a transaction that sent nothing to the provider.
 */
export const PURCHASE_COST_KOBO = sql`(CASE WHEN t.upstream_amount_kobo IS NULL THEN 0
  ELSE t.upstream_amount_kobo
    - round(t.upstream_amount_kobo * coalesce(p.provider_commission_bp, 0) / 10000.0) END)`;

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
