/*
 * A tier price changed by more than PRICE_JUMP_CONFIRM_PERCENT of its current price is a big jump
 * (a slip of the keyboard turns ₦400 into ₦1,000.05): the console warns of it and asks the owner
 * to confirm, and the server refuses it unless the request says the owner confirmed. The same
 * percent applies upwards and downwards. It is a fixed rule, not a console setting: the settings
 * hold who may do what, and a price is confirmed on each change anyway.
 */

export const PRICE_JUMP_CONFIRM_PERCENT = 20;

/**
 * Whether going from `before` to `after` (both in the same unit: kobo or naira) is a big jump; a
 * tier without a price yet has nothing to jump from.
 */
export function isBigPriceJump(before: number | null, after: number): boolean {
  if (before === null || before <= 0) return false;
  return Math.abs(after - before) * 100 > PRICE_JUMP_CONFIRM_PERCENT * before;
}

/** The change from `before` to `after` in percent, one decimal, signed (e.g. "+150.0%"). */
export function priceChangePercent(before: number, after: number): string {
  const percent = ((after - before) * 100) / before;
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

export const PRICE_JUMP_MESSAGES = {
  /** e.g. bigJump('₦400.00', '₦1,000.05', '+150.0%') */
  bigJump: (before: string, after: string, change: string) =>
    `${before} to ${after} is a change of ${change}, more than ${PRICE_JUMP_CONFIRM_PERCENT}%. Confirm the change to keep it.`,
} as const;
