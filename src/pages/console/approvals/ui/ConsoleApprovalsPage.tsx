import { Flex, Typography } from 'antd';
import { ApprovalsBoard } from './ApprovalsBoard';
import { usePageTitle } from '@/shared/lib/dom';
import { ConsoleExportButton } from '@/entities/staff-member';

/** Staff money movements waiting for a second owner. */
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
        Staff money movements past the approval limits (manual credits and debits, airtime-to-cash
        payouts, refunds, levels given without their price) move no money until an owner other than
        the one who asked approves them. The one who asked may withdraw their request.
      </Typography.Paragraph>
      <ApprovalsBoard />
    </>
  );
}
