import { useEffect, useMemo } from 'react';
import { Table, type TableProps } from 'antd';
import type { Transaction } from '@/shared/api';
import { TRANSACTION_PAGE_SIZES } from '@/shared/config';
import { useGetTransactionsQuery } from '../api/transactionsApi';
import { orderingOf, toTransactionsQuery, type SortOrder } from '../model/listParams';
import { pagerTotals } from '../model/paging';
import { useTransactionListParams } from '../model/useTransactionListParams';
import { transactionColumns } from './columns';
import { TransactionSearch } from './TransactionSearch';
import styles from './transactions.module.css';

const PAGE_SIZE_OPTIONS = TRANSACTION_PAGE_SIZES.map(String);

/**
 * The transaction history (SPEC 2.3): paged, sorted and searched by the server, the view kept in
 * the address bar. While the next page loads the current one stays, under a spinner. Load errors
 * are only logged (SPEC 8).
 */
export function TransactionsTable() {
  const { params, update } = useTransactionListParams();
  const { data, isFetching, error } = useGetTransactionsQuery(toTransactionsQuery(params));

  useEffect(() => {
    if (error) console.error('Failed to load transactions', error);
  }, [error]);

  const columns = useMemo(() => transactionColumns(params.ordering), [params.ordering]);

  const onChange: TableProps<Transaction>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const column = Array.isArray(sorter) ? sorter[0] : sorter;
      update({ ordering: orderingOf(column?.columnKey, column?.order as SortOrder), page: 1 });
    } else if (extra.action === 'paginate') {
      const pageSize = pagination.pageSize ?? params.pageSize;
      update(
        pageSize !== params.pageSize ? { pageSize, page: 1 } : { page: pagination.current ?? 1 },
      );
    }
  };

  const totals = data
    ? pagerTotals(data.meta, data.rows.length, params.page, params.pageSize)
    : { total: 0, label: '0' };
  const emptyText = !data
    ? isFetching
      ? 'Loading...'
      : 'No transactions to show.'
    : data.meta.count > 0
      ? 'No transactions on this page.'
      : params.search
        ? 'No transactions match your search.'
        : 'No transactions yet.';

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.search} role="search">
          <TransactionSearch
            value={params.search}
            onSearch={(search) => update({ search, page: 1 })}
          />
        </div>
        {data && (
          <span className={styles.count} aria-live="polite">
            {totals.label === '1' ? '1 transaction' : `${totals.label} transactions`}
          </span>
        )}
      </div>
      <Table<Transaction>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.rows}
        loading={isFetching}
        onChange={onChange}
        showSorterTooltip={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
        pagination={{
          current: params.page,
          pageSize: params.pageSize,
          total: totals.total,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
          hideOnSinglePage: false,
          showTotal: (total, [from, to]) => (total ? `${from}-${to} of ${totals.label}` : ''),
        }}
      />
    </>
  );
}
