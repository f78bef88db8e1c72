import { and, eq, inArray, sql } from 'drizzle-orm';
import { LEVELS } from '@contract/constants';
import { DEFAULT_MIN_PRICE_MARGIN_BP } from '../../config';
import type { Db } from '../../db/client';
import {
  categories,
  levels,
  notices,
  packageRates,
  packages,
  planPrices,
  plans,
  referralRates,
} from '../../db/schema';
import { nairaToKobo, percentToBasisPoints } from '../../lib/money';
import { maximumDiscountBp, minimumPriceKobo, providerCostKobo } from './margin';
import {
  providerCommissionBpOf,
  seedCategories,
  seedNotice,
  seedPackages,
  seedReferralRates,
  type SeedPackage,
  type SeedPlan,
} from './seed-data';
import { seedSecondProviderOffers } from './seed-offers';

const SEED_LOCK_ID = 720_451_002;

function ratesFor(pkg: SeedPackage, tier: 0 | 1 | 2 | 3) {
  return {
    discountBp: pkg.discounts ? percentToBasisPoints(pkg.discounts[tier]) : null,
    commissionBp: pkg.commissions ? percentToBasisPoints(pkg.commissions[tier]) : null,
    unitPriceKobo: pkg.unitPrices ? nairaToKobo(pkg.unitPrices[tier]) : null,
  };
}

const TIERS = [0, 1, 2, 3] as const;

/** What the seed inserts for a package's tier: its discount cut so cost plus margin is charged. */
function seededRates(pkg: SeedPackage, tier: 0 | 1 | 2 | 3, marginBp: number) {
  const rates = ratesFor(pkg, tier);
  if (rates.discountBp === null) return rates;
  const cap = maximumDiscountBp(providerCommissionBpOf(pkg), marginBp);
  return { ...rates, discountBp: Math.min(rates.discountBp, cap) };
}

/**
 * A plan's face value: its price in its catalogue provider's list, or, for VTpass's, the Normal
 * tier's price (the VTpass simulator sells at it).
 */
const faceValueKobo = (plan: SeedPlan) => nairaToKobo(plan.listed?.amount ?? plan.prices[0]);

/** What the seed inserts for a plan's tier: its price raised to cost plus margin where below. */
function seededPlanPriceKobo(
  pkg: SeedPackage,
  plan: SeedPlan,
  tier: 0 | 1 | 2 | 3,
  marginBp: number,
) {
  const costKobo = providerCostKobo(faceValueKobo(plan), providerCommissionBpOf(pkg));
  return Math.max(nairaToKobo(plan.prices[tier]), minimumPriceKobo(costKobo, marginBp));
}

/**
 * Inserts the levels, categories, packages, plans, prices and the first notice that are missing.
 * Rows already present are left alone, so prices an operator changed survive a restart (an older
 * database keeps its prices, margin or not: the console's overview counts those below cost).
 * Seeded tier prices and discounts charge at least the provider's cost plus `minMarginBp`.
 */
export async function seedCatalogue(
  db: Db,
  { minMarginBp = DEFAULT_MIN_PRICE_MARGIN_BP }: { minMarginBp?: number } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await tx
      .insert(levels)
      .values(
        LEVELS.map((l) => ({ id: l.id, name: l.name, upgradePriceKobo: nairaToKobo(l.price) })),
      )
      .onConflictDoNothing();
    await tx
      .insert(categories)
      .values([...seedCategories])
      .onConflictDoNothing();
    await tx
      .insert(referralRates)
      .values(
        seedReferralRates.map((r) => ({
          categoryId: r.categoryId,
          rateBp: percentToBasisPoints(r.percent),
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(packages)
      .values(
        seedPackages.map((p, index) => ({
          slug: p.slug,
          categoryId: p.categoryId,
          title: p.title,
          serviceId: p.serviceId,
          image: p.image,
          description: p.description,
          networkType: p.networkType ?? null,
          sortOrder: index,
          active: true,
          providerCommissionBp: providerCommissionBpOf(p),
          catalogueProvider: p.catalogueProvider ?? 'vtpass',
        })),
      )
      .onConflictDoNothing();
    const packageRows = await tx
      .select({ id: packages.id, slug: packages.slug })
      .from(packages)
      .where(
        inArray(
          packages.slug,
          seedPackages.map((p) => p.slug),
        ),
      );
    const packageIdBySlug = new Map(packageRows.map((row) => [row.slug, row.id]));
    const idOf = (slug: string) => {
      const id = packageIdBySlug.get(slug);
      if (id === undefined) throw new Error(`seed package ${slug} missing`);
      return id;
    };

    const rateRows = seedPackages
      .filter((p) => p.discounts || p.commissions || p.unitPrices)
      .flatMap((p) =>
        TIERS.map((tier) => ({
          packageId: idOf(p.slug),
          levelId: tier + 1,
          ...seededRates(p, tier, minMarginBp),
        })),
      );
    if (rateRows.length) await tx.insert(packageRates).values(rateRows).onConflictDoNothing();

    const planned = seedPackages.flatMap((p) =>
      (p.plans ?? []).map((plan, index) => ({ pkg: p, packageId: idOf(p.slug), plan, index })),
    );
    if (!planned.length) return;
    await tx
      .insert(plans)
      .values(
        planned.map(({ packageId, plan, index }) => ({
          packageId,
          variationCode: plan.code,
          title: plan.title,
          sortOrder: index,
          active: true,
          providerAmountKobo: faceValueKobo(plan),
        })),
      )
      .onConflictDoNothing();
    const planRows = await tx
      .select({ id: plans.id, packageId: plans.packageId, code: plans.variationCode })
      .from(plans)
      .where(inArray(plans.packageId, [...packageIdBySlug.values()]));
    const planId = new Map(planRows.map((row) => [`${row.packageId}:${row.code}`, row.id]));
    const priceRows = planned.flatMap(({ pkg, packageId, plan }) => {
      const id = planId.get(`${packageId}:${plan.code}`);
      if (id === undefined) throw new Error(`seed plan ${plan.code} missing`);
      return TIERS.map((tier) => ({
        planId: id,
        levelId: tier + 1,
        priceKobo: seededPlanPriceKobo(pkg, plan, tier, minMarginBp),
      }));
    });
    await tx.insert(planPrices).values(priceRows).onConflictDoNothing();
    await seedSecondProviderOffers(tx);

    const [existingNotice] = await tx
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.active, true)))
      .limit(1);
    if (!existingNotice) await tx.insert(notices).values({ body: seedNotice, active: true });
  });
}
