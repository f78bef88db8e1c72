import { useState } from 'react';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { formatDateTime, formatNaira } from '@contract/format';
import type { LedgerRow } from '@contract/api/console';
import { useGetCustomerLedgerQuery } from '../api/customersApi';
import styles from './console-customers.module.css';

/** The customer's ledger, newest first, with each account's balance after the entry. */
export function CustomerLedger({ customerId }: { customerId: number }) {
  const [paging, setPaging] = useState({ page: 1, page_size: 10 });
  const { data, isFetching } = useGetCustomerLedgerQuery({ id: customerId, ...paging });
  return (
    <ResponsiveTable<LedgerRow>
      cardsLabel="Ledger entries"
      size="small"
      rowKey="id"
      loading={isFetching}
      dataSource={data?.data ?? []}
      scroll={{ x: 640 }}
      pagination={{
        current: paging.page,
        pageSize: paging.page_size,
        total: data?.meta.count ?? 0,
        onChange: (page, pageSize) => setPaging({ page, page_size: pageSize }),
      }}
      columns={[
        { title: 'Date', dataIndex: 'created_at', render: formatDateTime },
        { title: 'Account', dataIndex: 'account' },
        { title: 'Kind', dataIndex: 'kind' },
        {
          title: 'Amount',
          dataIndex: 'amount',
          align: 'right',
          render: (amount: number) => (
            <span className={amount < 0 ? styles.debit : styles.credit}>
              {amount < 0 ? '−' : '+'}
              {formatNaira(Math.abs(amount))}
            </span>
          ),
        },
        {
          title: 'Balance after',
          dataIndex: 'balance_after',
          align: 'right',
          render: (value: number) => formatNaira(value),
        },
        { title: 'Reference', dataIndex: 'reference', ellipsis: true },
      ]}
    />
  );
}
