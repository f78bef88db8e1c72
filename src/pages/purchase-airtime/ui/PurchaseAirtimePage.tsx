import { Card } from 'antd';
import { AirtimeForm } from '@/features/airtime';

/** /dashboard/purchase-airtime (SPEC 2.3): buy airtime for any network. */
export function PurchaseAirtimePage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <AirtimeForm />
    </Card>
  );
}
