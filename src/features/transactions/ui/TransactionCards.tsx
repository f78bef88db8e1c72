import { Link } from 'react-router-dom';
import { BuyAgainLink } from './BuyAgainLink';
import { TransactionLogo, TransactionStatusBadge } from '@/entities/transaction';
import type { Transaction } from '@contract/api';
import { ROUTES } from '@/shared/config';
import { formatDateTime, formatNaira } from '@contract/format';
import {
  balanceAfterRefundLine,
  failureReason,
  keyDetail,
  refundLine,
  transactionTitle,
} from '@contract/transactions';
import styles from './transaction-cards.module.css';

/**
 * The history on a phone: a card per transaction, the receipt one tap away. A failed or reversed
 * one says why, and what came back to the wallet.
 */
export function TransactionCards({ rows }: { rows: Transaction[] }) {
  return (
    <ul className={styles.list} aria-label="Transactions">
      {rows.map((tx) => {
        const title = transactionTitle(tx);
        const detail = keyDetail(tx);
        const reason = failureReason(tx);
        return (
          <li key={tx.id} className={styles.card}>
            <TransactionLogo transaction={tx} size={40} className={styles.logo} />
            <div className={styles.body}>
              <div className={styles.top}>
                <span className={styles.title}>{title}</span>
                <span className={styles.amount}>{formatNaira(tx.amount)}</span>
              </div>
              <div className={styles.meta}>
                <TransactionStatusBadge status={tx.status} />
                <time dateTime={tx.created_at}>{formatDateTime(tx.created_at)}</time>
              </div>
              {reason && <p className={styles.reason}>{reason}</p>}
              {tx.refund && (
                <p className={styles.refund}>
                  {refundLine(tx.refund)}. {balanceAfterRefundLine(tx.refund)}
                </p>
              )}
              {detail && (
                <div className={styles.detail}>
                  {detail.label}: <span className={styles.value}>{detail.value}</span>
                </div>
              )}
              <div className={styles.links}>
                <Link
                  className={styles.receipt}
                  to={ROUTES.transactionDetails(tx.id)}
                  aria-label={`View receipt of ${title}, ${tx.tx_ref}`}
                >
                  View receipt
                </Link>
                <BuyAgainLink transaction={tx} className={styles.receipt} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
