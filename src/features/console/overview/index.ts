export { OverviewBoard } from './ui/OverviewBoard';
export { StatCard } from './ui/StatCard';
export type { StatCardProps } from './ui/StatCard';
export {
  useGetReconciliationDayQuery,
  useRunLedgerCheckMutation,
  useGetProviderFloatQuery,
} from './api/reconciliationApi';
export { ProviderFloatWarning } from './ui/ProviderFloatWarning';
export { useGetConsoleQueuesQuery } from './api/overviewApi';
