import type { Package, PackageProducts, PriceListItem, PriceRow } from '@contract/api';
import { SERVICES, serviceByType, type ServicePricing } from '@contract/services';
import type { Db } from '../../db/client';
import { basisPointsToPercent, koboToNaira } from '../../lib/money';
import { listActivePackages, listPlanPrices, listRates } from './repository';

type RateRow = Awaited<ReturnType<typeof listRates>>[number];
type PriceRowDb = Awaited<ReturnType<typeof listPlanPrices>>[number];

/** How a category's packages are priced, from the service registry (a discount when unknown). */
const pricingOf = (categoryType: string): ServicePricing =>
  serviceByType(categoryType)?.pricing ?? 'discount';

const PLAN_CATEGORIES = new Set(
  SERVICES.filter((service) => service.pricing === 'plans').map(
    (service) => service.type as string,
  ),
);

function rateValue(categoryType: string, rate: RateRow | undefined): number {
  if (!rate) return 0;
  const pricing = pricingOf(categoryType);
  if (pricing === 'unit-price') return koboToNaira(rate.unitPriceKobo ?? 0);
  if (pricing === 'commission') return basisPointsToPercent(rate.commissionBp ?? 0);
  return basisPointsToPercent(rate.discountBp ?? 0);
}

function rateProducts(categoryType: string, rate: RateRow | undefined): PackageProducts {
  const value = rateValue(categoryType, rate);
  const pricing = pricingOf(categoryType);
  if (pricing === 'unit-price') return { amount: value };
  if (pricing === 'commission') return { commission: value };
  return { discount: value };
}

/** The packages of one category with plans priced, or rates given, at the caller's level. */
export async function packagesForLevel(
  db: Db,
  categoryId: number,
  levelId: number,
): Promise<Package[]> {
  const rows = await listActivePackages(db, categoryId);
  const ids = rows.map((row) => row.id);
  const [rates, prices] = await Promise.all([
    listRates(db, ids, levelId),
    listPlanPrices(db, ids, levelId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    image: row.image,
    description: row.description,
    network_type: row.networkType,
    service_id: row.serviceId,
    products: PLAN_CATEGORIES.has(row.categoryType)
      ? prices
          .filter((price) => price.packageId === row.id)
          .map((price) => ({
            id: price.planId,
            title: price.title,
            amount: koboToNaira(price.priceKobo),
            code: price.code,
          }))
      : rateProducts(
          row.categoryType,
          rates.find((rate) => rate.packageId === row.id),
        ),
  }));
}

function tiers(values: number[]) {
  const [amount1 = 0, amount2 = 0, amount3 = 0, amount4 = 0] = values;
  return { amount1, amount2, amount3, amount4 };
}

/** Every package with the four tiers side by side, for the public pricing page. */
export async function priceList(db: Db): Promise<PriceListItem[]> {
  const rows = await listActivePackages(db);
  const ids = rows.map((row) => row.id);
  const [rates, prices] = await Promise.all([listRates(db, ids), listPlanPrices(db, ids)]);
  const pricesByPackage = new Map<number, PriceRowDb[]>();
  for (const price of prices) {
    const list = pricesByPackage.get(price.packageId) ?? [];
    list.push(price);
    pricesByPackage.set(price.packageId, list);
  }
  return rows.map((row) => {
    let products: PriceListItem['products'];
    if (PLAN_CATEGORIES.has(row.categoryType)) {
      const byPlan = new Map<number, PriceRowDb[]>();
      for (const price of pricesByPackage.get(row.id) ?? []) {
        byPlan.set(price.planId, [...(byPlan.get(price.planId) ?? []), price]);
      }
      const data: PriceRow[] = [...byPlan.values()].map((levelsOfPlan) => ({
        plan: levelsOfPlan[0]?.title ?? '',
        ...tiers(levelsOfPlan.map((price) => koboToNaira(price.priceKobo))),
      }));
      products = [{ data }];
    } else {
      const own = rates
        .filter((rate) => rate.packageId === row.id)
        .sort((a, b) => a.levelId - b.levelId);
      products = [tiers(own.map((rate) => rateValue(row.categoryType, rate)))];
    }
    return {
      title: row.title,
      image: row.image,
      category: { id: row.categoryId, name: row.categoryName, type: row.categoryType },
      products,
    };
  });
}
