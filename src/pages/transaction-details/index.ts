export { TransactionDetailsPage } from './ui/TransactionDetailsPage';
