import type { Transaction } from '../../api';

/** One thing the customer may need to type or keep: a token, PIN, serial or voucher. */
export interface ResultCode {
  label: string;
  value: string;
}

/**
 * What a purchase produced that the customer must keep: the electricity token, exam PINs, result
 * checker cards (serial and PIN), Showmax vouchers; the token column when the result has none.
 */
export function resultCodes({
  result,
  token,
}: Pick<Transaction, 'result' | 'token'>): ResultCode[] {
  const codes: ResultCode[] = [];
  if (result?.token) codes.push({ label: 'Token', value: result.token });
  for (const pin of result?.pins ?? []) codes.push({ label: 'PIN', value: pin });
  for (const card of result?.cards ?? []) {
    codes.push({ label: 'Serial', value: card.serial }, { label: 'PIN', value: card.pin });
  }
  for (const voucher of result?.vouchers ?? []) codes.push({ label: 'Voucher', value: voucher });
  if (codes.length === 0 && token) codes.push({ label: 'Token', value: token });
  return codes;
}

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
  reversed: 'Reversed',
  ignored: 'Ignored',
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

/** The panel's box: green once delivered, amber while pending, red when it failed. */
export function resultTone(status: string): 'success' | 'warning' | 'error' {
  if (status === 'confirmed') return 'success';
  if (status === 'pending') return 'warning';
  return 'error';
}
