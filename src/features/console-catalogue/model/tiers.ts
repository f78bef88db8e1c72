import type { ConsolePackage, ConsolePlan } from '@contract/api/console';

/** The four price tiers, in the order the server lists them (level ids 1-4). */
export const TIERS = [
  { levelId: 1, title: 'Normal' },
  { levelId: 2, title: 'Agent' },
  { levelId: 3, title: 'Reseller' },
  { levelId: 4, title: 'API' },
] as const;

/** A plan's tier price that loses money: below what the provider charges us. */
export const priceBelowCost = (plan: ConsolePlan, price: number | null) =>
  price !== null && price < plan.provider_cost;

/** A discount that loses money: more than the provider's commission. */
export const rateBelowCost = (pkg: ConsolePackage, rate: number | null) =>
  pkg.pricing === 'discount' && rate !== null && rate > pkg.provider_commission;

/** How a package's rate reads: "2.5%", or naira for a unit price. */
export const RATE_UNIT: Record<Exclude<ConsolePackage['pricing'], 'plans'>, 'percent' | 'naira'> = {
  discount: 'percent',
  commission: 'percent',
  unit_price: 'naira',
};
