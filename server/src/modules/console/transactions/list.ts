import { and, count, desc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type {
  ConsoleTransactionRow,
  ConsoleTransactionsPage,
  ConsoleTransactionsQuery,
} from '@contract/api/console';
import type { Db } from '../../../db/client';
import { categories, packages, transactions, users } from '../../../db/schema';
import { badRequest } from '../../../lib/http-error';
import { koboToNaira, tryNairaToKobo } from '../../../lib/money';

/*
 * Every customer's transactions, with the paging and ordering of the customer's own list: 1-based
 * pages, newest first, ties broken by id. Each filter that narrows the list most often walks an
 * index of migration 0013 (the customer's own, 0002, for an e-mail), the page's ids are read from
 * it first and only then their rows. The total stops counting at COUNT_CAP: over a million rows an
 * exact count on every page would cost more than the page.
 */

export const DEFAULT_CONSOLE_PAGE_SIZE = 25;
export const COUNT_CAP = 10_000;

export const LIST_MESSAGES = {
  amount: 'Amounts are naira with at most two decimals.',
  range: 'The lowest amount must not be above the highest.',
  dates: 'The first day must not be after the last day.',
  day: 'Give a day as YYYY-MM-DD.',
} as const;

/** A calendar day that exists (the pattern alone lets 2026-02-31 through). */
function checkDay(day: string | undefined, field: 'from' | 'to') {
  if (day === undefined) return;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    throw badRequest(LIST_MESSAGES.day, { [field]: LIST_MESSAGES.day });
}

function koboOf(naira: number | undefined, field: string): number | undefined {
  if (naira === undefined) return undefined;
  const kobo = tryNairaToKobo(naira);
  if (kobo === undefined) throw badRequest(LIST_MESSAGES.amount, { [field]: LIST_MESSAGES.amount });
  return kobo;
}

/** Midnight at the start of a Lagos day (the business's day), as a timestamptz. */
const lagosDayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Africa/Lagos'`;

/** The customer of an e-mail (any case); null when there is none. */
async function customerIdOf(db: Db, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row?.id ?? null;
}

function filtersOf(query: ConsoleTransactionsQuery, customerId: number | undefined): SQL[] {
  const minKobo = koboOf(query.min_amount, 'min_amount');
  const maxKobo = koboOf(query.max_amount, 'max_amount');
  if (minKobo !== undefined && maxKobo !== undefined && minKobo > maxKobo)
    throw badRequest(LIST_MESSAGES.range, { min_amount: LIST_MESSAGES.range });
  checkDay(query.from, 'from');
  checkDay(query.to, 'to');
  if (query.from && query.to && query.from > query.to)
    throw badRequest(LIST_MESSAGES.dates, { from: LIST_MESSAGES.dates });
  const filters: (SQL | undefined)[] = [
    customerId === undefined ? undefined : eq(transactions.userId, customerId),
    query.service === undefined ? undefined : eq(transactions.categoryId, query.service),
    query.status === undefined ? undefined : eq(transactions.status, query.status),
    query.kind === undefined ? undefined : eq(transactions.kind, query.kind),
    query.needs_attention
      ? and(eq(transactions.status, 'pending'), isNotNull(transactions.needsAttentionAt))
      : undefined,
    query.from ? gte(transactions.createdAt, lagosDayStart(query.from)) : undefined,
    query.to
      ? sql`${transactions.createdAt} < ${lagosDayStart(query.to)} + interval '1 day'`
      : undefined,
    minKobo === undefined ? undefined : gte(transactions.amountKobo, minKobo),
    maxKobo === undefined ? undefined : lte(transactions.amountKobo, maxKobo),
    query.tx_ref?.trim() ? eq(transactions.txRef, query.tx_ref.trim()) : undefined,
  ];
  return filters.filter((filter): filter is SQL => filter !== undefined);
}

/** The query names a customer who does not exist: no row matches. */
export const NOTHING_MATCHES = Symbol('nothing matches');

/** The list's filters as one condition (refusing bad ones with a 400), shared by the CSV export. */
export async function consoleTransactionsWhere(
  db: Db,
  query: ConsoleTransactionsQuery,
): Promise<SQL | undefined | typeof NOTHING_MATCHES> {
  const email = query.email?.trim();
  const customerId = email ? await customerIdOf(db, email) : undefined;
  const filters = filtersOf(query, customerId ?? undefined);
  return customerId === null ? NOTHING_MATCHES : and(...filters);
}

export async function listConsoleTransactions(
  db: Db,
  query: ConsoleTransactionsQuery,
): Promise<ConsoleTransactionsPage> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_CONSOLE_PAGE_SIZE;
  const where = await consoleTransactionsWhere(db, query);
  const empty = { data: [], meta: { count: 0, page, page_size: pageSize } };
  if (where === NOTHING_MATCHES) return empty;

  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(transactions)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  const [counted] = await db.select({ n: count() }).from(matches);
  const total = Math.min(counted?.n ?? 0, COUNT_CAP);
  const capped = (counted?.n ?? 0) > COUNT_CAP;
  const meta = {
    count: total,
    ...(capped ? { count_capped: true } : {}),
    page,
    page_size: pageSize,
  };
  const offset = (page - 1) * pageSize;
  if (!capped && offset >= total) return { ...empty, meta };

  const order = [desc(transactions.createdAt), desc(transactions.id)];
  const ids = db
    .select({ pageId: transactions.id })
    .from(transactions)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset)
    .as('page_ids');
  const rows = await db
    .select({
      id: transactions.id,
      txRef: transactions.txRef,
      kind: transactions.kind,
      service: categories.name,
      package: packages.title,
      customerId: transactions.userId,
      email: users.email,
      description: transactions.description,
      amountKobo: transactions.amountKobo,
      status: transactions.status,
      needsAttentionAt: transactions.needsAttentionAt,
      createdAt: transactions.createdAt,
    })
    .from(ids)
    .innerJoin(transactions, eq(transactions.id, ids.pageId))
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(categories, eq(categories.id, transactions.categoryId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .orderBy(...order);
  return {
    data: rows.map((row): ConsoleTransactionRow => ({
      id: row.id,
      tx_ref: row.txRef,
      kind: row.kind,
      service: row.service,
      package: row.package,
      customer_id: row.customerId,
      email: row.email,
      description: row.description,
      amount: koboToNaira(row.amountKobo),
      status: row.status,
      needs_attention: row.status === 'pending' && row.needsAttentionAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
    meta,
  };
}
