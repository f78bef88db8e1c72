import { PurchaseScreen } from '@/widgets/purchase-screen';
import { DataForm } from '@/features/data';

/** /dashboard/purchase-data: buy a data plan. */
export function PurchaseDataPage() {
  return (
    <PurchaseScreen service="data">
      <DataForm />
    </PurchaseScreen>
  );
}
