import { Typography } from 'antd';
import { CustomerSearch } from '@/features/console/customers';
import { TrendsBoard } from '@/features/console/trends';

const CUSTOMER_CHARTS = ['customers'] as const;

export function ConsoleCustomersPage() {
  return (
    <>
      <Typography.Title level={1}>Customers</Typography.Title>
      <CustomerSearch />
      <TrendsBoard title="Customer trends" charts={CUSTOMER_CHARTS} />
    </>
  );
}
