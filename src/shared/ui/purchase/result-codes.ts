import type { Transaction } from '@contract/api';
import { keptItemsOf } from '@contract/transactions';

/** One thing the customer may need to type, keep or open: a token, PIN, serial, voucher, link. */
export interface ResultCode {
  label: string;
  value: string;
  /** an https address the customer opens (an insurance certificate) */
  link?: boolean;
  /** plain information, neither typed nor opened (a tariff): shown without Copy */
  note?: boolean;
}

/**
 * What a purchase produced that the customer must keep, one line a value (keptItemsOf): the
 * electricity token, exam PINs, result checker cards as serial and PIN, Showmax vouchers, an
 * insurance certificate's address, the service's own items; the token column when the result has
 * none. What only measures another (a token's units) stays on the receipt.
 */
export function resultCodes(transaction: Pick<Transaction, 'result' | 'token'>): ResultCode[] {
  return keptItemsOf(transaction)
    .filter((item) => item.of === undefined)
    .flatMap((item) =>
      item.values.flatMap(
        (value, index): ResultCode[] =>
          item.parts?.[index] ?? [
            {
              label: item.labelOfOne,
              value,
              ...(item.link ? { link: true } : {}),
              ...(!item.link && !item.code ? { note: true } : {}),
            },
          ],
      ),
    );
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
