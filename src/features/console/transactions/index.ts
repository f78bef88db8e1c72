export {
  useListConsoleTransactionsQuery,
  useGetConsoleTransactionQuery,
  useListNeedsAttentionQuery,
  useListConflictsQuery,
  useListProblemReportsQuery,
  useReplyToProblemReportMutation,
  useResolveConflictMutation,
} from './api/consoleTransactionsApi';
export { TransactionActions } from './ui/TransactionActions';
export { ReasonDialog, REASON_REQUIRED } from './ui/ReasonDialog';
export type { ReasonDialogProps } from './ui/ReasonDialog';
export { ACTION_TEXTS } from './model/actions';
export type { TransactionAction } from './model/actions';
