import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  notices,
  packageRates,
  packages,
  planPrices,
  plans,
  users,
} from '../../db/schema';

export async function listActivePackages(db: Db, categoryId?: number) {
  return db
    .select({
      id: packages.id,
      categoryId: packages.categoryId,
      title: packages.title,
      serviceId: packages.serviceId,
      image: packages.image,
      description: packages.description,
      networkType: packages.networkType,
      categoryName: categories.name,
      categoryType: categories.type,
    })
    .from(packages)
    .innerJoin(categories, eq(categories.id, packages.categoryId))
    .where(
      categoryId === undefined
        ? eq(packages.active, true)
        : and(eq(packages.active, true), eq(packages.categoryId, categoryId)),
    )
    .orderBy(asc(packages.categoryId), asc(packages.sortOrder), asc(packages.id));
}

export async function listRates(db: Db, packageIds: number[], levelId?: number) {
  if (!packageIds.length) return [];
  return db
    .select()
    .from(packageRates)
    .where(
      levelId === undefined
        ? inArray(packageRates.packageId, packageIds)
        : and(inArray(packageRates.packageId, packageIds), eq(packageRates.levelId, levelId)),
    );
}

export async function listPlanPrices(db: Db, packageIds: number[], levelId?: number) {
  if (!packageIds.length) return [];
  return db
    .select({
      planId: plans.id,
      packageId: plans.packageId,
      code: plans.variationCode,
      title: plans.title,
      levelId: planPrices.levelId,
      priceKobo: planPrices.priceKobo,
    })
    .from(plans)
    .innerJoin(planPrices, eq(planPrices.planId, plans.id))
    .where(
      and(
        eq(plans.active, true),
        inArray(plans.packageId, packageIds),
        levelId === undefined ? undefined : eq(planPrices.levelId, levelId),
      ),
    )
    .orderBy(asc(plans.packageId), asc(plans.sortOrder), asc(plans.id), asc(planPrices.levelId));
}

export async function findUserLevel(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ levelId: users.levelId }).from(users).where(eq(users.id, userId));
  return row?.levelId ?? 1;
}

export async function findActiveNotice(db: Db): Promise<string> {
  const [row] = await db
    .select({ body: notices.body })
    .from(notices)
    .where(eq(notices.active, true))
    .orderBy(asc(notices.id))
    .limit(1);
  return row?.body ?? '';
}
