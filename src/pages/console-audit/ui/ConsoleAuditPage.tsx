import { Typography } from 'antd';
import { AuditLog } from '@/features/console-audit';

export function ConsoleAuditPage() {
  return (
    <>
      <Typography.Title level={2}>Audit log</Typography.Title>
      <AuditLog />
    </>
  );
}
