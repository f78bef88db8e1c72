import { Card } from 'antd';
import { TransferBonusForm } from '@/features/wallet';

/** /dashboard/transfer-bonus: move the referral bonus to the wallet. */
export function TransferBonusPage() {
  return (
    <Card style={{ maxWidth: 560 }}>
      <TransferBonusForm />
    </Card>
  );
}
