import { Type, type Static } from 'typebox';

/*
 * Paging of the console's lists, as in the customer's transaction list: 1-based pages of at most
 * 100 rows, newest first, ties broken by id in the same direction.
 */

/** a calendar date, YYYY-MM-DD */
export const ISO_DATE = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

export const ConsolePageQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const ConsolePageMetaSchema = Type.Object({
  /** rows matching, over all pages */
  count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});

export type ConsolePageQuery = Static<typeof ConsolePageQuerySchema>;
export type ConsolePageMeta = Static<typeof ConsolePageMetaSchema>;
