import type { BankName } from '@contract/api';

/** A deposit into a rehoboth account of at least this much (kobo) carries the flat charge. */
export const REHOBOTH_CHARGE_FROM_KOBO = 500_000;
/** ₦30 */
export const REHOBOTH_FLAT_CHARGE_KOBO = 3_000;
/** 0.85% in basis points */
export const PERCENT_CHARGE_BASIS_POINTS = 85;

/**
 * The bank charge on a deposit into a virtual account, in kobo. rehoboth: free
 * under ₦5,000, ₦30 at ₦5,000 and above. moniepoint and wema: 0.85% of the deposit rounded to the
 * nearest kobo, half a kobo rounding up (integer arithmetic: floor((amount × 85 + 5,000) / 10,000)).
 */
export function bankChargeKobo(bank: BankName, depositKobo: number): number {
  if (!Number.isSafeInteger(depositKobo) || depositKobo <= 0) return 0;
  if (bank === 'rehoboth')
    return depositKobo >= REHOBOTH_CHARGE_FROM_KOBO ? REHOBOTH_FLAT_CHARGE_KOBO : 0;
  return Math.floor((depositKobo * PERCENT_CHARGE_BASIS_POINTS + 5_000) / 10_000);
}
