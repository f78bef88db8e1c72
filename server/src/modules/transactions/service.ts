import type { Transaction, TransactionsPage, TransactionsQuery } from '@contract/api';
import { DEFAULT_TRANSACTIONS_PAGE_SIZE, MIN_TRANSACTION_SEARCH_LENGTH } from '@contract/constants';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { presentTransaction } from '../wallet/presenter';
import { refundOf, refundsOf } from '../wallet/refunds';
import { ORDERING_VALUES, parseOrdering, type Ordering } from './ordering';
import { countTransactions, pageOfTransactions, transactionOfUser } from './repository';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;
/** A search counts at most this many matches (meta.count_capped says when it stopped). */
export const SEARCH_COUNT_CAP = 1_000;

export const QUERY_MESSAGES = {
  page: 'Page must be a whole number of at least 1.',
  page_size: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
  search: `Search must be at most ${MAX_SEARCH_LENGTH} characters.`,
  searchTooShort: `Search needs at least ${MIN_TRANSACTION_SEARCH_LENGTH} characters.`,
  ordering: `Ordering must be one of: ${ORDERING_VALUES.join(', ')}.`,
} as const;

/** The list's ordering and search, refused with a 400 when not valid (shared by the export). */
export function checkedListQuery(query: TransactionsQuery): {
  ordering: Ordering;
  search: string | undefined;
} {
  const ordering = parseOrdering(query.ordering);
  if (!ordering) throw badRequest(QUERY_MESSAGES.ordering, { ordering: QUERY_MESSAGES.ordering });
  const term = query.search?.trim() ?? '';
  const search = term === '' ? undefined : term;
  if (search !== undefined && search.length < MIN_TRANSACTION_SEARCH_LENGTH)
    throw badRequest(QUERY_MESSAGES.searchTooShort, { search: QUERY_MESSAGES.searchTooShort });
  return { ordering, search };
}

/**
 * A page of the caller's transactions (the Transactions list): `search` trimmed, empty is
 * none; ordered by `ordering` then id.
 *
 * The pager's total is a count over the same condition. Without a search it is exact (an
 * index-only count of the user's entries). A search counts at most SEARCH_COUNT_CAP matches: a
 * broad term ('08', 'electric') would otherwise read and match most of the user's rows on every
 * request; past the cap `count` is the cap and `count_capped` is true.
 */
export async function listTransactions(
  db: Db,
  userId: number,
  query: TransactionsQuery,
): Promise<TransactionsPage> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_TRANSACTIONS_PAGE_SIZE;
  const { ordering, search } = checkedListQuery(query);

  const counted = await countTransactions(
    db,
    userId,
    search,
    search === undefined ? undefined : SEARCH_COUNT_CAP,
  );
  const capped = search !== undefined && counted > SEARCH_COUNT_CAP;
  const total = capped ? SEARCH_COUNT_CAP : counted;
  const offset = (page - 1) * pageSize;
  const meta = {
    count: total,
    ...(capped ? { count_capped: true } : {}),
    page,
    page_size: pageSize,
    ordering: ordering.name,
  };
  if (!capped && offset >= total) return { data: [], meta };

  // Past the middle, read the page from the other end: the index is walked for at most half the
  // rows, and the last page costs what the first does. Descending is the exact reverse of
  // ascending (ties by id, nulls at the top in both), so the rows are the same. (Not when the
  // count is capped: the end is unknown.)
  const limit = capped ? pageSize : Math.min(pageSize, total - offset);
  const fromEnd = !capped && offset > total - offset - limit;
  const rows = await pageOfTransactions(db, {
    userId,
    search,
    field: ordering.field,
    descending: fromEnd ? !ordering.descending : ordering.descending,
    offset: fromEnd ? total - offset - limit : offset,
    limit,
  });
  if (fromEnd) rows.reverse();
  const refunds = await refundsOf(
    db,
    rows.map((row) => row.transaction),
  );
  return {
    data: rows.map((row) =>
      presentTransaction(
        row.transaction,
        row.category,
        row.subcategory,
        refunds.get(row.transaction.id) ?? null,
      ),
    ),
    meta,
  };
}

/** One of the caller's transactions; another user's id answers exactly as a missing one. */
export async function getTransaction(db: Db, userId: number, id: number): Promise<Transaction> {
  const row = await transactionOfUser(db, userId, id);
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  return presentTransaction(
    row.transaction,
    row.category,
    row.subcategory,
    await refundOf(db, row.transaction),
  );
}
