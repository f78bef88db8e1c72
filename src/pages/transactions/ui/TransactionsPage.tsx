import { Card } from 'antd';
import { TransactionsTable } from '@/features/transactions';

/** /dashboard/transactions: the transaction history; the layout shows the title. */
export function TransactionsPage() {
  return (
    <Card>
      <TransactionsTable />
    </Card>
  );
}
