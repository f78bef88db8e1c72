import { PurchaseScreen } from '@/widgets/purchase-screen';
import { ExamForm } from '@/features/exam';

/** /dashboard/purchase-exam-pins: buy WAEC and JAMB pins. */
export function PurchaseExamPinsPage() {
  return (
    <PurchaseScreen service="exam">
      <ExamForm />
    </PurchaseScreen>
  );
}
