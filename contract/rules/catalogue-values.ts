import { hasTooManyDecimals, typedKobo } from './amount';

/*
 * A value an owner types into the catalogue: a price in naira (a plan's tier price, an SMS unit
 * price, a level's upgrade price) is above zero, even for a loss leader; a percentage (discount,
 * commission, referral rate) is zero or more. Both have at most two decimals. The console's form and
 * the server give these messages.
 */
export const CATALOGUE_VALUE_MESSAGES = {
  priceAboveZero: 'A price must be above ₦0.',
  priceFormat: 'Enter an amount in naira with at most two decimals.',
  percentFormat: 'Enter a percentage with at most two decimals.',
  notNegative: 'Enter 0 or more: a percentage cannot be negative.',
} as const;

export type CatalogueUnit = 'naira' | 'percent';

/** The typed value as a number (naira or percent), or the message saying what is wrong with it. */
export function parseCatalogueValue(
  text: string,
  unit: CatalogueUnit,
): { value: number } | { problem: string } {
  const typed = text.trim();
  if (typed.startsWith('-'))
    return {
      problem:
        unit === 'naira'
          ? CATALOGUE_VALUE_MESSAGES.priceAboveZero
          : CATALOGUE_VALUE_MESSAGES.notNegative,
    };
  const hundredths = typedKobo(typed);
  if (hundredths === undefined || hasTooManyDecimals(typed))
    return {
      problem:
        unit === 'naira'
          ? CATALOGUE_VALUE_MESSAGES.priceFormat
          : CATALOGUE_VALUE_MESSAGES.percentFormat,
    };
  if (unit === 'naira' && hundredths === 0)
    return { problem: CATALOGUE_VALUE_MESSAGES.priceAboveZero };
  return { value: hundredths / 100 };
}
