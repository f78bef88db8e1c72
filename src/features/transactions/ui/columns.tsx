import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TableColumnsType } from 'antd';
import { TransactionLogo, TransactionStatusBadge, transactionTitle } from '@/entities/transaction';
import type { Transaction } from '@/shared/api';
import { ROUTES, type TransactionOrdering, type TransactionOrderingField } from '@/shared/config';
import { formatDateTime, formatNaira } from '@contract/format';
import { sortOrderOf } from '../model/listParams';
import { CutText } from './CutText';
import styles from './transactions.module.css';

/* A listed cycle that never reaches "no order": ascend -> descend -> ascend ... */
const SORT_CYCLE: ('ascend' | 'descend')[] = ['ascend', 'descend', 'ascend'];

const money = (value: number | null) => (value === null ? '' : formatNaira(value));

type Column = TableColumnsType<Transaction>[number];

/** A column sorted by the server under the API's name for it. */
function sortable(
  field: TransactionOrderingField,
  title: string,
  ordering: TransactionOrdering,
  render: (row: Transaction) => ReactNode,
  extra: Partial<Column> = {},
): Column {
  return {
    key: field,
    dataIndex: field,
    title,
    sorter: true,
    sortOrder: sortOrderOf(field, ordering),
    sortDirections: SORT_CYCLE,
    render: (_value: unknown, row: Transaction) => render(row),
    ...extra,
  };
}

const nowrap = { className: styles.nowrap };

const pinned = { fixed: 'right' as const };

/**
 * Every column of the history, with the column of `ordering` marked as sorted. What a customer
 * looks for first (Amount, Status, Created At, Action) is pinned at the right edge, so it stays in
 * view while the other columns scroll sideways beneath it.
 */
export function transactionColumns(ordering: TransactionOrdering): TableColumnsType<Transaction> {
  return [
    sortable('id', 'ID', ordering, (row) => row.id),
    {
      key: 'image',
      title: 'Image',
      render: (_value, row) => <TransactionLogo transaction={row} size={32} />,
    },
    sortable('plan', 'Plan', ordering, (row) => transactionTitle(row)),
    sortable('phone_no', 'Phone', ordering, (row) => row.phone_no, nowrap),
    sortable('card_no', 'Card No.', ordering, (row) => row.card_no, nowrap),
    sortable('description', 'Description', ordering, (row) => <CutText text={row.description} />, {
      className: styles.text,
    }),
    sortable('response', 'Response', ordering, (row) => <CutText text={row.response} />, {
      className: styles.text,
    }),
    sortable('token', 'Token', ordering, (row) => row.token, nowrap),
    sortable('initial_balance', 'Prev. Bal', ordering, (row) => money(row.initial_balance), {
      ...nowrap,
      align: 'right',
    }),
    sortable('new_balance', 'Current Bal', ordering, (row) => money(row.new_balance), {
      ...nowrap,
      align: 'right',
    }),
    sortable('amount', 'Amount', ordering, (row) => formatNaira(row.amount), {
      ...nowrap,
      ...pinned,
      align: 'right',
    }),
    sortable(
      'status',
      'Status',
      ordering,
      (row) => <TransactionStatusBadge status={row.status} />,
      { ...nowrap, ...pinned },
    ),
    sortable('created_at', 'Created At', ordering, (row) => formatDateTime(row.created_at), {
      ...nowrap,
      ...pinned,
    }),
    {
      key: 'action',
      title: 'Action',
      ...pinned,
      render: (_value, row) => (
        <Link to={ROUTES.transactionDetails(row.id)} aria-label={`View transaction ${row.tx_ref}`}>
          View
        </Link>
      ),
    },
  ];
}
