/**
 * Catalogue seed data: categories, packages (networks and providers) and their plans.
 *
 * Pure data, no database code. The seeder inserts packages by `slug` and plans by
 * (package, `code`) when missing and never overwrites a row (an owner's prices survive); it raises
 * a tier price below the provider's cost plus MIN_PRICE_MARGIN_PERCENT to it, and cuts a discount
 * to what keeps that margin (margin.ts): a tier's seeded price is the one here or that floor,
 * whichever is higher.
 *
 * Conventions:
 * - Every tier tuple is in tier order: Normal, Agent, Reseller, API.
 * - Plan prices are naira (at most 2 decimals) and never rise from one tier to the next.
 * - Airtime and electricity discounts are percentages that never fall from one tier to the
 *   next; the best (API) tier is at most 4% here, which the seed cuts to keep the margin over the
 *   provider's commission (2.51% for airtime at the default margin): the public pages promise
 *   "up to" BEST_AIRTIME_DISCOUNT_PERCENT, and seed-margin.test.ts holds the two equal.
 * - Airtime-to-cash commissions are the percentage we keep; they never rise from one tier to
 *   the next.
 * - Plan codes are the provider's variation codes (VTpass's variation_code), unique within a package
 *   and across the whole data category.
 * - Images are paths served by our server from server/public.
 */

import { SERVICES, serviceImage, type CategoryId, type ServiceType } from '@contract/services';
import { SEED_CATALOGUE, SEED_PACKAGES } from '../../services';
import type { SeedPackage } from './seed-types';

export type { SeedPackage, SeedPlan, TierValues } from './seed-types';

export interface SeedCategory {
  id: CategoryId;
  name: string;
  type: ServiceType;
  image: string;
}

/** One category per service of the registry. */
export const seedCategories: readonly SeedCategory[] = SERVICES.map((service) => ({
  id: service.categoryId,
  name: service.label,
  type: service.type,
  image: serviceImage(service),
}));

/**
 * The commission the provider keeps back for us per category, in basis points of the face value
 * (what a sale costs us is the face value less it); each service's folder says its own.
 */
export const seedProviderCommissionBp: Partial<Record<CategoryId, number>> = Object.fromEntries(
  SEED_CATALOGUE.flatMap(({ packages, providerCommissionBp }) =>
    providerCommissionBp === undefined || !packages[0]
      ? []
      : [[packages[0].categoryId, providerCommissionBp]],
  ),
);

/**
 * A package's provider commission: its service's, but none for the plans of a package VTpass does
 * not sell (their listed prices are net); one sold by amount there keeps its service's.
 */
export const providerCommissionBpOf = (
  pkg: Pick<SeedPackage, 'categoryId' | 'catalogueProvider' | 'plans'>,
): number =>
  pkg.catalogueProvider && pkg.plans ? 0 : (seedProviderCommissionBp[pkg.categoryId] ?? 0);

/** Every service's packages, each service's in its folder. */
export const seedPackages: readonly SeedPackage[] = SEED_PACKAGES;

/**
 * Referral commission per category in percent of what the referred user paid for a confirmed
 * purchase (at most 5%), as each service's folder says. Seeded once; operators change
 * referral_rates in the database.
 */
export const seedReferralRates: ReadonlyArray<{ categoryId: SeedCategory['id']; percent: number }> =
  SEED_CATALOGUE.flatMap(({ packages, referralPercent }) =>
    referralPercent === undefined || !packages[0]
      ? []
      : [{ categoryId: packages[0].categoryId, percent: referralPercent }],
  );

export const seedNotice =
  'Welcome! We are open 24/7 for airtime, data, cable TV, electricity and exam PINs. If anything goes wrong, tap the WhatsApp button to chat with support and we will sort it out fast.';

/** The packages whose plan list is VTpass's (what its simulator sells). */
export const vtpassSeedPackages: readonly SeedPackage[] = seedPackages.filter(
  (pkg) => !pkg.catalogueProvider,
);
