export {
  transactionsApi,
  useGetTransactionsQuery,
  useGetTransactionByIdQuery,
} from './api/transactionsApi';
export type { TransactionsList } from './api/transactionsApi';
export { TransactionsTable } from './ui/TransactionsTable';
export { TransactionReceipt } from './ui/TransactionReceipt';
export { EmailReceiptButton } from './ui/EmailReceiptButton';
