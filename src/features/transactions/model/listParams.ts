import {
  DEFAULT_TABLE_PAGE_SIZE,
  DEFAULT_TRANSACTION_ORDERING,
  TRANSACTION_ORDERING_FIELDS,
  TRANSACTION_PAGE_SIZES,
  type TransactionOrdering,
  type TransactionOrderingField,
} from '@contract/constants';
import type { TransactionsQuery } from '@contract/api';

/** What the list shows; kept in the address bar so back, forward and reload keep the view. */
export interface TransactionListParams {
  page: number;
  pageSize: number;
  search: string;
  ordering: TransactionOrdering;
}

export const DEFAULT_LIST_PARAMS: TransactionListParams = {
  page: 1,
  pageSize: DEFAULT_TABLE_PAGE_SIZE,
  search: '',
  ordering: DEFAULT_TRANSACTION_ORDERING,
};

/** The query-string names, the same as the API's. */
const KEYS = { page: 'page', pageSize: 'page_size', search: 'search', ordering: 'ordering' };

const isField = (value: string): value is TransactionOrderingField =>
  (TRANSACTION_ORDERING_FIELDS as readonly string[]).includes(value);

const isOrdering = (value: string | null): value is TransactionOrdering =>
  value !== null && isField(value.replace(/^-/, ''));

const positiveInt = (value: string | null) =>
  value !== null && /^\d{1,7}$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;

/** The view a query string asks for; anything unreadable falls back to the default. */
export function readListParams(query: URLSearchParams): TransactionListParams {
  const size = positiveInt(query.get(KEYS.pageSize));
  const ordering = query.get(KEYS.ordering);
  return {
    page: positiveInt(query.get(KEYS.page)) ?? DEFAULT_LIST_PARAMS.page,
    pageSize:
      size !== undefined && (TRANSACTION_PAGE_SIZES as readonly number[]).includes(size)
        ? size
        : DEFAULT_LIST_PARAMS.pageSize,
    search: (query.get(KEYS.search) ?? '').trim().slice(0, 100),
    ordering: isOrdering(ordering) ? ordering : DEFAULT_LIST_PARAMS.ordering,
  };
}

/** The query string of a view; defaults are left out so the plain address means the default. */
export function writeListParams(params: TransactionListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.page !== DEFAULT_LIST_PARAMS.page) query.set(KEYS.page, String(params.page));
  if (params.pageSize !== DEFAULT_LIST_PARAMS.pageSize)
    query.set(KEYS.pageSize, String(params.pageSize));
  if (params.search) query.set(KEYS.search, params.search);
  if (params.ordering !== DEFAULT_LIST_PARAMS.ordering) query.set(KEYS.ordering, params.ordering);
  return query;
}

/** The get-transactions/ request of a view (always explicit, so the server's defaults don't matter). */
export const toTransactionsQuery = (params: TransactionListParams): TransactionsQuery => ({
  page: params.page,
  page_size: params.pageSize,
  ordering: params.ordering,
  ...(params.search ? { search: params.search } : {}),
});

export type SortOrder = 'ascend' | 'descend' | null;

/** How the column of `field` shows as sorted under `ordering` (antd's sortOrder). */
export function sortOrderOf(field: TransactionOrderingField, ordering: TransactionOrdering) {
  if (ordering === field) return 'ascend';
  if (ordering === `-${field}`) return 'descend';
  return null;
}

/** The ordering a click on a column header asks for; no order (or no column) is the default. */
export function orderingOf(field: unknown, order: SortOrder | undefined): TransactionOrdering {
  if (typeof field !== 'string' || !isField(field) || !order) return DEFAULT_TRANSACTION_ORDERING;
  return order === 'descend' ? `-${field}` : field;
}
