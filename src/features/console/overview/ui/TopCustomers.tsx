import { useState } from 'react';
import { Alert, Card, Segmented, Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { TopCustomer, TopCustomerMeasure, TopCustomerPeriod } from '@contract/api/console';
import { formatNaira } from '@contract/format';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { errorMessage } from '@/shared/api';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { useGetTopCustomersQuery } from '../api/overviewApi';

const MEASURES: { value: TopCustomerMeasure; label: string }[] = [
  { value: 'sales', label: 'Sales' },
  { value: 'margin', label: 'Margin' },
  { value: 'failures', label: 'Failures' },
];

const PERIODS: { value: TopCustomerPeriod; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
];

const EMPTY: Record<TopCustomerMeasure, string> = {
  sales: 'No sales in this period',
  margin: 'No margin in this period',
  failures: 'No failed purchases in this period',
};

/**
 * The owner's best customers and resellers by sales or margin, or those meeting the most
 * failures, over a period; each links to the customer.
 */
export function TopCustomers() {
  const [by, setBy] = useState<TopCustomerMeasure>('sales');
  const [period, setPeriod] = useState<TopCustomerPeriod>('30d');
  const { data, error, isFetching } = useGetTopCustomersQuery({ by, period });
  return (
    <Card size="small" title="Top customers" role="region" aria-label="Top customers">
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented<TopCustomerMeasure>
          aria-label="Rank by"
          value={by}
          onChange={setBy}
          options={MEASURES}
        />
        <Segmented<TopCustomerPeriod>
          aria-label="Over"
          value={period}
          onChange={setPeriod}
          options={PERIODS}
        />
      </Space>
      {error ? (
        <Alert type="error" showIcon title={errorMessage(error)} role="alert" />
      ) : (
        <ResponsiveTable<TopCustomer>
          cardsLabel="Top customers"
          rowKey="id"
          size="small"
          pagination={false}
          loading={isFetching}
          dataSource={data?.customers ?? []}
          locale={{ emptyText: EMPTY[by] }}
          columns={[
            {
              key: 'name',
              title: 'Customer',
              render: (_, customer) => (
                <>
                  <Link to={CONSOLE_ROUTES.customer(customer.id)}>
                    {customer.name || customer.email}
                  </Link>{' '}
                  {customer.reseller ? <Tag color="blue">API reseller</Tag> : null}
                </>
              ),
            },
            { key: 'level', title: 'Level', dataIndex: 'level' },
            { key: 'purchases', title: 'Delivered', dataIndex: 'purchases', align: 'right' },
            {
              key: 'sales',
              title: 'Sales',
              align: 'right',
              render: (_, customer) => formatNaira(customer.sales),
            },
            {
              key: 'margin',
              title: 'Margin',
              align: 'right',
              render: (_, customer) => formatNaira(customer.margin),
            },
            { key: 'failures', title: 'Failures', dataIndex: 'failures', align: 'right' },
          ]}
        />
      )}
    </Card>
  );
}
