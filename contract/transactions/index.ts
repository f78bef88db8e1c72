/*
 * How a transaction reads to its customer (its title, picture, status and outcome) and how a page
 * of the history is asked for: the app's list and receipt and the server's first view share them.
 */
export {
  transactionImagePath,
  transactionImageAlt,
  transactionKindTitle,
  transactionTitle,
  keyDetail,
} from './title';
export { TRANSACTION_STATUS_BADGES, statusBadge } from './status';
export type { StatusBadgeTone, StatusBadgeReading } from './status';
export { failureReason, refundLine, balanceAfterRefundLine } from './outcome';
export {
  FIRST_TRANSACTIONS_PAGE,
  NO_TRANSACTIONS_YET,
  transactionsCountLine,
  transactionsPath,
} from './list';
export { sortChoicesFor, sortLabelOf } from './sort';
export { keptItemsOf, resultItemsOf } from './result-items';
export type { ResultItem, ResultItemPart } from './result-items';
