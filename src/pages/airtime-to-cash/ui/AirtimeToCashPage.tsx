import { Card } from 'antd';
import { WalletBalance } from '@/features/wallet';
import { AirtimeToCashForm } from '@/features/airtime-to-cash';

/** /dashboard/airtime-to-cash: sell transferred airtime for wallet credit. */
export function AirtimeToCashPage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <WalletBalance />
      <AirtimeToCashForm />
    </Card>
  );
}
