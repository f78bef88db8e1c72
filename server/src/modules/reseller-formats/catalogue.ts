import { and, asc, eq, sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '@contract/constants';
import type { Network } from '@contract/rules/network';
import type { Db, Tx } from '../../db/client';
import { packages, planPrices, plans } from '../../db/schema';
import { apiKeyPlanMap, type PlanMapKind } from './tables';

/*
 * What a reseller's numbers name in our catalogue: packages by slug, and plans by the key's plan
 * map or, for a key without one, by our own plan ids.
 */

const CATEGORY_OF_KIND = { data: CATEGORY_IDS.data, cable: CATEGORY_IDS.cable } as const;

export interface SoldPackage {
  id: number;
  slug: string;
  title: string;
  active: boolean;
}

export async function packageBySlug(db: Db, slug: string): Promise<SoldPackage | undefined> {
  const [row] = await db
    .select({
      id: packages.id,
      slug: packages.slug,
      title: packages.title,
      active: packages.active,
    })
    .from(packages)
    .where(eq(packages.slug, slug));
  return row;
}

/** The network a data package sells on, from its network type (MTN, GLO, AIRTEL, 9MOBILE). */
export const networkOfType = (networkType: string | null): Network | undefined => {
  const name = networkType?.toLowerCase();
  return name === 'mtn' || name === 'glo' || name === 'airtel' || name === '9mobile'
    ? name
    : undefined;
};

export interface MappedPlan {
  planId: number;
  code: string;
  title: string;
  packageId: number;
  packageSlug: string;
  packageTitle: string;
  network: Network | undefined;
}

const planColumns = {
  planId: plans.id,
  code: plans.variationCode,
  title: plans.title,
  packageId: packages.id,
  packageSlug: packages.slug,
  packageTitle: packages.title,
  networkType: packages.networkType,
};

/** Whether the key has mapped any plan of this kind (then only its map is read). */
async function keyHasMap(db: Db, keyId: number, kind: PlanMapKind): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(apiKeyPlanMap)
    .where(and(eq(apiKeyPlanMap.apiKeyId, keyId), eq(apiKeyPlanMap.kind, kind)))
    .limit(1);
  return row !== undefined;
}

/**
 * The plan a reseller's plan id names for this key: through its map when it has one of this kind,
 * else our plan id. Only an active plan of an active package of the kind's category is found.
 */
export async function resolvePlan(
  db: Db,
  keyId: number,
  kind: PlanMapKind,
  sent: string,
): Promise<{ plan?: MappedPlan; mapped: boolean }> {
  const mapped = await keyHasMap(db, keyId, kind);
  const active = and(
    eq(plans.active, true),
    eq(packages.active, true),
    eq(packages.categoryId, CATEGORY_OF_KIND[kind]),
  );
  const query = mapped
    ? db
        .select(planColumns)
        .from(apiKeyPlanMap)
        .innerJoin(plans, eq(plans.id, apiKeyPlanMap.planId))
        .innerJoin(packages, eq(packages.id, plans.packageId))
        .where(
          and(
            active,
            eq(apiKeyPlanMap.apiKeyId, keyId),
            eq(apiKeyPlanMap.kind, kind),
            eq(apiKeyPlanMap.theirId, sent),
          ),
        )
    : /^[1-9][0-9]{0,8}$/.test(sent)
      ? db
          .select(planColumns)
          .from(plans)
          .innerJoin(packages, eq(packages.id, plans.packageId))
          .where(and(active, eq(plans.id, Number(sent))))
      : undefined;
  const [row] = query ? await query : [];
  if (!row) return { mapped };
  const { networkType, ...plan } = row;
  return { plan: { ...plan, network: networkOfType(networkType) }, mapped };
}

/** The id the reseller knows a plan by: its mapped id for this key, or ours. */
export async function theirPlanId(
  db: Db | Tx,
  keyId: number | null,
  kind: PlanMapKind,
  planId: number,
): Promise<string> {
  if (keyId === null) return String(planId);
  const [row] = await db
    .select({ theirId: apiKeyPlanMap.theirId })
    .from(apiKeyPlanMap)
    .where(
      and(
        eq(apiKeyPlanMap.apiKeyId, keyId),
        eq(apiKeyPlanMap.kind, kind),
        eq(apiKeyPlanMap.planId, planId),
      ),
    )
    .orderBy(asc(apiKeyPlanMap.theirId))
    .limit(1);
  return row?.theirId ?? String(planId);
}

/** The plan a purchase bought, by its package and plan code. */
export async function planOfPurchase(
  db: Db | Tx,
  packageId: number | null,
  code: string | null,
): Promise<number | undefined> {
  if (packageId === null || !code) return undefined;
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.packageId, packageId), eq(plans.variationCode, code)));
  return row?.id;
}

export interface ListedPlan {
  planId: number;
  title: string;
  packageSlug: string;
  packageTitle: string;
  network: Network | undefined;
  priceKobo: number;
}

/** Every active plan of a kind with its price at the level, in the catalogue's order. */
export async function listPlans(db: Db, kind: PlanMapKind, levelId: number): Promise<ListedPlan[]> {
  const rows = await db
    .select({
      planId: plans.id,
      title: plans.title,
      packageSlug: packages.slug,
      packageTitle: packages.title,
      networkType: packages.networkType,
      priceKobo: planPrices.priceKobo,
    })
    .from(plans)
    .innerJoin(packages, eq(packages.id, plans.packageId))
    .innerJoin(planPrices, and(eq(planPrices.planId, plans.id), eq(planPrices.levelId, levelId)))
    .where(
      and(
        eq(plans.active, true),
        eq(packages.active, true),
        eq(packages.categoryId, CATEGORY_OF_KIND[kind]),
      ),
    )
    .orderBy(asc(packages.sortOrder), asc(packages.id), asc(plans.sortOrder), asc(plans.id));
  return rows.map(({ networkType, ...row }) => ({ ...row, network: networkOfType(networkType) }));
}
