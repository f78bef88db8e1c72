import { asc, eq, inArray } from 'drizzle-orm';
import type {
  ConsoleCatalogue,
  ConsoleLevel,
  ConsolePackage,
  ConsolePricing,
  ConsoleReferralRate,
} from '@contract/api/console';
import { belowCostCount, onlyBelowCost } from '@contract/rules';
import { serviceByType, type ServicePricing } from '@contract/services';
import type { Db, Tx } from '../../../db/client';
import {
  categories,
  levels,
  packageRates,
  packages,
  planPrices,
  plans,
  referralRates,
} from '../../../db/schema';
import { basisPointsToPercent, koboToNaira } from '../../../lib/money';
import { providerCostKobo } from '../../catalogue/margin';
import { planCostsKobo } from './cost';

/** The console's name for each way the registry prices a service. */
const CONSOLE_PRICING: Record<ServicePricing, ConsolePricing> = {
  discount: 'discount',
  plans: 'plans',
  commission: 'commission',
  'unit-price': 'unit_price',
};

/** How each category is priced, as its service's registry entry says (plans if none does). */
export function pricingOf(categoryType: string): ConsolePricing {
  const service = serviceByType(categoryType);
  return service ? CONSOLE_PRICING[service.pricing] : 'plans';
}

type RateRow = typeof packageRates.$inferSelect;

function rateOf(pricing: ConsolePricing, rate: RateRow | undefined): number | null {
  if (!rate) return null;
  if (pricing === 'discount')
    return rate.discountBp === null ? null : basisPointsToPercent(rate.discountBp);
  if (pricing === 'commission')
    return rate.commissionBp === null ? null : basisPointsToPercent(rate.commissionBp);
  return rate.unitPriceKobo === null ? null : koboToNaira(rate.unitPriceKobo);
}

const LEVEL_IDS = [1, 2, 3, 4] as const;

/** Packages (all of them, or the given ones) with their plans, prices and rates, enabled or not. */
export async function readPackages(db: Db | Tx, ids?: number[]): Promise<ConsolePackage[]> {
  const rows = await db
    .select({
      id: packages.id,
      categoryId: packages.categoryId,
      category: categories.name,
      categoryType: categories.type,
      title: packages.title,
      serviceId: packages.serviceId,
      network: packages.networkType,
      active: packages.active,
      commissionBp: packages.providerCommissionBp,
    })
    .from(packages)
    .innerJoin(categories, eq(categories.id, packages.categoryId))
    .where(ids ? inArray(packages.id, ids) : undefined)
    .orderBy(asc(packages.categoryId), asc(packages.sortOrder), asc(packages.id));
  const packageIds = rows.map((row) => row.id);
  if (!packageIds.length) return [];
  const [rates, planRows, prices] = await Promise.all([
    db.select().from(packageRates).where(inArray(packageRates.packageId, packageIds)),
    db
      .select()
      .from(plans)
      .where(inArray(plans.packageId, packageIds))
      .orderBy(asc(plans.sortOrder), asc(plans.id)),
    db
      .select({
        planId: planPrices.planId,
        levelId: planPrices.levelId,
        priceKobo: planPrices.priceKobo,
      })
      .from(planPrices)
      .innerJoin(plans, eq(plans.id, planPrices.planId))
      .where(inArray(plans.packageId, packageIds)),
  ]);
  const costOf = await planCostsKobo(
    db,
    planRows.map((plan) => plan.id),
  );
  const priceOf = new Map(prices.map((row) => [`${row.planId}:${row.levelId}`, row.priceKobo]));
  return rows.map((row) => {
    const pricing = pricingOf(row.categoryType);
    const own = rates.filter((rate) => rate.packageId === row.id);
    return {
      id: row.id,
      category_id: row.categoryId,
      category: row.category,
      title: row.title,
      service_id: row.serviceId,
      network: row.network,
      active: row.active,
      pricing,
      provider_commission: basisPointsToPercent(row.commissionBp),
      rates:
        pricing === 'plans'
          ? []
          : LEVEL_IDS.map((levelId) =>
              rateOf(
                pricing,
                own.find((rate) => rate.levelId === levelId),
              ),
            ),
      plans: planRows
        .filter((plan) => plan.packageId === row.id)
        .map((plan) => ({
          id: plan.id,
          code: plan.variationCode,
          title: plan.title,
          active: plan.active,
          provider_amount: koboToNaira(plan.providerAmountKobo),
          provider_cost: koboToNaira(
            costOf.get(plan.id) ?? providerCostKobo(plan.providerAmountKobo, row.commissionBp),
          ),
          prices: LEVEL_IDS.map((levelId) => {
            const kobo = priceOf.get(`${plan.id}:${levelId}`);
            return kobo === undefined ? null : koboToNaira(kobo);
          }),
        })),
    };
  });
}

export async function readLevels(db: Db | Tx): Promise<ConsoleLevel[]> {
  const rows = await db.select().from(levels).orderBy(asc(levels.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    upgrade_price: koboToNaira(row.upgradePriceKobo),
  }));
}

/** One row per category, 0% where none was set. */
export async function readReferralRates(db: Db | Tx): Promise<ConsoleReferralRate[]> {
  const rows = await db
    .select({ categoryId: categories.id, category: categories.name, rateBp: referralRates.rateBp })
    .from(categories)
    .leftJoin(referralRates, eq(referralRates.categoryId, categories.id))
    .orderBy(asc(categories.id));
  return rows.map((row) => ({
    category_id: row.categoryId,
    category: row.category,
    percent: basisPointsToPercent(row.rateBp ?? 0),
  }));
}

/** The catalogue; with `belowCost`, only the packages and plans with a price below cost. */
export async function readCatalogue(db: Db, belowCost = false): Promise<ConsoleCatalogue> {
  const [packageList, levelList, rates] = await Promise.all([
    readPackages(db),
    readLevels(db),
    readReferralRates(db),
  ]);
  return {
    packages: belowCost ? onlyBelowCost(packageList) : packageList,
    levels: levelList,
    referral_rates: rates,
  };
}

/** How many tier prices and discounts sell below cost (the overview's warning). */
export async function countBelowCost(db: Db): Promise<number> {
  return belowCostCount(await readPackages(db));
}
