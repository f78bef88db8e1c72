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
