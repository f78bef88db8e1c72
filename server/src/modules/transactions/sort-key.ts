import { sql, type SQL } from 'drizzle-orm';
import { transactions } from '../../db/schema';

/** Description and response sort by this many leading characters (migration 0008). */
export const TEXT_SORT_PREFIX = 100;

/**
 * A stored generated column of migration 0008 (left(column, 100)), which drizzle's schema leaves
 * out because the application never writes it.
 */
const generated = (name: 'description_sort' | 'response_sort'): SQL =>
  sql`${transactions}.${sql.identifier(name)}`;

export const descriptionSortKey = generated('description_sort');
export const responseSortKey = generated('response_sort');

/** The seven searchable fields. */
export const SEARCH_FIELDS = [
  transactions.txRef,
  transactions.plan,
  transactions.phoneNo,
  transactions.cardNo,
  transactions.description,
  transactions.response,
  transactions.token,
] as const;

/** Joins the fields in the search document; a term without it cannot match across two fields. */
export const SEARCH_SEPARATOR = '\u001f';

/**
 * The seven fields joined by the separator, written exactly as indexed by transactions_search_idx
 * (trigram GIN) in migration 0008, or the planner will not use the index.
 */
export const searchDocument: SQL = sql.join(
  SEARCH_FIELDS.map((column) => sql`coalesce(${column}, '')`),
  sql.raw(` || E'\\x1f' || `),
);
