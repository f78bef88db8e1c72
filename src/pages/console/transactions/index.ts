export { ConsoleTransactionsPage } from './ui/ConsoleTransactionsPage';
export { ConsoleTransactionPage } from './ui/ConsoleTransactionPage';
