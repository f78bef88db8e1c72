import { Card } from 'antd';
import { WalletBalance } from '@/features/wallet';
import { ExamForm } from '@/features/exam';

/** /dashboard/purchase-exam-pins: buy WAEC and JAMB pins. */
export function PurchaseExamPinsPage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <WalletBalance />
      <ExamForm />
    </Card>
  );
}
