import { Typography } from 'antd';
import { MessagesBoard } from '@/features/console/messages';

/** The owner's e-mails and SMS to customers (marketing; opted-out customers never get them). */
export function ConsoleMessagesPage() {
  return (
    <>
      <Typography.Title level={1}>Messages to customers</Typography.Title>
      <MessagesBoard />
    </>
  );
}
