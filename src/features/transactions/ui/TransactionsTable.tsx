import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Pagination, Spin, Table, type PaginationProps, type TableProps } from 'antd';
import type { Transaction } from '@contract/api';
import { TRANSACTION_PAGE_SIZES } from '@contract/constants';
import {
  NO_TRANSACTIONS_YET,
  sortChoicesFor,
  transactionsCountLine,
  transactionsPath,
} from '@contract/transactions';
import { hasFirstRead } from '@/shared/api';
import { removeFirstView, useIsPhone, useMediaQuery } from '@/shared/lib/dom';
import { ExportButton } from '@/shared/ui/export-button';
import { useGetTransactionsQuery } from '../api/transactionsApi';
import { orderingOf, toTransactionsQuery, type SortOrder } from '../model/listParams';
import { pagerTotals } from '../model/paging';
import { useTransactionListParams } from '../model/useTransactionListParams';
import { TransactionCards } from './TransactionCards';
import { transactionColumns } from './columns';
import { TransactionSearch } from './TransactionSearch';
import cardStyles from './transaction-cards.module.css';
import styles from './transactions.module.css';

const PAGE_SIZE_OPTIONS = TRANSACTION_PAGE_SIZES.map(String);

/** Room for a column per field; narrower screens get the compact columns (columns.tsx). */
export const WIDE_TABLE_MEDIA_QUERY = '(min-width: 1600px)';

/**
 * The transaction history: paged, sorted and searched by the server, the view kept in the address
 * bar; a table from the tablet breakpoint, cards below it (with their own Sort by and Per page
 * lists: antd's size changer hides itself on phones). While the next page loads the current one
 * stays, under a spinner; a refresh of the same page does not dim it. Load errors are only logged. It takes the place of the history's first
 * view (the first page as the server drew it in the page).
 */
export function TransactionsTable() {
  const { params, update } = useTransactionListParams();
  const isPhone = useIsPhone();
  const layout = useMediaQuery(WIDE_TABLE_MEDIA_QUERY) ? 'wide' : 'compact';
  const query = toTransactionsQuery(params);
  // the page holds this list's answer (the server's first view shows it): the list is drawn once,
  // with its rows, rather than empty under a spinner a moment before
  const [answerInPage] = useState(() => hasFirstRead(transactionsPath(query)));
  const { data, currentData, isFetching, error } = useGetTransactionsQuery(query);
  const drawList = !answerInPage || data !== undefined || error !== undefined;
  // another page, order or search loading; a refresh of the page on screen (the live stream's)
  // reads in the background without dimming it
  const loading = isFetching && currentData === undefined;

  useEffect(() => {
    if (error) console.error('Failed to load transactions', error);
  }, [error]);
  // the server's picture of the list gives way in the frame the list (or its failure) is drawn
  useLayoutEffect(() => (data || error ? removeFirstView() : undefined), [data, error]);

  const columns = useMemo(
    () => transactionColumns(params.ordering, layout),
    [params.ordering, layout],
  );

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
        : NO_TRANSACTIONS_YET;

  const pagination: PaginationProps = {
    current: params.page,
    pageSize: params.pageSize,
    total: totals.total,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showSizeChanger: true,
    hideOnSinglePage: false,
    showTotal: (total, [from, to]) => (total ? `${from}-${to} of ${totals.label}` : ''),
  };
  const sortChoices = sortChoicesFor(params.ordering);
  const onCardPage = (page: number, pageSize: number) =>
    update(pageSize !== params.pageSize ? { pageSize, page: 1 } : { page });

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.search} role="search">
          <TransactionSearch
            value={params.search}
            onSearch={(search) => update({ search, page: 1 })}
          />
        </div>
        {isPhone && (
          <label className={cardStyles.sort}>
            Sort by
            <select
              value={params.ordering}
              onChange={(event) => {
                const chosen = sortChoices.find((choice) => choice.ordering === event.target.value);
                if (chosen) update({ ordering: chosen.ordering, page: 1 });
              }}
            >
              {sortChoices.map((choice) => (
                <option key={choice.ordering} value={choice.ordering}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {/* always in place, so the count arriving moves nothing (empty until the first answer) */}
        <span className={styles.count} aria-live="polite">
          {data && transactionsCountLine(totals.label)}
        </span>
        <ExportButton
          path="get-transactions/"
          query={{ ordering: query.ordering, search: query.search }}
          what="your transactions"
        />
      </div>
      {!drawList ? null : isPhone ? (
        <Spin spinning={loading}>
          {data?.rows.length ? (
            <TransactionCards rows={data.rows} />
          ) : (
            <p className={styles.empty}>{emptyText}</p>
          )}
          <div className={cardStyles.pager}>
            <Pagination {...pagination} showSizeChanger={false} onChange={onCardPage} />
            <label className={cardStyles.sort}>
              Per page
              <select
                value={params.pageSize}
                onChange={(event) => onCardPage(1, Number(event.target.value))}
              >
                {TRANSACTION_PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </Spin>
      ) : (
        <Table<Transaction>
          className={layout === 'compact' ? styles.compact : undefined}
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.rows}
          loading={loading}
          onChange={onChange}
          showSorterTooltip={false}
          // As wide as the card, content wrapping where it may (tokens between groups); sideways
          // scrolling only when even wrapped columns do not fit.
          tableLayout="auto"
          scroll={{ x: true }}
          locale={{ emptyText: <span className={styles.emptyText}>{emptyText}</span> }}
          pagination={pagination}
        />
      )}
    </>
  );
}
