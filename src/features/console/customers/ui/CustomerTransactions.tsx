import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatNaira } from '@contract/format';
import type { Transaction, TransactionStatus } from '@contract/api';
import { TransactionStatusBadge } from '@/entities/transaction';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { useGetCustomerTransactionsQuery } from '../api/customersApi';

/** The customer's transactions, newest first, paged by the server as in their own history. */
export function CustomerTransactions({ customerId }: { customerId: number }) {
  const [paging, setPaging] = useState({ page: 1, page_size: 10 });
  const { data, isFetching } = useGetCustomerTransactionsQuery({ id: customerId, ...paging });
  return (
    <ResponsiveTable<Transaction>
      cardsLabel="The customer's transactions"
      size="small"
      rowKey="id"
      loading={isFetching}
      dataSource={data?.data ?? []}
      scroll={{ x: 720 }}
      pagination={{
        current: paging.page,
        pageSize: paging.page_size,
        total: data?.meta.count ?? 0,
        onChange: (page, pageSize) => setPaging({ page, page_size: pageSize }),
      }}
      columns={[
        { title: 'Date', dataIndex: 'created_at', render: formatDateTime },
        {
          title: 'Reference',
          dataIndex: 'tx_ref',
          render: (ref: string) => <Link to={CONSOLE_ROUTES.transaction(ref)}>{ref}</Link>,
        },
        { title: 'Kind', dataIndex: 'kind' },
        { title: 'Description', dataIndex: 'description', ellipsis: true },
        {
          title: 'Amount',
          dataIndex: 'amount',
          align: 'right',
          render: (value: number) => formatNaira(value),
        },
        {
          title: 'Status',
          dataIndex: 'status',
          render: (status: TransactionStatus) => <TransactionStatusBadge status={status} />,
        },
      ]}
    />
  );
}
