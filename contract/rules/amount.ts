/** What an amount input holds: Formik passes a number input's value as a number or a string. */
export type TypedAmount = string | number | undefined | null;

const typed = (value: TypedAmount) => String(value ?? '').trim();

/** The naira amount the user typed (NaN when it is not a number). */
export const typedAmount = (value: TypedAmount) => Number(typed(value));

/** The typed amount is a number of at least `min` naira. */
export function isAmountAtLeast(value: TypedAmount, min: number): boolean {
  const amount = typedAmount(value);
  return typed(value) !== '' && Number.isFinite(amount) && amount >= min;
}

/** At most two decimals: a whole number of kobo. */
export const isWholeKobo = (value: TypedAmount) => /^\d+(\.\d{1,2})?$/.test(typed(value));

/**
 * No kobo ("100" or "100.00"): the networks top airtime up in whole naira, so an airtime amount
 * with kobo is refused rather than rounded.
 */
export const isWholeNaira = (value: TypedAmount) => /^\d+(\.0{1,2})?$/.test(typed(value));

/** Digits with a third decimal or more: refused with AMOUNT_MESSAGES.decimals, never rounded. */
export const hasTooManyDecimals = (value: TypedAmount) => /^\d*\.\d{3,}$/.test(typed(value));

/**
 * The kobo of an amount typed in naira, exactly as typed ("1000.05" is 100005 kobo), or undefined
 * when it is not digits with at most two decimals. No float arithmetic: the digits are read as text.
 */
export function typedKobo(value: TypedAmount): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(typed(value));
  if (!match) return undefined;
  const kobo = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(kobo) ? kobo : undefined;
}

/**
 * What a discounted purchase charges: the amount less the discount percent, in kobo (half a kobo of discount rounds to
 * the customer's favour). `discountBasisPoints` is the percent times 100 (2.5% = 250).
 */
export function discountedKobo(amountKobo: number, discountBasisPoints: number): number {
  return amountKobo - Math.round((amountKobo * discountBasisPoints) / 10_000);
}

/** The naira to charge for `amount` naira at `discountPercent` (two decimals, as shown). */
export function discountedNaira(amount: number, discountPercent: number): number {
  return discountedKobo(Math.round(amount * 100), Math.round(discountPercent * 100)) / 100;
}
