import { PurchaseScreen } from '@/widgets/purchase-screen';
import { AirtimeToCashForm } from '@/features/airtime-to-cash';

/** /dashboard/airtime-to-cash: sell transferred airtime for wallet credit. */
export function AirtimeToCashPage() {
  return (
    <PurchaseScreen>
      <AirtimeToCashForm />
    </PurchaseScreen>
  );
}
