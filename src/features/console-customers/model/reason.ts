import { formatNaira } from '@contract/format';
import { AMOUNT_MESSAGES, hasTooManyDecimals, reasonProblem, typedKobo } from '@contract/rules';

/** A manual credit or debit's amount, checked before the confirmation names it. */
export const ADJUST_AMOUNT_MESSAGES = {
  invalid: 'Enter an amount above ₦0 with at most two decimals.',
  decimals: AMOUNT_MESSAGES.decimals,
  aboveLimit: (limitKobo: number) =>
    `Support staff may credit or debit at most ${formatNaira(limitKobo / 100)} at a time.`,
} as const;

/** The reason every staff action records: the contract's rule, as the server checks it. */
export const checkReason = (reason: string): string | undefined => reasonProblem(reason);

/**
 * The message for a typed credit or debit amount, or undefined when it may go to the confirmation:
 * above ₦0, at most two decimals (a third is refused, never rounded), within the staff member's cap.
 */
export function adjustAmountProblem(text: string, limitKobo: number | null): string | undefined {
  if (hasTooManyDecimals(text)) return ADJUST_AMOUNT_MESSAGES.decimals;
  const kobo = typedKobo(text);
  if (!kobo) return ADJUST_AMOUNT_MESSAGES.invalid;
  if (limitKobo !== null && kobo > limitKobo) return ADJUST_AMOUNT_MESSAGES.aboveLimit(limitKobo);
  return undefined;
}
