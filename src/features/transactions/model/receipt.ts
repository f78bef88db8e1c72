import { failureReason, keptItemsOf, statusBadge } from '@contract/transactions';
import type { Transaction } from '@contract/api';
import { site } from '@/shared/config';
import { formatDateTime, formatNaira } from '@contract/format';

export const RECEIPT_TITLE = 'Transaction Receipt';

export interface ReceiptRow {
  key: string;
  label: string;
  /** one line, or several (PINs, cards, vouchers) */
  value: string | string[];
  /** something the customer types (a reference, token, PIN): shown in the code style */
  code?: boolean;
  /** https addresses to open (an insurance certificate) */
  link?: boolean;
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** What the purchase produced that the customer keeps, one row an item (keptItemsOf). */
const keptRows = (tx: Transaction): ReceiptRow[] =>
  keptItemsOf(tx).map(({ key, label, values, code, link }) => ({
    key,
    label,
    value: values.length === 1 ? (values[0] ?? '') : values,
    ...(code ? { code } : {}),
    ...(link ? { link } : {}),
  }));

/**
 * The receipt's rows, in order; Card No and Phone only when present, and what the purchase
 * produced that the customer keeps right after Card No. A failed or reversed one says why, a
 * refunded one how much came back and the balance after it, then the customer's details. The
 * `status` row carries the raw status for the badge.
 */
export function receiptRows(tx: Transaction): ReceiptRow[] {
  const result = tx.result ?? {};
  const reason = failureReason(tx);
  const rows: (ReceiptRow | false)[] = [
    { key: 'ref', label: 'Ref', value: tx.tx_ref, code: true },
    {
      key: 'description',
      label: 'Description',
      value: present(tx.plan) ? tx.plan : tx.description,
    },
    present(tx.card_no) && { key: 'card_no', label: 'Card No', value: tx.card_no },
    ...keptRows(tx),
    present(tx.phone_no) && { key: 'phone', label: 'Phone', value: tx.phone_no },
    { key: 'amount', label: 'Amount', value: formatNaira(tx.amount) },
    { key: 'status', label: 'Status', value: tx.status },
    { key: 'date', label: 'Date', value: formatDateTime(tx.created_at) },
    reason !== null && { key: 'reason', label: 'Reason', value: reason },
    tx.refund !== null && {
      key: 'refund',
      label: 'Refund',
      value: `${formatNaira(tx.refund.amount)} returned to your wallet on ${formatDateTime(tx.refund.refunded_at)}`,
    },
    tx.refund !== null && {
      key: 'balance_after_refund',
      label: 'Balance after refund',
      value: formatNaira(tx.refund.balance_after),
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

/** Who issued the receipt and how to reach them, printed and shared with it. */
export const receiptIssuer = () => ({
  brand: site.brandName,
  support: `Support: ${site.supportPhone}, ${site.supportEmail}`,
});

/**
 * The receipt as plain text, for sharing: the brand, every row (the token, PINs, cards or vouchers
 * included) and the support contact.
 */
export function receiptText(tx: Transaction): string {
  const issuer = receiptIssuer();
  const lines = receiptRows(tx).map((row) => {
    const value =
      row.key === 'status'
        ? statusBadge(tx.status).label
        : Array.isArray(row.value)
          ? row.value.join(', ')
          : row.value;
    return `${row.label}: ${value}`;
  });
  return [`${issuer.brand} ${RECEIPT_TITLE}`, ...lines, issuer.support].join('\n');
}
