import { Card } from 'antd';
import { WalletBalance } from '@/features/wallet';
import { ElectricityForm } from '@/features/electricity';

/** /dashboard/pay-for-electricity: pay a prepaid or postpaid meter. */
export function PayForElectricityPage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <WalletBalance />
      <ElectricityForm />
    </Card>
  );
}
