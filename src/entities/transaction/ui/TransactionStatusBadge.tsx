import { Badge } from 'antd';
import type { TransactionStatus } from '@contract/api';
import { statusBadge } from '@contract/transactions';

/** A transaction's status as a coloured dot and its label; the same in the list and the receipt. */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { tone, label } = statusBadge(status);
  return <Badge status={tone} text={label} />;
}
