import { PurchaseScreen } from '@/widgets/purchase-screen';
import { InternetDataForm } from '@/features/internet-data';

/** /dashboard/purchase-internet-data: buy an internet data bundle for a Smile account. */
export function PurchaseInternetDataPage() {
  return (
    <PurchaseScreen service="internetData">
      <InternetDataForm />
    </PurchaseScreen>
  );
}
