import { Card } from 'antd';
import { InternetDataForm } from '@/features/internet-data';

/** /dashboard/purchase-internet-data: buy an internet data bundle for a Smile account. */
export function PurchaseInternetDataPage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <InternetDataForm />
    </Card>
  );
}
