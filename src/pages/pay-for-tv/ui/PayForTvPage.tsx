import { Card } from 'antd';
import { WalletBalance } from '@/features/wallet';
import { CableForm } from '@/features/cable';

/** /dashboard/pay-for-tv: renew or change a DStv, GOtv, StarTimes or Showmax plan. */
export function PayForTvPage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <WalletBalance />
      <CableForm />
    </Card>
  );
}
