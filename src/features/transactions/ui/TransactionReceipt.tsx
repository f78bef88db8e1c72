import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Result, Spin } from 'antd';
import { httpStatus } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { useGetTransactionByIdQuery } from '../api/transactionsApi';
import { ReceiptCard } from './ReceiptCard';
import styles from './receipt.module.css';

const NOT_FOUND_HINT = 'It may belong to another account or the link is wrong.';

/**
 * The receipt of transaction `id`: a spinner while fetching, then the receipt card.
 * A missing transaction (404, or an id that is not one) says so; other errors are only logged and
 * the spinner stops.
 */
export function TransactionReceipt({ id }: { id: number | undefined }) {
  const valid = id !== undefined && Number.isSafeInteger(id) && id > 0;
  const { data, isLoading, error } = useGetTransactionByIdQuery(valid ? id : 0, { skip: !valid });
  const status = httpStatus(error);

  useEffect(() => {
    if (error && status !== 404) console.error('Failed to load the transaction', error);
  }, [error, status]);

  if (isLoading) {
    return (
      <div className={styles.loading} role="status" aria-label="Loading...">
        <Spin size="large" description="Loading..." />
      </div>
    );
  }
  if (!valid || status === 404 || (!error && !data)) {
    return (
      <Result
        status="warning"
        title="Transaction not found"
        subTitle={NOT_FOUND_HINT}
        extra={<Link to={ROUTES.transactions}>Go to your transactions</Link>}
      />
    );
  }
  if (!data) return null;
  return <ReceiptCard transaction={data} />;
}
