import { sql } from 'drizzle-orm';
import type { ConsoleOffer, ConsoleOffers, TierMargin } from '@contract/api/console';
import type { Db, Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { notFound } from '../../../lib/http-error';
import { basisPointsToPercent, koboToNaira } from '../../../lib/money';
import {
  discountBelowCost,
  discountUnderMinimumMargin,
  priceBelowCost,
  priceUnderMinimumMargin,
} from './cost';
import { pricingOf } from './repository';

/*
 * A plan's offers (or an amount-based package's): what each provider charges us, the cheapest
 * enabled one marked, and each tier's margin against it, with the same below-cost and
 * minimum-margin warnings as the catalogue's prices.
 */

const LEVEL_IDS = [1, 2, 3, 4] as const;

interface OfferRow {
  id: number;
  provider: string;
  provider_code: string;
  cost_kobo: string | number | null;
  commission_bp: number | null;
  enabled: boolean;
  provider_enabled: boolean;
  forced_down: boolean;
  priority: number;
}

export interface OfferTarget {
  packageId: number;
  planId: number | null;
}

const readOfferRows = async (db: Db | Tx, target: OfferTarget) =>
  rowsOf<OfferRow>(
    await db.execute(sql`
      SELECT o.id, o.provider, o.provider_code, o.cost_kobo, o.commission_bp, o.enabled,
        p.enabled AS provider_enabled, p.forced_down, p.priority
      FROM bills_offers o JOIN bills_providers p ON p.name = o.provider
      WHERE o.package_id = ${target.packageId}
        AND ${target.planId === null ? sql`o.plan_id IS NULL` : sql`o.plan_id = ${target.planId}`}
      ORDER BY p.priority, o.provider`),
  );

/** What an offer costs us on ₦10,000 of face value, to compare a cost with a commission. */
const costOf = (row: OfferRow) =>
  row.cost_kobo !== null ? Number(row.cost_kobo) : 10_000 - Number(row.commission_bp);

/** The cheapest offer enabled at an enabled provider; ties go to the lower priority. */
export function cheapestOffer(rows: OfferRow[]): OfferRow | undefined {
  return rows
    .filter((row) => row.enabled && row.provider_enabled)
    .sort((a, b) => costOf(a) - costOf(b) || a.priority - b.priority)[0];
}

function offerOf(row: OfferRow, cheapest: OfferRow | undefined): ConsoleOffer {
  return {
    id: Number(row.id),
    provider: row.provider,
    provider_code: row.provider_code,
    cost: row.cost_kobo === null ? null : koboToNaira(Number(row.cost_kobo)),
    commission: row.commission_bp === null ? null : basisPointsToPercent(row.commission_bp),
    enabled: row.enabled,
    provider_enabled: row.provider_enabled,
    provider_forced_down: row.forced_down,
    cheapest: cheapest !== undefined && Number(cheapest.id) === Number(row.id),
  };
}

/** Each tier's price of a plan against the cheapest cost: naira of margin and what to fix. */
async function planMargins(
  db: Db | Tx,
  planId: number,
  costKobo: number | undefined,
  marginBp: number,
): Promise<TierMargin[]> {
  const prices = rowsOf<{ level_id: number; price_kobo: string | number }>(
    await db.execute(sql`SELECT level_id, price_kobo FROM plan_prices WHERE plan_id = ${planId}`),
  );
  return LEVEL_IDS.map((levelId) => {
    const price = prices.find((row) => Number(row.level_id) === levelId);
    if (!price || costKobo === undefined) return { level_id: levelId, margin: null, warning: null };
    const priceKobo = Number(price.price_kobo);
    return {
      level_id: levelId,
      margin: koboToNaira(priceKobo - costKobo),
      warning:
        priceBelowCost(priceKobo, costKobo) ??
        priceUnderMinimumMargin(priceKobo, costKobo, marginBp) ??
        null,
    };
  });
}

/** Each tier's discount of a package against the cheapest commission: percent kept, what to fix. */
async function discountMargins(
  db: Db | Tx,
  packageId: number,
  commissionBp: number | undefined,
  marginBp: number,
): Promise<TierMargin[]> {
  const rates = rowsOf<{ level_id: number; discount_bp: number | null }>(
    await db.execute(
      sql`SELECT level_id, discount_bp FROM package_rates WHERE package_id = ${packageId}`,
    ),
  );
  return LEVEL_IDS.map((levelId) => {
    const discount = rates.find((row) => Number(row.level_id) === levelId)?.discount_bp;
    if (discount === undefined || discount === null || commissionBp === undefined)
      return { level_id: levelId, margin: null, warning: null };
    return {
      level_id: levelId,
      margin: basisPointsToPercent(commissionBp - discount),
      warning:
        discountBelowCost(discount, commissionBp) ??
        discountUnderMinimumMargin(discount, commissionBp, marginBp) ??
        null,
    };
  });
}

/** A plan's offers (planId) or an amount-based package's (planId null), with tier margins. */
export async function readOffers(
  db: Db | Tx,
  target: OfferTarget,
  marginBp: number,
): Promise<ConsoleOffers> {
  const [owner] = rowsOf<{ pinned: string | null; category_type: string }>(
    await db.execute(
      target.planId === null
        ? sql`SELECT pk.pinned_provider AS pinned, c.type AS category_type FROM packages pk
            JOIN categories c ON c.id = pk.category_id WHERE pk.id = ${target.packageId}`
        : sql`SELECT pinned_provider AS pinned, 'plan' AS category_type FROM plans
            WHERE id = ${target.planId}`,
    ),
  );
  if (!owner) throw notFound(target.planId === null ? 'No such package.' : 'No such plan.');
  const rows = await readOfferRows(db, target);
  const cheapest = cheapestOffer(rows);
  let margins: TierMargin[];
  if (target.planId !== null)
    margins = await planMargins(
      db,
      target.planId,
      cheapest?.cost_kobo == null ? undefined : Number(cheapest.cost_kobo),
      marginBp,
    );
  else if (pricingOf(owner.category_type) === 'discount')
    margins = await discountMargins(
      db,
      target.packageId,
      cheapest?.commission_bp == null ? undefined : Number(cheapest.commission_bp),
      marginBp,
    );
  else margins = [];
  return {
    package_id: target.packageId,
    plan_id: target.planId,
    pinned_provider: owner.pinned,
    offers: rows.map((row) => offerOf(row, cheapest)),
    margins,
  };
}

/** The plan's package, for the plan's offers. */
export async function planTarget(db: Db | Tx, planId: number): Promise<OfferTarget> {
  const [row] = rowsOf<{ package_id: number }>(
    await db.execute(sql`SELECT package_id FROM plans WHERE id = ${planId}`),
  );
  if (!row) throw notFound('No such plan.');
  return { packageId: Number(row.package_id), planId };
}
