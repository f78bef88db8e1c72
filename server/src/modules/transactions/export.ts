import { and, eq, type SQL } from 'drizzle-orm';
import type { TransactionsQuery } from '@contract/api';
import { transactionKindTitle } from '@contract/transactions';
import type { Db } from '../../db/client';
import { cursorColumns, keysetOrderBy, keysetRows, type KeysetOrder } from '../../db/keyset';
import { categories, packages, transactions } from '../../db/schema';
import { csvKobo, type CsvColumn, type CsvExport } from '../../lib/csv';
import { SORT_KEYS, SORT_KEY_TYPES } from './ordering';
import { whereOf } from './repository';
import { checkedListQuery } from './service';

/**
 * The caller's transaction history as a file: every row the search matches (no count cap, no
 * paging), in the list's ordering, read by keyset batches on the ordering's own index.
 */

const readBatch = (
  db: Db,
  order: KeysetOrder,
  where: SQL | undefined,
  after: SQL | undefined,
  limit: number,
) =>
  db
    .select({
      transaction: transactions,
      category: categories.name,
      package: packages.title,
      ...cursorColumns(order),
    })
    .from(transactions)
    .leftJoin(categories, eq(categories.id, transactions.categoryId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .where(and(where, after))
    .orderBy(...keysetOrderBy(order))
    .limit(limit);

type Row = Awaited<ReturnType<typeof readBatch>>[number];

const koboOrNull = (kobo: number | null) => (kobo === null ? null : csvKobo(kobo));

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Reference', value: (row) => row.transaction.txRef },
  { header: 'Date (Lagos)', value: (row) => row.transaction.createdAt },
  { header: 'Service', value: (row) => row.category ?? transactionKindTitle(row.transaction.kind) },
  { header: 'Package', value: (row) => row.package },
  { header: 'Plan', value: (row) => row.transaction.plan },
  { header: 'Description', value: (row) => row.transaction.description },
  { header: 'Phone', value: (row) => row.transaction.phoneNo },
  { header: 'Card No.', value: (row) => row.transaction.cardNo },
  { header: 'Amount (NGN)', value: (row) => csvKobo(row.transaction.amountKobo) },
  {
    header: 'Balance before (NGN)',
    value: (row) => koboOrNull(row.transaction.initialBalanceKobo),
  },
  { header: 'Balance after (NGN)', value: (row) => koboOrNull(row.transaction.newBalanceKobo) },
  { header: 'Status', value: (row) => row.transaction.status },
  { header: 'Token', value: (row) => row.transaction.token },
  { header: 'Response', value: (row) => row.transaction.response },
];

export function transactionsCsv(db: Db, userId: number, query: TransactionsQuery): CsvExport<Row> {
  const { ordering, search } = checkedListQuery(query);
  const order: KeysetOrder = {
    key: SORT_KEYS[ordering.field],
    type: SORT_KEY_TYPES[ordering.field],
    id: transactions.id,
    descending: ordering.descending,
  };
  const where = whereOf(userId, search);
  return {
    list: 'transactions',
    columns: COLUMNS,
    rows: keysetRows(order, (after, limit) => readBatch(db, order, where, after, limit)),
  };
}
