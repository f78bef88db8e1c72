import { Typography } from 'antd';
import { StaffManager } from '@/features/console/staff';

export function ConsoleStaffPage() {
  return (
    <>
      <Typography.Title level={1}>Staff</Typography.Title>
      <StaffManager />
    </>
  );
}
