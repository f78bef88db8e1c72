import type { Package } from '@contract/api';
import { formatNaira } from '@contract/format';
import {
  discountedNaira,
  isAmountAtLeast,
  isWholeKobo,
  typedAmount,
  type TypedAmount,
} from '@contract/rules';

/** The discount percent of an airtime or electricity package at the caller's level; 0 otherwise. */
export function discountOf(pkg: Package | undefined): number {
  const products = pkg?.products;
  if (!products || Array.isArray(products) || !('discount' in products)) return 0;
  return Number.isFinite(products.discount) ? products.discount : 0;
}

/**
 * What the wallet is charged for a typed face value at a package's discount: the amount less the
 * discount percent, in whole kobo (the discount is rounded to the nearest kobo). Undefined when the
 * amount is not a naira amount with at most two decimals.
 */
export function chargedAmount(amount: TypedAmount, discount: number): number | undefined {
  if (!isWholeKobo(amount)) return undefined;
  return discountedNaira(typedAmount(amount), discount);
}

/** What a purchase form shows under its amount: 'You will be charged ₦990.00'. */
export const chargeText = (naira: number) => `You will be charged ${formatNaira(naira)}`;

/**
 * 'You will be charged ₦990.00', or nothing before a valid amount of at least the service's
 * minimum is typed (a charge for what cannot be bought would mislead).
 */
export function chargeHint(
  amount: TypedAmount,
  discount: number,
  minimumNaira: number,
): string | undefined {
  if (!isAmountAtLeast(amount, minimumNaira)) return undefined;
  const charged = chargedAmount(amount, discount);
  return charged === undefined || charged <= 0 ? undefined : chargeText(charged);
}
