import { and, eq, type SQL } from 'drizzle-orm';
import type { ConsoleTransactionsQuery } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { cursorColumns, keysetOrderBy, keysetRows, type KeysetOrder } from '../../../db/keyset';
import { categories, packages, transactions, users } from '../../../db/schema';
import { csvKobo, type CsvColumn, type CsvExport } from '../../../lib/csv';
import { consoleTransactionsWhere, NOTHING_MATCHES } from './list';

/** The console's transaction list as a file: every row the filters match, newest first. */

const ORDER: KeysetOrder = {
  key: transactions.createdAt,
  type: 'timestamptz',
  id: transactions.id,
  descending: true,
};

const selection = {
  txRef: transactions.txRef,
  createdAt: transactions.createdAt,
  email: users.email,
  kind: transactions.kind,
  service: categories.name,
  package: packages.title,
  description: transactions.description,
  phone: transactions.phoneNo,
  amountKobo: transactions.amountKobo,
  status: transactions.status,
  needsAttentionAt: transactions.needsAttentionAt,
  ...cursorColumns(ORDER),
};

/** One batch of the file's rows after `after`, in the order. */
const readBatch = (db: Db, where: SQL | undefined, after: SQL | undefined, limit: number) =>
  db
    .select(selection)
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(categories, eq(categories.id, transactions.categoryId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .where(and(where, after))
    .orderBy(...keysetOrderBy(ORDER))
    .limit(limit);

type Row = Awaited<ReturnType<typeof readBatch>>[number];

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Reference', value: (row) => row.txRef },
  { header: 'Created (Lagos)', value: (row) => row.createdAt },
  { header: 'Customer', value: (row) => row.email },
  { header: 'Kind', value: (row) => row.kind },
  { header: 'Service', value: (row) => row.service },
  { header: 'Package', value: (row) => row.package },
  { header: 'Description', value: (row) => row.description },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Amount (NGN)', value: (row) => csvKobo(row.amountKobo) },
  { header: 'Status', value: (row) => row.status },
  {
    header: 'Needs attention',
    value: (row) => row.status === 'pending' && row.needsAttentionAt !== null,
  },
];

export async function consoleTransactionsCsv(
  db: Db,
  query: ConsoleTransactionsQuery,
): Promise<CsvExport<Row>> {
  const where = await consoleTransactionsWhere(db, query);
  const read = (after: SQL | undefined, limit: number) =>
    where === NOTHING_MATCHES ? Promise.resolve([]) : readBatch(db, where, after, limit);
  return { list: 'transactions', columns: COLUMNS, rows: keysetRows(ORDER, read) };
}
