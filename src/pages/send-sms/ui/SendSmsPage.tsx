import { Card } from 'antd';
import { WalletBalance } from '@/features/wallet';
import { SmsForm } from '@/features/sms';

/** /dashboard/send-sms: one message to many numbers. */
export function SendSmsPage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <WalletBalance />
      <SmsForm />
    </Card>
  );
}
