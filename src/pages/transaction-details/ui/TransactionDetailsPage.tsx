import { Link, useParams } from 'react-router-dom';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { ReportProblem } from '@/features/report-problem';
import {
  EmailReceiptButton,
  TransactionReceipt,
  useGetTransactionByIdQuery,
} from '@/features/transactions';
import { ROUTES } from '@/shared/config';
import styles from './transaction-details.module.css';

/** The route's id when it is a whole number; anything else is no transaction at all. */
const transactionId = (param: string | undefined) =>
  param && /^\d{1,10}$/.test(param) ? Number(param) : undefined;

/** /dashboard/transactions/details/:id: one transaction's receipt, and its problem reports. */
export function TransactionDetailsPage() {
  const { id } = useParams();
  const receiptId = transactionId(id);
  const { data: transaction } = useGetTransactionByIdQuery(receiptId ?? 0, {
    skip: receiptId === undefined,
  });
  return (
    <div>
      <Link to={ROUTES.transactions} className={styles.back}>
        <ArrowLeftOutlined aria-hidden /> Back to transactions
      </Link>
      <TransactionReceipt id={receiptId} />
      {receiptId !== undefined && <EmailReceiptButton id={receiptId} />}
      {transaction && <ReportProblem transaction={transaction} />}
    </div>
  );
}
