import { Typography } from 'antd';
import { AuditLog } from '@/features/console/audit';

export function ConsoleAuditPage() {
  return (
    <>
      <Typography.Title level={1}>Audit log</Typography.Title>
      <AuditLog />
    </>
  );
}
