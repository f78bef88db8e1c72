import { Breadcrumb, Result, Space, Spin, Tabs, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import {
  AirtimeToCashCap,
  CustomerActions,
  CustomerLedger,
  CustomerSummary,
  CustomerTransactions,
  useGetCustomerQuery,
} from '@/features/console/customers';
import { CustomerKycPanel } from '@/features/console/kyc';
import { useGetConsoleMeQuery } from '@/entities/staff-member';
import { ResultTitle } from '@/shared/ui/result-title';
import { CONSOLE_ROUTES } from '@contract/navigation';

/** One customer: who they are, what staff can do for them, their ledger and transactions. */
export function ConsoleCustomerPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: customer, isLoading, isError } = useGetCustomerQuery(id, { skip: !valid });
  const { data: me } = useGetConsoleMeQuery();

  if (!valid || isError)
    return (
      <Result
        status="404"
        title={<ResultTitle>Customer not found</ResultTitle>}
        extra={<Link to={CONSOLE_ROUTES.customers}>Back to customers</Link>}
      />
    );
  // The actions depend on who is looking (their own account, an owner's...): wait for both.
  if (isLoading || !customer || !me) return <Spin />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Breadcrumb
        items={[
          { title: <Link to={CONSOLE_ROUTES.customers}>Customers</Link> },
          { title: customer.name },
        ]}
      />
      <Typography.Title level={1}>{customer.name}</Typography.Title>
      <CustomerActions customer={customer} staff={me} />
      <CustomerSummary customer={customer} />
      <AirtimeToCashCap customer={customer} canChange={me.role === 'owner'} />
      <CustomerKycPanel
        customerId={customer.id}
        customerName={customer.name}
        canRelease={me.role === 'owner'}
      />
      <Tabs
        items={[
          { key: 'ledger', label: 'Ledger', children: <CustomerLedger customerId={customer.id} /> },
          {
            key: 'transactions',
            label: 'Transactions',
            children: <CustomerTransactions customerId={customer.id} />,
          },
        ]}
      />
    </Space>
  );
}
