import { failureReason, statusBadge } from '@contract/transactions';
import type { Transaction } from '@contract/api';
import { site } from '@/shared/config';
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
 * purchase produced (units, PINs, cards, vouchers, customer). A failed or reversed one says why,
 * and a refunded one how much came back and the balance after it. The `status` row carries the raw
 * status for the badge.
 */
export function receiptRows(tx: Transaction): ReceiptRow[] {
  const result = tx.result ?? {};
  const token = present(tx.token) ? tx.token : result.token;
  const reason = failureReason(tx);
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
    present(result.certificate_url) && {
      key: 'certificate',
      label: 'Certificate',
      value: result.certificate_url,
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
