import { Card } from 'antd';
import { WalletBalance } from '@/features/wallet';
import { DataForm } from '@/features/data';

/** /dashboard/purchase-data: buy a data plan. */
export function PurchaseDataPage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <WalletBalance />
      <DataForm />
    </Card>
  );
}
