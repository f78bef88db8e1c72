import { PurchaseScreen } from '@/widgets/purchase-screen';
import { SmsForm } from '@/features/sms';

/** /dashboard/send-sms: one message to many numbers. */
export function SendSmsPage() {
  return (
    <PurchaseScreen>
      <SmsForm />
    </PurchaseScreen>
  );
}
