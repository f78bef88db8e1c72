/** The columns the transaction list sorts by, as the API names them; a leading '-' is descending. */
export const TRANSACTION_ORDERING_FIELDS = [
  'id',
  'plan',
  'phone_no',
  'card_no',
  'description',
  'response',
  'amount',
  'token',
  'initial_balance',
  'new_balance',
  'status',
  'created_at',
] as const;
export type TransactionOrderingField = (typeof TRANSACTION_ORDERING_FIELDS)[number];
export type TransactionOrdering = TransactionOrderingField | `-${TransactionOrderingField}`;

/** Page lengths the transaction list offers; 10 unless the customer picks another. */
export const TRANSACTION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_TABLE_PAGE_SIZE = 10;
export const DEFAULT_TRANSACTION_ORDERING: TransactionOrdering = '-created_at';
/** page_size when get-transactions/ is asked without one (what it answered before paging) */
export const DEFAULT_TRANSACTIONS_PAGE_SIZE = 100;
/** Description and Response are cut to this many characters in the table (a toggle shows all) */
export const TABLE_TEXT_CUT = 40;
/**
 * A search term has at least this many characters: shorter ones cannot use the trigram index and
 * would read every one of a user's rows.
 */
export const MIN_TRANSACTION_SEARCH_LENGTH = 3;
