import type { ConsolePackage, ConsolePlan } from '../api/console';

/*
 * Prices that lose money on every sale: a plan's tier price below what the provider charges us
 * (face value less its commission), or a discount off the face value larger than the provider's
 * commission. The console marks them, counts them on the overview and filters the catalogue to
 * them; the server counts them by this same rule.
 */

/** A plan's tier price below what the provider charges us. */
export const priceBelowCost = (plan: ConsolePlan, price: number | null) =>
  price !== null && price < plan.provider_cost;

/** A discount more than the provider's commission. */
export const rateBelowCost = (pkg: ConsolePackage, rate: number | null) =>
  pkg.pricing === 'discount' && rate !== null && rate > pkg.provider_commission;

const planLoses = (plan: ConsolePlan) => plan.prices.some((price) => priceBelowCost(plan, price));

/** How many tier prices and discounts sell below cost. */
export function belowCostCount(packages: readonly ConsolePackage[]): number {
  let count = 0;
  for (const pkg of packages) {
    count += pkg.rates.filter((rate) => rateBelowCost(pkg, rate)).length;
    for (const plan of pkg.plans)
      count += plan.prices.filter((price) => priceBelowCost(plan, price)).length;
  }
  return count;
}

/** The packages with a price below cost, each with only its plans that have one. */
export function onlyBelowCost(packages: readonly ConsolePackage[]): ConsolePackage[] {
  return packages
    .map((pkg) => ({ ...pkg, plans: pkg.plans.filter(planLoses) }))
    .filter((pkg) => pkg.plans.length > 0 || pkg.rates.some((rate) => rateBelowCost(pkg, rate)));
}
