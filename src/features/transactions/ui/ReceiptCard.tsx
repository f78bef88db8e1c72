import { useRef } from 'react';
import { Button, Card, Descriptions } from 'antd';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useReactToPrint } from 'react-to-print';
import { TransactionLogo, TransactionStatusBadge } from '@/entities/transaction';
import type { Transaction } from '@/shared/api';
import { RECEIPT_TITLE, receiptRows, type ReceiptRow } from '../model/receipt';
import styles from './receipt.module.css';

const CODE_ROWS = new Set(['ref', 'token', 'pins', 'cards', 'vouchers']);

/* The print iframe gets the page's styles; this only sets the paper margins. */
const PAGE_STYLE = '@page { margin: 16mm; } body { -webkit-print-color-adjust: exact; }';

function RowValue({ row, transaction }: { row: ReceiptRow; transaction: Transaction }) {
  if (row.key === 'status') return <TransactionStatusBadge status={transaction.status} />;
  const className = CODE_ROWS.has(row.key) ? styles.code : undefined;
  if (Array.isArray(row.value)) {
    return (
      <ul className={styles.lines}>
        {row.value.map((line, index) => (
          <li key={index} className={className}>
            {line}
          </li>
        ))}
      </ul>
    );
  }
  return <span className={className}>{row.value}</span>;
}

/** The receipt card and its Print button, which prints the card alone as 'Transaction Receipt'. */
export function ReceiptCard({ transaction }: { transaction: Transaction }) {
  const contentRef = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({
    contentRef,
    documentTitle: RECEIPT_TITLE,
    pageStyle: PAGE_STYLE,
  });
  const items = receiptRows(transaction).map((row) => ({
    key: row.key,
    label: row.label,
    children: <RowValue row={row} transaction={transaction} />,
  }));

  return (
    <div className={styles.receipt}>
      <div ref={contentRef}>
        <Card>
          <div className={styles.header}>
            <TransactionLogo transaction={transaction} size={48} />
            <h2 className={styles.heading}>{RECEIPT_TITLE}</h2>
          </div>
          <Descriptions column={1} bordered size="small" items={items} />
        </Card>
      </div>
      <div className={styles.actions}>
        <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={() => print()}>
          Print
        </Button>
      </div>
    </div>
  );
}
