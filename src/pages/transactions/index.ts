export { TransactionsPage } from './ui/TransactionsPage';
