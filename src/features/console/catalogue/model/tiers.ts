import type { ConsolePackage } from '@contract/api/console';

/** The four price tiers, in the order the server lists them (level ids 1-4). */
export const TIERS = [
  { levelId: 1, title: 'Normal' },
  { levelId: 2, title: 'Agent' },
  { levelId: 3, title: 'Reseller' },
  { levelId: 4, title: 'API' },
] as const;

/** How a package's rate reads: "2.5%", or naira for a unit price. */
export const RATE_UNIT: Record<Exclude<ConsolePackage['pricing'], 'plans'>, 'percent' | 'naira'> = {
  discount: 'percent',
  commission: 'percent',
  unit_price: 'naira',
};
