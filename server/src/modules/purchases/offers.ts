import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { breakerStateSql, claimProbe } from './breaker';
import type { BillsProviders } from './bills-providers';
import { routeOrder, type BreakerState, type Route } from './routing';

/*
 * The routing inputs of one order, read in one query: the offers of its plan (when the package has
 * a plan of that code) or of its package, their providers' settings and breakers, and the pin.
 */

export interface OrderToRoute {
  packageId: number;
  serviceId: string;
  variationCode: string | null;
  /** the face value sent to the provider */
  faceKobo: number;
}

interface OptionRow {
  offer_id: number;
  provider: string;
  provider_code: string;
  plan_offer: boolean;
  enabled: boolean;
  cost_kobo: string | number | null;
  commission_bp: number | null;
  provider_enabled: boolean;
  forced_down: boolean;
  priority: number;
  breaker: BreakerState;
  pinned: string | null;
}

/** The order's routes, best first; empty when no usable offer sells it. */
export async function routesFor(
  db: Db,
  providers: BillsProviders,
  order: OrderToRoute,
): Promise<Route[]> {
  const rows = rowsOf<OptionRow>(
    await db.execute(sql`
      SELECT o.id AS offer_id, o.provider, o.provider_code, o.plan_id IS NOT NULL AS plan_offer,
        o.enabled, o.cost_kobo, o.commission_bp, p.enabled AS provider_enabled, p.forced_down,
        p.priority, ${breakerStateSql} AS breaker,
        coalesce(pl.pinned_provider, pk.pinned_provider) AS pinned
      FROM packages pk
      LEFT JOIN plans pl ON pl.package_id = pk.id AND pl.variation_code = ${order.variationCode}
      JOIN bills_offers o ON o.package_id = pk.id
        AND (o.plan_id = pl.id OR (pl.id IS NULL AND o.plan_id IS NULL))
      JOIN bills_providers p ON p.name = o.provider
      LEFT JOIN bills_breakers b ON b.provider = o.provider AND b.service_id = ${order.serviceId}
      WHERE pk.id = ${order.packageId}`),
  );
  return routeOrder({
    faceKobo: order.faceKobo,
    pinned: rows[0]?.pinned ?? null,
    registered: (name) => providers.get(name) !== undefined,
    options: rows.map((row) => ({
      offerId: Number(row.offer_id),
      provider: row.provider,
      providerCode: row.provider_code,
      planOffer: row.plan_offer,
      enabled: row.enabled,
      costKobo: row.cost_kobo === null ? null : Number(row.cost_kobo),
      commissionBp: row.commission_bp === null ? null : Number(row.commission_bp),
      providerEnabled: row.provider_enabled,
      providerForcedDown: row.forced_down,
      priority: Number(row.priority),
      breaker: row.breaker,
    })),
  });
}

/**
 * Takes routes off the front of `routes` until one may be used now (a half-open provider's only
 * when this order wins its probe) and answers it; undefined when none is left.
 */
export async function nextRoute(
  db: Db,
  routes: Route[],
  serviceId: string,
): Promise<Route | undefined> {
  for (let route = routes.shift(); route; route = routes.shift()) {
    if (!route.probe || (await claimProbe(db, route.provider, serviceId))) return route;
  }
  return undefined;
}
