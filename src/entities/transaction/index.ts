export { TRANSACTION_STATUS_BADGES, statusBadge } from './model/status';
export type { StatusBadgeTone, StatusBadgeReading } from './model/status';
export { transactionImage, transactionImageAlt, transactionTitle } from './model/image';
export { TransactionStatusBadge } from './ui/TransactionStatusBadge';
export { TransactionLogo } from './ui/TransactionLogo';
