import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categories, packageRates, packages, planPrices, plans } from '../../db/schema';

/** The lookups that price a purchase, always from our own catalogue at the buyer's level. */

export interface PackageInfo {
  id: number;
  categoryId: number;
  title: string;
  serviceId: string;
  image: string;
  categoryName: string;
  categoryImage: string;
}

export async function findPackage(
  db: Db | Tx,
  packageId: number,
): Promise<PackageInfo | undefined> {
  if (!Number.isSafeInteger(packageId) || packageId <= 0) return undefined;
  const [row] = await db
    .select({
      id: packages.id,
      categoryId: packages.categoryId,
      title: packages.title,
      serviceId: packages.serviceId,
      image: packages.image,
      categoryName: categories.name,
      categoryImage: categories.image,
    })
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
  /** the face value (Normal tier), what the provider is paid */
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
      levelId: planPrices.levelId,
      priceKobo: planPrices.priceKobo,
    })
    .from(plans)
    .innerJoin(planPrices, eq(planPrices.planId, plans.id))
    .where(
      and(eq(plans.packageId, packageId), eq(plans.variationCode, code), eq(plans.active, true)),
    );
  const mine = rows.find((row) => row.levelId === levelId);
  const face = rows.find((row) => row.levelId === 1);
  if (!mine || !face) return undefined;
  return {
    code: mine.code,
    title: mine.title,
    priceKobo: mine.priceKobo,
    faceKobo: face.priceKobo,
  };
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
