import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  DEFAULT_TRANSACTION_ORDERING,
  TRANSACTION_ORDERING_FIELDS,
  type TransactionOrdering,
  type TransactionOrderingField,
} from '@contract/constants';
import { transactions } from '../../db/schema';
import { descriptionSortKey, phoneSortKey, responseSortKey } from './sort-key';

/**
 * What each ordering of the API sorts by. Every one is backed by a btree (user_id, key, id) of
 * migration 0008 (created_at by transactions_user_recent_idx of 0002), so a page is an index walk
 * and, for the page's ids, an index-only one.
 *
 * Nulls follow PostgreSQL's default: a null sorts above every value, so it comes last ascending and
 * first descending. That keeps each descending order the exact reverse of its ascending one, which
 * lets one index serve both directions and lets a page near the end be read backwards.
 */
export const SORT_KEYS: Record<TransactionOrderingField, AnyColumn | SQL> = {
  id: transactions.id,
  plan: transactions.plan,
  phone_no: phoneSortKey,
  card_no: transactions.cardNo,
  // free text: its first 100 characters, stored by 0008 (the table shows 40)
  description: descriptionSortKey,
  response: responseSortKey,
  amount: transactions.amountKobo,
  token: transactions.token,
  initial_balance: transactions.initialBalanceKobo,
  new_balance: transactions.newBalanceKobo,
  status: transactions.status,
  created_at: transactions.createdAt,
};

/** Each key's PostgreSQL type (the export's keyset cursor reads it back as this). */
export const SORT_KEY_TYPES = {
  id: 'integer',
  plan: 'text',
  phone_no: 'text',
  card_no: 'text',
  description: 'text',
  response: 'text',
  amount: 'bigint',
  token: 'text',
  initial_balance: 'bigint',
  new_balance: 'bigint',
  status: 'text',
  created_at: 'timestamptz',
} as const satisfies Record<TransactionOrderingField, string>;

export interface Ordering {
  /** as the API names it, e.g. '-created_at' */
  name: TransactionOrdering;
  field: TransactionOrderingField;
  descending: boolean;
}

const FIELDS: readonly string[] = TRANSACTION_ORDERING_FIELDS;
const isField = (value: string): value is TransactionOrderingField => FIELDS.includes(value);

/** Every value `ordering` accepts, ascending then descending per field. */
export const ORDERING_VALUES: readonly TransactionOrdering[] = TRANSACTION_ORDERING_FIELDS.flatMap(
  (field): TransactionOrdering[] => [field, `-${field}`],
);

/** Reads `ordering` ('plan', '-amount', ...); undefined for anything else. */
export function parseOrdering(value: string | undefined): Ordering | undefined {
  const name = value ?? DEFAULT_TRANSACTION_ORDERING;
  const descending = name.startsWith('-');
  const field = descending ? name.slice(1) : name;
  if (!isField(field)) return undefined;
  return { name: descending ? `-${field}` : field, field, descending };
}

/** ORDER BY terms: the key, then id, both in the given direction (a strict total order). */
export function orderByTerms(field: TransactionOrderingField, descending: boolean): SQL[] {
  const direction = descending ? desc : asc;
  return [direction(SORT_KEYS[field]), direction(transactions.id)];
}
