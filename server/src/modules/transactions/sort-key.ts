import { sql, type SQL } from 'drizzle-orm';
import { transactions } from '../../db/schema';

/**
 * A stored generated column of migration 0008 (the first 100 characters of description, response
 * or phone number; the searchable fields lower-cased and joined). drizzle's schema leaves them out because
 * the application never writes them.
 */
const generated = (
  name: 'description_sort' | 'response_sort' | 'phone_sort' | 'search_text',
): SQL => sql`${transactions}.${sql.identifier(name)}`;

export const descriptionSortKey = generated('description_sort');
export const responseSortKey = generated('response_sort');
export const phoneSortKey = generated('phone_sort');

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

/** The seven fields lower-cased and joined by the separator; trigram-indexed (0008). */
export const searchText = generated('search_text');
