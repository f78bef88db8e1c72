import { PurchaseScreen } from '@/widgets/purchase-screen';
import { ElectricityForm } from '@/features/electricity';

/** /dashboard/pay-for-electricity: pay a prepaid or postpaid meter. */
export function PayForElectricityPage() {
  return (
    <PurchaseScreen service="electricity">
      <ElectricityForm />
    </PurchaseScreen>
  );
}
