import { Card } from 'antd';
import { AirtimeToCashForm } from '@/features/airtime-to-cash';

/** /dashboard/airtime-to-cash (SPEC 2.3): sell transferred airtime for wallet credit. */
export function AirtimeToCashPage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <AirtimeToCashForm />
    </Card>
  );
}
