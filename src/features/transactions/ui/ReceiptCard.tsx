import { lazy, Suspense, useRef } from 'react';
import { Card, Descriptions } from 'antd';
import { TransactionLogo, TransactionStatusBadge } from '@/entities/transaction';
import type { Transaction } from '@contract/api';
import { CopyableCode } from '@/shared/ui/purchase';
import { RECEIPT_TITLE, receiptIssuer, receiptRows, type ReceiptRow } from '../model/receipt';
import { BuyAgainLink } from './BuyAgainLink';
import { PrintButton } from './PrintButton';
import { ShareReceiptButton } from './ShareReceiptButton';
import styles from './receipt.module.css';

// The print library arrives after the receipt has drawn; until then its button waits, disabled.
const PrintReceiptButton = lazy(() =>
  import('./PrintReceiptButton').then((m) => ({ default: m.PrintReceiptButton })),
);

/**
 * One line of a row: an https address opens in a new tab; a code (token, PIN, voucher) is grouped
 * for reading, never broken inside a group, with Copy beside it, as the purchase result shows it.
 */
function Line({ row, text }: { row: ReceiptRow; text: string }) {
  if (row.link)
    return (
      <a href={text} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {text}
      </a>
    );
  return row.code ? <CopyableCode value={text} label={row.label} /> : <span>{text}</span>;
}

function RowValue({ row, transaction }: { row: ReceiptRow; transaction: Transaction }) {
  if (row.key === 'status') return <TransactionStatusBadge status={transaction.status} />;
  if (Array.isArray(row.value)) {
    return (
      <ul className={styles.lines}>
        {row.value.map((line, index) => (
          <li key={index}>
            <Line row={row} text={line} />
          </li>
        ))}
      </ul>
    );
  }
  return <Line row={row} text={row.value} />;
}

/**
 * The receipt card, signed with the business name and support contact, and its actions: Print
 * (the card alone, as 'Transaction Receipt') and Share (its text).
 */
export function ReceiptCard({ transaction }: { transaction: Transaction }) {
  const contentRef = useRef<HTMLDivElement>(null);
  const items = receiptRows(transaction).map((row) => ({
    key: row.key,
    label: row.label,
    children: <RowValue row={row} transaction={transaction} />,
  }));
  const issuer = receiptIssuer();

  return (
    <div className={styles.receipt}>
      <div ref={contentRef}>
        <Card>
          <div className={styles.header}>
            <TransactionLogo transaction={transaction} size={48} />
            <h2 className={styles.heading}>{RECEIPT_TITLE}</h2>
          </div>
          <Descriptions column={1} bordered size="small" items={items} />
          <p className={styles.issuer}>
            <strong>{issuer.brand}</strong> · {issuer.support}
          </p>
        </Card>
      </div>
      <div className={styles.actions}>
        <Suspense fallback={<PrintButton />}>
          <PrintReceiptButton contentRef={contentRef} />
        </Suspense>
        <ShareReceiptButton transaction={transaction} />
        <BuyAgainLink transaction={transaction} asButton />
      </div>
    </div>
  );
}
