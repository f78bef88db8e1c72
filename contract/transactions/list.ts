import { DEFAULT_TABLE_PAGE_SIZE, DEFAULT_TRANSACTION_ORDERING } from '../constants';
import type { TransactionsQuery } from '../api';

/** The history's first page as a customer first sees it: newest first, the default page size. */
export const FIRST_TRANSACTIONS_PAGE: Required<Omit<TransactionsQuery, 'search'>> = {
  page: 1,
  page_size: DEFAULT_TABLE_PAGE_SIZE,
  ordering: DEFAULT_TRANSACTION_ORDERING,
};

/**
 * The get-transactions/ path (relative to /api/v1/) of a page of the history, its query always
 * in one order, so the app's request and the answer the server put in the page share one key.
 */
export function transactionsPath(query: TransactionsQuery): string {
  const search = new URLSearchParams();
  if (query.page !== undefined) search.set('page', String(query.page));
  if (query.page_size !== undefined) search.set('page_size', String(query.page_size));
  if (query.ordering !== undefined) search.set('ordering', query.ordering);
  if (query.search) search.set('search', query.search);
  const text = search.toString();
  return text ? `get-transactions/?${text}` : 'get-transactions/';
}

/** What the history says when the customer has no transaction at all. */
export const NO_TRANSACTIONS_YET = 'No transactions yet.';

/** The history's count as it reads above the list: '1 transaction', '1,204 transactions'. */
export const transactionsCountLine = (countLabel: string): string =>
  countLabel === '1' ? '1 transaction' : `${countLabel} transactions`;
