import { Type, type Static } from 'typebox';
import { TRANSACTION_ORDERING_FIELDS, type TransactionOrdering } from '../constants';
import { TransactionSchema } from './wallet';

/*
 * The transaction history: get-transactions/ keeps the original client's shape (data is the list) and
 * adds paging, search and ordering; `meta` beside `data` tells the table how many there are.
 */

const orderings = TRANSACTION_ORDERING_FIELDS.flatMap((field) => [
  Type.Literal(field),
  Type.Literal(`-${field}`),
]);

export const TransactionsQuerySchema = Type.Object({
  /** 1-based */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** matched case-insensitively against ref, plan, phone, card no, description, response, token */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  /** default -created_at (newest first); ties are broken by id in the same direction */
  ordering: Type.Optional(Type.Unsafe<TransactionOrdering>(Type.Union(orderings))),
});

export const TransactionsPageMetaSchema = Type.Object({
  /** transactions matching the search, over all pages (at most the cap, see count_capped) */
  count: Type.Integer(),
  /**
   * true when a search matched more rows than the server counts (1,000): `count` is then that
   * cap, a lower bound, and pages past it may still hold rows. Absent otherwise.
   */
  count_capped: Type.Optional(Type.Boolean()),
  page: Type.Integer(),
  page_size: Type.Integer(),
  ordering: Type.String(),
});

export const TransactionsPageSchema = Type.Object({
  message: Type.Optional(Type.String()),
  data: Type.Array(TransactionSchema),
  meta: TransactionsPageMetaSchema,
});

export const TransactionIdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export type TransactionsQuery = Static<typeof TransactionsQuerySchema>;
export type TransactionsPageMeta = Static<typeof TransactionsPageMetaSchema>;
export type TransactionsPage = Static<typeof TransactionsPageSchema>;
export type TransactionIdParams = Static<typeof TransactionIdParamsSchema>;
