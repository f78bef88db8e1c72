import { Alert, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router-dom';
import type { ConsoleTransactionRow } from '@contract/api/console';
import { formatDateTime, formatNaira } from '@contract/format';
import { TransactionStatusBadge } from '@/entities/transaction';
import { useListConsoleTransactionsQuery } from '@/features/console/transactions';
import { errorMessage } from '@/shared/api';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { usePageTitle } from '@/shared/lib/dom';
import { ConsoleExportButton } from '@/entities/staff-member';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { filterValuesOf, queryOf, searchOf } from '../model/filters';
import { TransactionFilters } from './TransactionFilters';

const columns: ColumnsType<ConsoleTransactionRow> = [
  {
    title: 'Reference',
    dataIndex: 'tx_ref',
    render: (ref: string, row) => (
      <>
        <Link to={CONSOLE_ROUTES.transaction(ref)}>{ref}</Link>
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {formatDateTime(row.created_at)}
        </Typography.Text>
      </>
    ),
  },
  { title: 'Customer', dataIndex: 'email', responsive: ['md'] },
  {
    title: 'Service',
    key: 'service',
    responsive: ['lg'],
    render: (_, row) => [row.service, row.package].filter(Boolean).join(' · ') || row.kind,
  },
  { title: 'Description', dataIndex: 'description', responsive: ['xl'], ellipsis: true },
  {
    title: 'Amount',
    dataIndex: 'amount',
    align: 'right',
    render: (amount: number) => formatNaira(amount),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: ConsoleTransactionRow['status'], row) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        <TransactionStatusBadge status={status} />
        {row.needs_attention ? (
          <Tag color="volcano" style={{ marginLeft: 4 }}>
            Needs attention
          </Tag>
        ) : null}
      </span>
    ),
  },
];

/** Every customer's transactions, filtered, a page at a time, newest first. */
export function ConsoleTransactionsPage() {
  usePageTitle('Transactions');
  const [search, setSearch] = useSearchParams();
  const query = queryOf(search);
  const { data, error, isFetching } = useListConsoleTransactionsQuery(query);
  const capped = data?.meta.count_capped;

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Transactions
        </Typography.Title>
        <ConsoleExportButton
          list="transactions"
          path="console/transactions"
          query={query}
          what="the transactions"
        />
      </Flex>
      <TransactionFilters
        key={search.toString()}
        values={filterValuesOf(search)}
        onApply={(values) => setSearch(searchOf(values))}
      />
      {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error)} /> : null}
      {capped ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="More than 10,000 transactions match: narrow the filters to see them all."
        />
      ) : null}
      <ResponsiveTable<ConsoleTransactionRow>
        cardsLabel="Transactions"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        locale={{ emptyText: 'No transactions match these filters.' }}
        pagination={{
          current: query.page,
          pageSize: query.page_size,
          total: data?.meta.count ?? 0,
          showSizeChanger: false,
          simple: true,
          onChange: (page) => {
            const next = new URLSearchParams(search);
            next.set('page', String(page));
            setSearch(next);
          },
        }}
      />
    </>
  );
}
