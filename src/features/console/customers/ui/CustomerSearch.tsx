import { useState } from 'react';
import { Flex, Input, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatNaira } from '@contract/format';
import type { CustomerRow } from '@contract/api/console';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { ConsoleExportButton } from '@/entities/staff-member';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { useSearchCustomersQuery } from '../api/customersApi';
import styles from './console-customers.module.css';

/**
 * Find a customer by e-mail, phone, name or transaction reference; the term and page live in the
 * address, so Back returns to the same results.
 */
export function CustomerSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [pageSize, setPageSize] = useState(20);
  const navigate = useNavigate();
  const { data, isFetching } = useSearchCustomersQuery({ q, page, page_size: pageSize });
  return (
    <>
      <Flex wrap gap={8} align="start" className={styles.search}>
        <Input.Search
          className={styles.searchField}
          aria-label="Search customers"
          placeholder="E-mail, phone, name or transaction reference"
          defaultValue={q}
          allowClear
          enterButton="Search"
          onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {})}
        />
        <ConsoleExportButton
          list="customers"
          path="console/customers"
          query={{ q }}
          what="the customers"
        />
      </Flex>
      <ResponsiveTable<CustomerRow>
        cardsLabel="Customers"
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.data ?? []}
        scroll={{ x: 720 }}
        onRow={(row) => ({
          onClick: () => navigate(CONSOLE_ROUTES.customer(row.id)),
          style: { cursor: 'pointer' },
        })}
        pagination={{
          current: page,
          pageSize,
          total: data?.meta.count ?? 0,
          onChange: (next, size) => {
            setPageSize(size);
            setParams({ ...(q ? { q } : {}), page: String(next) });
          },
        }}
        columns={[
          {
            title: 'Name',
            dataIndex: 'name',
            render: (name: string, row) => (
              <a
                href={CONSOLE_ROUTES.customer(row.id)}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(CONSOLE_ROUTES.customer(row.id));
                }}
              >
                {name}
              </a>
            ),
          },
          { title: 'E-mail', dataIndex: 'email' },
          { title: 'Phone', dataIndex: 'phone_no' },
          { title: 'Level', dataIndex: 'level' },
          {
            title: 'Wallet',
            dataIndex: 'wallet_balance',
            align: 'right',
            render: (value: number) => formatNaira(value),
          },
          {
            title: 'Status',
            key: 'status',
            render: (_: unknown, row) =>
              row.suspended ? <Tag color="red">Suspended</Tag> : <Tag color="green">Active</Tag>,
          },
        ]}
      />
    </>
  );
}
