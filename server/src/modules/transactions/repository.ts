import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, packages, transactions } from '../../db/schema';
import { orderByTerms } from './ordering';
import { SEARCH_FIELDS, SEARCH_SEPARATOR, searchText } from './sort-key';
import type { TransactionOrderingField } from '@contract/constants';

/** A user's text as a LIKE pattern that matches it literally anywhere: % _ and \ escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The rows of one user, optionally those with `search` (already trimmed, non-empty) in any of the
 * seven searchable fields, case-insensitively: LIKE over the stored lower-case join of the fields
 * (trigram-indexed), exact for a term without the separator. A term with it is also checked field
 * by field, so a match across two fields never counts.
 */
export function whereOf(userId: number, search: string | undefined): SQL | undefined {
  const mine = eq(transactions.userId, userId);
  if (search === undefined) return mine;
  const pattern = containsPattern(search);
  const joined = sql`${searchText} like lower(${pattern})`;
  if (!search.includes(SEARCH_SEPARATOR)) return and(mine, joined);
  return and(mine, joined, or(...SEARCH_FIELDS.map((column) => ilike(column, pattern))));
}

/**
 * How many rows match, counting no further than `cap` + 1 when a cap is given (a broad search
 * would otherwise read every matching row of the user on each request).
 */
export async function countTransactions(
  db: Db,
  userId: number,
  search: string | undefined,
  cap?: number,
): Promise<number> {
  const where = whereOf(userId, search);
  if (cap === undefined) {
    const [row] = await db.select({ n: count() }).from(transactions).where(where);
    return row?.n ?? 0;
  }
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(transactions)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

export interface PageQuery {
  userId: number;
  search: string | undefined;
  field: TransactionOrderingField;
  descending: boolean;
  offset: number;
  limit: number;
}

export const withNames = {
  transaction: transactions,
  category: { id: categories.id, name: categories.name, image: categories.image },
  subcategory: { id: packages.id, title: packages.title, image: packages.image },
};

/**
 * One page in the given order. The ids come first, from the ordering's index alone where it can
 * (an index-only scan walks past `offset` entries without touching the table); then only the
 * page's rows are read, with their category and package.
 */
export async function pageOfTransactions(db: Db, query: PageQuery) {
  const order = orderByTerms(query.field, query.descending);
  const ids = db
    .select({ pageId: transactions.id })
    .from(transactions)
    .where(whereOf(query.userId, query.search))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset)
    .as('page_ids');
  return db
    .select(withNames)
    .from(ids)
    .innerJoin(transactions, eq(transactions.id, ids.pageId))
    .leftJoin(categories, eq(categories.id, transactions.categoryId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .orderBy(...order);
}

/** The user's transaction of that id with its category and package; undefined if not theirs. */
export async function transactionOfUser(db: Db, userId: number, id: number) {
  const [row] = await db
    .select(withNames)
    .from(transactions)
    .leftJoin(categories, eq(categories.id, transactions.categoryId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
  return row;
}
