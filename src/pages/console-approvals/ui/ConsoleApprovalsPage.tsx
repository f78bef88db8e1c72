import { Flex, Typography } from 'antd';
import { ApprovalsBoard } from './ApprovalsBoard';
import { usePageTitle } from '@/shared/lib/dom';
import { ConsoleExportButton } from '@/entities/staff-member';

/** Large manual adjustments waiting for a second owner. */
export function ConsoleApprovalsPage() {
  usePageTitle('Approvals');
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Approvals
        </Typography.Title>
        <ConsoleExportButton
          list="approvals-decided"
          path="console/approvals"
          query={{ state: 'decided' }}
          what="the decided approval requests"
        />
      </Flex>
      <Typography.Paragraph type="secondary">
        Manual credits and debits above the approval limit move no money until an owner other than
        the one who asked approves them.
      </Typography.Paragraph>
      <ApprovalsBoard />
    </>
  );
}
