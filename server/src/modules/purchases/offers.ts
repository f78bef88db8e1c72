import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { breakerStateSql, claimProbe } from './breaker';
import type { BillsProviders } from './bills-providers';
import { routeOrder, type BreakerState, type Route } from './routing';

/*
 * The routing inputs of one order, read in one query: the offers of its plan (when the package has
 * a plan of that code) or of its package, their providers' settings and breakers, and the pin.
 * They are remembered while the routing generation (migration 0041: any write to those tables
 * moves it on) stays what the order's price was read with, and while every breaker among them is
 * closed (an open one turns half-open with time alone, which no write tells).
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
  breaker_clean: boolean;
  pinned: string | null;
  generation: string | number;
}

/** A process's remembered routing inputs, by order kind. */
export type RoutingMemory = Map<string, { generation: number; rows: OptionRow[] }>;

export const routingMemory = (): RoutingMemory => new Map();

/** The routing generation as a query reads it beside its own answer (a scalar subquery). */
export const routingGenerationSql = sql<string>`(SELECT generation FROM routing_generation)`;

async function readOptions(db: Db, order: OrderToRoute): Promise<OptionRow[]> {
  return rowsOf<OptionRow>(
    await db.execute(sql`
      SELECT o.id AS offer_id, o.provider, o.provider_code, o.plan_id IS NOT NULL AS plan_offer,
        o.enabled, o.cost_kobo, o.commission_bp, p.enabled AS provider_enabled, p.forced_down,
        p.priority, ${breakerStateSql} AS breaker,
        (b.provider IS NULL OR (b.failures = 0 AND b.opened_at IS NULL AND b.probe_until IS NULL))
          AS breaker_clean,
        coalesce(pl.pinned_provider, pk.pinned_provider) AS pinned,
        ${routingGenerationSql} AS generation
      FROM packages pk
      LEFT JOIN plans pl ON pl.package_id = pk.id AND pl.variation_code = ${order.variationCode}
      JOIN bills_offers o ON o.package_id = pk.id
        AND (o.plan_id = pl.id OR (pl.id IS NULL AND o.plan_id IS NULL))
      JOIN bills_providers p ON p.name = o.provider
      LEFT JOIN bills_breakers b ON b.provider = o.provider AND b.service_id = ${order.serviceId}
      WHERE pk.id = ${order.packageId}`),
  );
}

/**
 * The order's routing inputs: remembered ones when they were read at `generation` (the one the
 * order's price was read with), else read now (and remembered when every breaker is closed).
 */
async function optionsOf(
  db: Db,
  order: OrderToRoute,
  remembered?: { memory: RoutingMemory; generation: number | undefined },
): Promise<OptionRow[]> {
  const key = `${order.packageId}|${order.serviceId}|${order.variationCode ?? ''}`;
  const known = remembered?.memory.get(key);
  if (known && known.generation === remembered?.generation) return known.rows;
  const rows = await readOptions(db, order);
  if (remembered && rows.every((row) => row.breaker === 'closed'))
    remembered.memory.set(key, { generation: Number(rows[0]?.generation ?? 0), rows });
  return rows;
}

/** The order's routes, best first; empty when no usable offer sells it. */
export async function routesFor(
  db: Db,
  providers: BillsProviders,
  order: OrderToRoute,
  remembered?: { memory: RoutingMemory; generation: number | undefined },
): Promise<Route[]> {
  const rows = await optionsOf(db, order, remembered);
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
      breakerClean: row.breaker_clean,
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
