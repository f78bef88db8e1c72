import { Card } from 'antd';
import { UpgradeLevelForm } from '@/features/wallet';

/** /dashboard/upgrade: choose another account level. */
export function UpgradePage() {
  return (
    <Card style={{ maxWidth: 560 }}>
      <UpgradeLevelForm />
    </Card>
  );
}
