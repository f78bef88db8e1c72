import type { Transaction } from '@/shared/api';
import { formatDateTime, formatNaira } from '@contract/format';

export const RECEIPT_TITLE = 'Transaction Receipt';

export interface ReceiptRow {
  key: string;
  label: string;
  /** one line, or several (PINs, cards, vouchers) */
  value: string | string[];
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * The receipt's rows, in order; Card No, Token and Phone only when present, then what the
 * purchase produced (units, PINs, cards, vouchers, customer). The `status` row carries the raw status
 * for the badge.
 */
export function receiptRows(tx: Transaction): ReceiptRow[] {
  const result = tx.result ?? {};
  const token = present(tx.token) ? tx.token : result.token;
  const rows: (ReceiptRow | false)[] = [
    { key: 'ref', label: 'Ref', value: tx.tx_ref },
    {
      key: 'description',
      label: 'Description',
      value: present(tx.plan) ? tx.plan : tx.description,
    },
    present(tx.card_no) && { key: 'card_no', label: 'Card No', value: tx.card_no },
    present(token) && { key: 'token', label: 'Token', value: token },
    present(result.units) && { key: 'units', label: 'Units', value: result.units },
    present(tx.phone_no) && { key: 'phone', label: 'Phone', value: tx.phone_no },
    { key: 'amount', label: 'Amount', value: formatNaira(tx.amount) },
    { key: 'status', label: 'Status', value: tx.status },
    { key: 'date', label: 'Date', value: formatDateTime(tx.created_at) },
    !!result.pins?.length && {
      key: 'pins',
      label: plural(result.pins.length, 'PIN', 'PINs'),
      value: result.pins,
    },
    !!result.cards?.length && {
      key: 'cards',
      label: plural(result.cards.length, 'Card', 'Cards'),
      value: result.cards.map((card) => `Serial ${card.serial}, PIN ${card.pin}`),
    },
    !!result.vouchers?.length && {
      key: 'vouchers',
      label: plural(result.vouchers.length, 'Voucher', 'Vouchers'),
      value: result.vouchers,
    },
    present(result.customer_name) && {
      key: 'customer_name',
      label: 'Customer Name',
      value: result.customer_name,
    },
    present(result.customer_address) && {
      key: 'customer_address',
      label: 'Address',
      value: result.customer_address,
    },
  ];
  return rows.filter((row): row is ReceiptRow => row !== false);
}
