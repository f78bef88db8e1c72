import { Typography } from 'antd';
import { ApprovalsBoard } from './ApprovalsBoard';
import { usePageTitle } from '@/shared/lib/dom';

/** Large manual adjustments waiting for a second owner. */
export function ConsoleApprovalsPage() {
  usePageTitle('Approvals');
  return (
    <>
      <Typography.Title level={2}>Approvals</Typography.Title>
      <Typography.Paragraph type="secondary">
        Manual credits and debits above the approval limit move no money until an owner other than
        the one who asked approves them.
      </Typography.Paragraph>
      <ApprovalsBoard />
    </>
  );
}
