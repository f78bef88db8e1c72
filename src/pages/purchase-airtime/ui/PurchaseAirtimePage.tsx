import { Card } from 'antd';
import { WalletBalance } from '@/features/wallet';
import { AirtimeForm } from '@/features/airtime';

/** /dashboard/purchase-airtime: buy airtime for any network. */
export function PurchaseAirtimePage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <WalletBalance />
      <AirtimeForm />
    </Card>
  );
}
