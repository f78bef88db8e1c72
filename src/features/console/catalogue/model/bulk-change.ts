import type { BulkPriceRequest, ConsolePackage } from '@contract/api/console';

/*
 * The bulk price form's choices and the request they make. The change is kept as typed and read
 * once: a signed number with at most two decimals, not zero ("-2.5", "+5", "10"); nothing is
 * rounded on the way (the server rounds a percent change to the whole naira and says so).
 */

export interface BulkChoices {
  categoryId?: number;
  network?: string;
  packageIds: number[];
  provider?: string;
  levelIds: number[];
  by: BulkPriceRequest['by'];
  amount: string;
}

export const BULK_MESSAGES = {
  amount: 'Type a change such as 5 or -2.5 (at most two decimals, not 0).',
  tiers: 'Choose at least one tier.',
} as const;

const AMOUNT = /^[+-]?\d+(\.\d{1,2})?$/;

/** The request the choices make, or the message of what to fix. */
export function bulkRequestOf(choices: BulkChoices): BulkPriceRequest | { problem: string } {
  const typed = choices.amount.trim();
  const amount = Number(typed);
  if (!AMOUNT.test(typed) || amount === 0) return { problem: BULK_MESSAGES.amount };
  if (!choices.levelIds.length) return { problem: BULK_MESSAGES.tiers };
  return {
    ...(choices.categoryId === undefined ? {} : { category_id: choices.categoryId }),
    ...(choices.network === undefined ? {} : { network: choices.network }),
    ...(choices.packageIds.length ? { package_ids: choices.packageIds } : {}),
    ...(choices.provider === undefined ? {} : { provider: choices.provider }),
    level_ids: [...choices.levelIds].sort(),
    by: choices.by,
    amount,
  };
}

/** The packages the service and network choices leave. */
export const packagesChosen = (packages: readonly ConsolePackage[], choices: BulkChoices) =>
  packages.filter(
    (pkg) =>
      (choices.categoryId === undefined || pkg.category_id === choices.categoryId) &&
      (choices.network === undefined || pkg.network === choices.network),
  );
