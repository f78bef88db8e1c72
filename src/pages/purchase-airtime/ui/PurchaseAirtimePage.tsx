import { PurchaseScreen } from '@/widgets/purchase-screen';
import { AirtimeForm } from '@/features/airtime';

/** /dashboard/purchase-airtime: buy airtime for any network. */
export function PurchaseAirtimePage() {
  return (
    <PurchaseScreen service="airtime">
      <AirtimeForm />
    </PurchaseScreen>
  );
}
