import type { Transaction, TransactionRefund } from '../api';
import { formatNaira } from '../format';

const FALLBACK_REASONS = {
  failed: 'The purchase did not go through.',
  reversed: 'The provider reversed the purchase.',
} as const;

/**
 * Why a failed or reversed transaction did not stand, in the server's words (its response);
 * null for every other status.
 */
export function failureReason(tx: Transaction): string | null {
  if (tx.status !== 'failed' && tx.status !== 'reversed') return null;
  const said = tx.response?.trim();
  return said ? said : FALLBACK_REASONS[tx.status];
}

/** The refund as the customer reads it: 'Refunded ₦495.00 to your wallet' */
export const refundLine = (refund: TransactionRefund) =>
  `Refunded ${formatNaira(refund.amount)} to your wallet`;

/** The wallet balance after the refund: 'Balance after refund: ₦10,000.00' */
export const balanceAfterRefundLine = (refund: TransactionRefund) =>
  `Balance after refund: ${formatNaira(refund.balance_after)}`;
