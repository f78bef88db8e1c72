import { Card } from 'antd';
import { SmsForm } from '@/features/sms';

/** /dashboard/send-sms (SPEC 2.3): one message to many numbers. */
export function SendSmsPage() {
  return (
    <Card style={{ maxWidth: 720 }}>
      <SmsForm />
    </Card>
  );
}
