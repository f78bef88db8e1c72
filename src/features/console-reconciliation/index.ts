export {
  useGetReconciliationDayQuery,
  useRunLedgerCheckMutation,
  useGetProviderFloatQuery,
} from './api/reconciliationApi';
export { ProviderFloatWarning } from './ui/ProviderFloatWarning';
