import type { Transaction } from '@contract/api';

/** One thing the customer may need to type or keep: a token, PIN, serial or voucher. */
export interface ResultCode {
  label: string;
  value: string;
}

/**
 * What a purchase produced that the customer must keep: the electricity token, exam PINs, result
 * checker cards (serial and PIN), Showmax vouchers, an insurance certificate's address; the token
 * column when the result has none.
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
  if (result?.certificate_url) codes.push({ label: 'Certificate', value: result.certificate_url });
  if (codes.length === 0 && token) codes.push({ label: 'Token', value: token });
  return codes;
}

/** A piece of a code that never breaks across lines; `gap` draws space before it. */
export interface CodeGroup {
  text: string;
  gap: boolean;
}

const DIGIT_GROUP = 4;

/**
 * A token or PIN in pieces a line may break between, never inside: at its own hyphens and spaces,
 * and a run of more than four digits in fours ('26362054405982757802' reads 2636 2054 ...). The
 * pieces joined are the value without its spaces; Copy copies the value itself.
 */
export function codeGroups(value: string): CodeGroup[] {
  const groups: CodeGroup[] = [];
  for (const match of value.matchAll(/(\s*)([^\s-]+-?|-)/g)) {
    const [, space = '', part = ''] = match;
    const digits = /^\d+-?$/.test(part) && part.replace('-', '').length > DIGIT_GROUP;
    const pieces = digits ? (part.match(/\d{1,4}-?$|\d{4}/g) ?? [part]) : [part];
    pieces.forEach((text, index) =>
      groups.push({ text, gap: index > 0 || (space !== '' && groups.length > 0) }),
    );
  }
  return groups;
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
