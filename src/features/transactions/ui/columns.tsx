import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TableColumnsType } from 'antd';
import { TransactionLogo, TransactionStatusBadge } from '@/entities/transaction';
import { transactionTitle } from '@contract/transactions';
import type { Transaction } from '@contract/api';
import type { TransactionOrdering, TransactionOrderingField } from '@contract/constants';
import { ROUTES } from '@/shared/config';
import { formatDateTime, formatNaira } from '@contract/format';
import { sortOrderOf } from '../model/listParams';
import { BuyAgainLink } from './BuyAgainLink';
import { CutText } from './CutText';
import styles from './transactions.module.css';

/* A listed cycle that never reaches "no order": ascend -> descend -> ascend ... */
const SORT_CYCLE: ('ascend' | 'descend')[] = ['ascend', 'descend', 'ascend'];

const money = (value: number | null) => (value === null ? '' : formatNaira(value));

type Column = TableColumnsType<Transaction>[number];

/**
 * How many columns the table has room for: every column on a wide screen (1600 px and up);
 * below it related columns share one, so the table fits a 1280 px screen without scrolling.
 */
export type TableLayout = 'wide' | 'compact';

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
 * A token that may wrap between its groups (after each dash, or every 4 digits) but never inside
 * one; the break points are not characters, so a copied token is the token.
 */
export function WrappingToken({ token }: { token: string | null }) {
  if (!token) return null;
  const groups = token.includes('-') ? token.split(/(?<=-)/) : (token.match(/.{1,4}/g) ?? []);
  return (
    <span className={styles.token}>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {group}
        </Fragment>
      ))}
    </span>
  );
}

/** The balance after the charge; on a refunded row also the refund and the balance after it. */
function CurrentBalance({ row }: { row: Transaction }) {
  if (!row.refund) return <div className={styles.nowrap}>{money(row.new_balance)}</div>;
  return (
    <>
      <div className={styles.nowrap}>{money(row.new_balance)}</div>
      <div className={styles.refund}>
        Refunded {formatNaira(row.refund.amount)}, balance{' '}
        <span className={styles.nowrap}>{formatNaira(row.refund.balance_after)}</span>
      </div>
    </>
  );
}

/** The date, then the time on its own line: 'Do MMM, YYYY,' / 'h:mm:ss a'. */
function CreatedAt({ value }: { value: string }) {
  const text = formatDateTime(value);
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return <>{text}</>;
  return (
    <time dateTime={value}>
      <span className={styles.nowrap}>{text.slice(0, cut + 1)}</span>{' '}
      <span className={styles.nowrap}>{text.slice(cut + 2)}</span>
    </time>
  );
}

/** What a customer looks for first, pinned at the right edge while other columns scroll. */
function pinnedColumns(ordering: TransactionOrdering): TableColumnsType<Transaction> {
  return [
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
    sortable('created_at', 'Created At', ordering, (row) => <CreatedAt value={row.created_at} />, {
      ...pinned,
    }),
    {
      key: 'action',
      title: 'Action',
      ...pinned,
      render: (_value, row) => (
        <span className={styles.actions}>
          <Link
            to={ROUTES.transactionDetails(row.id)}
            aria-label={`View transaction ${row.tx_ref}`}
          >
            View
          </Link>
          <BuyAgainLink transaction={row} className={styles.nowrap} />
        </span>
      ),
    },
  ];
}

/** Every column, one per field (a wide screen). */
function wideColumns(ordering: TransactionOrdering): TableColumnsType<Transaction> {
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
    sortable('token', 'Token', ordering, (row) => <WrappingToken token={row.token} />),
    sortable('initial_balance', 'Prev. Bal', ordering, (row) => money(row.initial_balance), {
      ...nowrap,
      align: 'right',
    }),
    sortable('new_balance', 'Current Bal', ordering, (row) => <CurrentBalance row={row} />, {
      align: 'right',
    }),
    ...pinnedColumns(ordering),
  ];
}

/**
 * The same fields in fewer columns: the logo and description go with the plan, the card number
 * with the phone, the previous balance with the current one.
 */
function compactColumns(ordering: TransactionOrdering): TableColumnsType<Transaction> {
  return [
    sortable('id', 'ID', ordering, (row) => row.id),
    sortable('plan', 'Plan', ordering, (row) => (
      <div className={styles.plan}>
        <TransactionLogo transaction={row} size={24} className={styles.planLogo} />
        <div>
          <div>{transactionTitle(row)}</div>
          {row.description && (
            <div className={styles.muted}>
              <CutText text={row.description} />
            </div>
          )}
        </div>
      </div>
    )),
    sortable('phone_no', 'Phone / Card No.', ordering, (row) => (
      <>
        {row.phone_no && <div className={styles.nowrap}>{row.phone_no}</div>}
        {row.card_no && <div className={`${styles.nowrap} ${styles.muted}`}>{row.card_no}</div>}
      </>
    )),
    sortable('response', 'Response', ordering, (row) => <CutText text={row.response} />),
    sortable('token', 'Token', ordering, (row) => <WrappingToken token={row.token} />),
    sortable(
      'new_balance',
      'Balance',
      ordering,
      (row) => (
        <>
          {row.initial_balance !== null && (
            <div className={styles.muted}>
              Prev. <span className={styles.nowrap}>{money(row.initial_balance)}</span>
            </div>
          )}
          <CurrentBalance row={row} />
        </>
      ),
      { align: 'right' },
    ),
    ...pinnedColumns(ordering),
  ];
}

/** The columns of the history in `layout`, with the column of `ordering` marked as sorted. */
export function transactionColumns(
  ordering: TransactionOrdering,
  layout: TableLayout,
): TableColumnsType<Transaction> {
  return layout === 'wide' ? wideColumns(ordering) : compactColumns(ordering);
}
