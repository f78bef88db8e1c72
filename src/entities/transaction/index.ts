export { transactionImage } from './model/image';
export { TransactionStatusBadge } from './ui/TransactionStatusBadge';
export { TransactionLogo } from './ui/TransactionLogo';
