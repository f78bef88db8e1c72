import { Card } from 'antd';
import { DataForm } from '@/features/data';

/** /dashboard/purchase-data (SPEC 2.3): buy a data plan. */
export function PurchaseDataPage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <DataForm />
    </Card>
  );
}
