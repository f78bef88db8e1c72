import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categories, packageRates, packages, planPrices, plans, users } from '../../db/schema';
import { routingGenerationSql } from './offers';

/** The lookups that price a purchase, always from our own catalogue at the buyer's level. */

export interface PackageInfo {
  id: number;
  categoryId: number;
  title: string;
  serviceId: string;
  image: string;
  categoryName: string;
  categoryImage: string;
  /** the bills provider whose list the package is (packages.catalogue_provider): it verifies the customer */
  catalogueProvider: string;
  /** the routing generation it was read at (offers.ts), where its price was read for a purchase */
  routingGeneration?: number;
}

/** A package as PackageInfo, with its category's name and image. */
const PACKAGE_COLUMNS = {
  id: packages.id,
  categoryId: packages.categoryId,
  title: packages.title,
  serviceId: packages.serviceId,
  image: packages.image,
  categoryName: categories.name,
  categoryImage: categories.image,
  catalogueProvider: packages.catalogueProvider,
};

export async function findPackage(
  db: Db | Tx,
  packageId: number,
): Promise<PackageInfo | undefined> {
  if (!Number.isSafeInteger(packageId) || packageId <= 0) return undefined;
  const [row] = await db
    .select(PACKAGE_COLUMNS)
    .from(packages)
    .innerJoin(categories, eq(categories.id, packages.categoryId))
    .where(and(eq(packages.id, packageId), eq(packages.active, true)));
  return row;
}

export interface PlanPrice {
  code: string;
  title: string;
  /** the buyer's price */
  priceKobo: number;
  /** the face value: the provider's price of the plan, sent to it in `pay` */
  faceKobo: number;
}

/** An active plan of the package by variation code, priced for the level. */
export async function findPlan(
  db: Db | Tx,
  packageId: number,
  code: string,
  levelId: number,
): Promise<PlanPrice | undefined> {
  if (!code) return undefined;
  const rows = await db
    .select({
      code: plans.variationCode,
      title: plans.title,
      priceKobo: planPrices.priceKobo,
      faceKobo: plans.providerAmountKobo,
    })
    .from(plans)
    .innerJoin(planPrices, and(eq(planPrices.planId, plans.id), eq(planPrices.levelId, levelId)))
    .where(
      and(eq(plans.packageId, packageId), eq(plans.variationCode, code), eq(plans.active, true)),
    );
  return rows[0];
}

/** The first active plan's code (JAMB verification sends a variation code as its type). */
export async function firstPlanCode(db: Db | Tx, packageId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: plans.variationCode })
    .from(plans)
    .where(and(eq(plans.packageId, packageId), eq(plans.active, true)))
    .orderBy(plans.sortOrder, plans.id)
    .limit(1);
  return row?.code;
}

/** The package's discount for the level, in basis points (airtime and electricity). */
export async function findDiscountBp(db: Db | Tx, packageId: number, levelId: number) {
  const [row] = await db
    .select({ discountBp: packageRates.discountBp })
    .from(packageRates)
    .where(and(eq(packageRates.packageId, packageId), eq(packageRates.levelId, levelId)));
  return row?.discountBp ?? 0;
}

/** Who a purchase is priced for: a level, or a user whose level is read with the prices. */
export type Buyer = number | { userId: number };

export interface Pricing {
  levelId: number;
  /** the active package, undefined when there is none or it is not of `categoryId` */
  pkg: PackageInfo | undefined;
  /** the package's discount for the level (0 when none or not asked for) */
  discountBp: number;
  /** the asked plan of the package priced for the level, as findPlan answers it */
  plan: PlanPrice | undefined;
}

/**
 * The buyer's level, the package of the category and, when asked, its discount or one plan's
 * price for that level, in one query (the same answers as findUserLevel, findPackage,
 * findDiscountBp and findPlan, read together). A user's level is read with them; a level given
 * (the purchase routes pass the one authenticate read) prices for it.
 */
export async function findPricing(
  db: Db | Tx,
  buyer: Buyer,
  packageId: number,
  categoryId: number,
  wanted: { discount?: boolean; planCode?: string } = {},
): Promise<Pricing> {
  const planCode = wanted.planCode ?? '';
  const level = typeof buyer === 'number' ? sql<number>`${buyer}::smallint` : users.levelId;
  const validId = Number.isSafeInteger(packageId) && packageId > 0;
  const activePackage = validId
    ? and(eq(packages.id, packageId), eq(packages.active, true))
    : sql`false`;
  const columns = {
    levelId: level,
    ...PACKAGE_COLUMNS,
    discountBp: packageRates.discountBp,
    planCode: plans.variationCode,
    planTitle: plans.title,
    priceKobo: planPrices.priceKobo,
    faceKobo: plans.providerAmountKobo,
    routingGeneration: routingGenerationSql,
  };
  const base =
    typeof buyer === 'number'
      ? db
          .select(columns)
          .from(sql`(select 1) as buyer`)
          .leftJoin(packages, activePackage)
      : db.select(columns).from(users).leftJoin(packages, activePackage);
  const [row] = await base
    .leftJoin(categories, eq(categories.id, packages.categoryId))
    .leftJoin(
      packageRates,
      wanted.discount
        ? and(eq(packageRates.packageId, packages.id), eq(packageRates.levelId, level))
        : sql`false`,
    )
    .leftJoin(
      plans,
      planCode
        ? and(
            eq(plans.packageId, packages.id),
            eq(plans.variationCode, planCode),
            eq(plans.active, true),
          )
        : sql`false`,
    )
    .leftJoin(planPrices, and(eq(planPrices.planId, plans.id), eq(planPrices.levelId, level)))
    .where(typeof buyer === 'number' ? undefined : eq(users.id, buyer.userId));
  // findUserLevel's answer for a user that does not exist
  if (!row) return findPricing(db, 1, packageId, categoryId, wanted);
  const pkg =
    row.id !== null &&
    row.categoryId !== null &&
    row.title !== null &&
    row.serviceId !== null &&
    row.image !== null &&
    row.categoryName !== null &&
    row.categoryImage !== null &&
    row.catalogueProvider !== null &&
    row.categoryId === categoryId
      ? {
          id: row.id,
          categoryId: row.categoryId,
          title: row.title,
          serviceId: row.serviceId,
          image: row.image,
          categoryName: row.categoryName,
          categoryImage: row.categoryImage,
          catalogueProvider: row.catalogueProvider,
          routingGeneration: Number(row.routingGeneration),
        }
      : undefined;
  const plan =
    pkg &&
    row.planCode !== null &&
    row.planTitle !== null &&
    row.priceKobo !== null &&
    row.faceKobo !== null
      ? {
          code: row.planCode,
          title: row.planTitle,
          priceKobo: row.priceKobo,
          faceKobo: row.faceKobo,
        }
      : undefined;
  return {
    levelId: row.levelId,
    pkg,
    discountBp: pkg ? (row.discountBp ?? 0) : 0,
    plan,
  };
}
