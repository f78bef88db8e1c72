import { MAX_MANUAL_ADJUSTMENT_NAIRA } from '@contract/constants/console';
import { formatNaira } from '@contract/format';
import { AMOUNT_MESSAGES, hasTooManyDecimals, typedKobo } from '@contract/rules';

/** A manual credit or debit's amount, checked before the confirmation names it. */
export const ADJUST_AMOUNT_MESSAGES = {
  invalid: 'Enter an amount above ₦0 with at most two decimals.',
  decimals: AMOUNT_MESSAGES.decimals,
  aboveLimit: (limitKobo: number) =>
    `Support staff may credit or debit at most ${formatNaira(limitKobo / 100)} at a time.`,
  aboveMaximum: `At most ${formatNaira(MAX_MANUAL_ADJUSTMENT_NAIRA)} at a time.`,
} as const;

/**
 * The message for a typed credit or debit amount, or undefined when it may go to the confirmation:
 * above ₦0, at most two decimals (a third is refused, never rounded), within the staff member's cap
 * and the API's maximum.
 */
export function adjustAmountProblem(text: string, limitKobo: number | null): string | undefined {
  if (hasTooManyDecimals(text)) return ADJUST_AMOUNT_MESSAGES.decimals;
  const kobo = typedKobo(text);
  if (!kobo) return ADJUST_AMOUNT_MESSAGES.invalid;
  if (limitKobo !== null && kobo > limitKobo) return ADJUST_AMOUNT_MESSAGES.aboveLimit(limitKobo);
  if (kobo > MAX_MANUAL_ADJUSTMENT_NAIRA * 100) return ADJUST_AMOUNT_MESSAGES.aboveMaximum;
  return undefined;
}
