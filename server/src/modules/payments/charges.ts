import type { BankName } from '@contract/api';
import { formatNaira } from '@contract/format';

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

/** An owner-set deposit charge: basis points of the deposit, at most capKobo (0: no cap). */
export interface DepositChargeRule {
  basisPoints: number;
  capKobo: number;
}

/**
 * The charge on a deposit into a dedicated account under an owner-set rule, in kobo: the deposit
 * times the basis points rounded to the nearest kobo (half up), then capped.
 */
export function ruleChargeKobo(rule: DepositChargeRule, depositKobo: number): number {
  if (!Number.isSafeInteger(depositKobo) || depositKobo <= 0) return 0;
  const charge = Math.floor((depositKobo * rule.basisPoints + 5_000) / 10_000);
  return rule.capKobo > 0 ? Math.min(charge, rule.capKobo) : charge;
}

/** The rule in words, as the fund-wallet screen shows it, e.g. "1% of every deposit, at most ₦300." */
export function ruleText(rule: DepositChargeRule): string {
  if (rule.basisPoints === 0) return 'Free.';
  const percent = `${(rule.basisPoints / 100).toString()}%`;
  const cap = rule.capKobo > 0 ? `, at most ${formatNaira(rule.capKobo / 100)}` : '';
  return `${percent} of every deposit${cap}.`;
}
