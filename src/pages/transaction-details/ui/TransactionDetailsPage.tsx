import { Link, useParams } from 'react-router-dom';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { EmailReceiptButton, TransactionReceipt } from '@/features/transactions';
import { ROUTES } from '@/shared/config';
import styles from './transaction-details.module.css';

/** The route's id when it is a whole number; anything else is no transaction at all. */
const transactionId = (param: string | undefined) =>
  param && /^\d{1,10}$/.test(param) ? Number(param) : undefined;

/** /dashboard/transactions/details/:id: one transaction's receipt. */
export function TransactionDetailsPage() {
  const { id } = useParams();
  const receiptId = transactionId(id);
  return (
    <div>
      <Link to={ROUTES.transactions} className={styles.back}>
        <ArrowLeftOutlined aria-hidden /> Back to transactions
      </Link>
      <TransactionReceipt id={receiptId} />
      {receiptId !== undefined && <EmailReceiptButton id={receiptId} />}
    </div>
  );
}
