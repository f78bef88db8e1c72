import { PurchaseScreen } from '@/widgets/purchase-screen';
import { CableForm } from '@/features/cable';

/** /dashboard/pay-for-tv: renew or change a DStv, GOtv, StarTimes or Showmax plan. */
export function PayForTvPage() {
  return (
    <PurchaseScreen service="cable">
      <CableForm />
    </PurchaseScreen>
  );
}
