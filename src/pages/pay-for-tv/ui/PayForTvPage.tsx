import { Card } from 'antd';
import { CableForm } from '@/features/cable';

/** /dashboard/pay-for-tv (SPEC 2.3): renew or change a DStv, GOtv, StarTimes or Showmax plan. */
export function PayForTvPage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <CableForm />
    </Card>
  );
}
