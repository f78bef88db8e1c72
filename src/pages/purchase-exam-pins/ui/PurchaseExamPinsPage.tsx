import { Card } from 'antd';
import { ExamForm } from '@/features/exam';

/** /dashboard/purchase-exam-pins (SPEC 2.3): buy WAEC and JAMB pins. */
export function PurchaseExamPinsPage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <ExamForm />
    </Card>
  );
}
