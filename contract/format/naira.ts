import numeral from 'numeral';

/** ₦1,234.50: the one naira format, thousands separated, always two decimals. */
export function formatNaira(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const sign = safe < 0 ? '-' : '';
  return `${sign}₦${numeral(Math.abs(safe)).format('0,0.00')}`;
}

/** ₦1,000: a whole-naira amount offered as a choice (quick amounts), without the decimals. */
export function formatWholeNaira(amount: number): string {
  return `₦${numeral(amount).format('0,0')}`;
}
