import { Typography } from 'antd';
import { CustomerSearch } from '@/features/console/customers';

export function ConsoleCustomersPage() {
  return (
    <>
      <Typography.Title level={1}>Customers</Typography.Title>
      <CustomerSearch />
    </>
  );
}
