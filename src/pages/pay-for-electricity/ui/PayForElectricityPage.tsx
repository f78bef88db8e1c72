import { Card } from 'antd';
import { ElectricityForm } from '@/features/electricity';

/** /dashboard/pay-for-electricity (SPEC 2.3): pay a prepaid or postpaid meter. */
export function PayForElectricityPage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <ElectricityForm />
    </Card>
  );
}
