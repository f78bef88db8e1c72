import type { PriceListItem, PriceRow } from '@contract/api';
import { serviceByType } from '@contract/services';
import { displayTitle } from '@contract/services/package-choice';

/** The four public price tiers, in order, with the field that holds each one's value. */
export const PRICE_TIERS = [
  { key: 'amount1', label: 'Normal' },
  { key: 'amount2', label: 'Agent' },
  { key: 'amount3', label: 'Reseller' },
  { key: 'amount4', label: 'API' },
] as const;

export type TierKey = (typeof PRICE_TIERS)[number]['key'];
export type TierValues = Record<TierKey, number>;

/**
 * How a price list item's single rate reads: a discount percentage (airtime, electricity), the
 * commission we keep (airtime to cash) or a naira price per unit (SMS).
 */
export type RateKind = 'discount' | 'commission' | 'unit-price';

export function rateKind(categoryType: string): RateKind {
  const pricing = serviceByType(categoryType)?.pricing;
  return pricing === 'commission' || pricing === 'unit-price' ? pricing : 'discount';
}

/** The plans of a data, cable or exam item; undefined when the item carries a single rate. */
export function planRows(item: PriceListItem): PriceRow[] | undefined {
  const first = item.products[0];
  return first && 'data' in first ? first.data : undefined;
}

/** The four tier values of a rate item (discounts, commissions or unit prices). */
export function tierValues(item: PriceListItem): TierValues | undefined {
  const first = item.products[0];
  return first && !('data' in first) ? first : undefined;
}

// the pricing page's name of a package (the tiles' name too): one rule, kept in the contract
export { displayTitle };
