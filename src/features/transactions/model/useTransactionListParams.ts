import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListParams, writeListParams, type TransactionListParams } from './listParams';

/**
 * The list's view in the query string. `update` merges a change into it: a new history entry for
 * paging and sorting (back returns to the previous view), a replaced one for search, which is
 * written as the customer types.
 */
export function useTransactionListParams() {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => readListParams(query), [query]);
  const update = useCallback(
    (change: Partial<TransactionListParams>) =>
      setQuery((current) => writeListParams({ ...readListParams(current), ...change }), {
        replace: 'search' in change,
      }),
    [setQuery],
  );
  return { params, update };
}
