import type { TransactionStatus } from '../api';

/** antd Badge `status` values (its preset status colours). */
export type StatusBadgeTone = 'success' | 'processing' | 'default' | 'error' | 'warning';

export interface StatusBadgeReading {
  tone: StatusBadgeTone;
  label: string;
}

/**
 * The one reading of each status, for the list and the receipt alike
 * (server/src/modules/purchases/STATUS.md): reversed is informational, ignored is neutral.
 */
export const TRANSACTION_STATUS_BADGES: Readonly<Record<TransactionStatus, StatusBadgeReading>> = {
  pending: { tone: 'warning', label: 'Pending' },
  confirmed: { tone: 'success', label: 'Confirmed' },
  failed: { tone: 'error', label: 'Failed' },
  reversed: { tone: 'processing', label: 'Reversed' },
  ignored: { tone: 'default', label: 'Ignored' },
  expired: { tone: 'default', label: 'Expired' },
};

/** The badge of `status`; a value the client does not know reads as itself, in grey. */
export function statusBadge(status: string): StatusBadgeReading {
  return (
    TRANSACTION_STATUS_BADGES[status as TransactionStatus] ?? {
      tone: 'default',
      label: status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown',
    }
  );
}
