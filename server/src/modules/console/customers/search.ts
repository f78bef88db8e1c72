import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerRow, CustomerSearchPage, CustomerSearchQuery } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { levels, transactions, users } from '../../../db/schema';
import { levelTitle } from '@contract/constants';
import { normalizePhone } from '@contract/rules';
import { koboToNaira } from '../../../lib/money';
import { containsPattern } from '../../transactions/repository';

export const DEFAULT_PAGE_SIZE = 20;

/**
 * 0803..., 234803..., +234 803 ... (the contract's phone rule), or 803... typed without its 0: the
 * local form we store, or undefined when not a phone.
 */
function localPhone(text: string): string | undefined {
  return normalizePhone(text) ?? normalizePhone(`0${text.trim()}`);
}

/**
 * Who the term names: an exact e-mail, phone or transaction reference, or a part of the e-mail or
 * the name (first, last, or both as written).
 */
function matching(term: string): SQL | undefined {
  const phone = localPhone(term);
  const pattern = containsPattern(term);
  const byRef = sql`${users.id} IN (SELECT ${transactions.userId} FROM ${transactions} WHERE ${transactions.txRef} = ${term})`;
  return or(
    ...(phone ? [eq(users.phoneNo, phone)] : []),
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    byRef,
  );
}

export const presentRow = (
  row: typeof users.$inferSelect,
  levelName: string | null,
): CustomerRow => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  phone_no: row.phoneNo,
  level: levelTitle(levelName ?? String(row.levelId)),
  wallet_balance: koboToNaira(row.walletBalanceKobo),
  bonus: koboToNaira(row.bonusKobo),
  role: row.role,
  suspended: row.suspendedAt !== null,
  created_at: row.createdAt.toISOString(),
});

/** The search as a condition on users; undefined lists everyone. */
export function customersWhere(query: CustomerSearchQuery): SQL | undefined {
  const term = query.q?.trim() ?? '';
  return term === '' ? undefined : and(matching(term));
}

/** Customers matching the search, newest first (ties by id), one page. */
export async function searchCustomers(
  db: Db,
  query: CustomerSearchQuery,
): Promise<CustomerSearchPage> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const where = customersWhere(query);
  const [counted] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, levelName: levels.name })
    .from(users)
    .leftJoin(levels, eq(levels.id, users.levelId))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map((row) => presentRow(row.user, row.levelName)),
    meta: { count: counted?.n ?? 0, page, page_size: pageSize },
  };
}
