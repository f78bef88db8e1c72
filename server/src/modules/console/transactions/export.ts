import { and, eq, type SQL } from 'drizzle-orm';
import type { ConsoleTransactionsQuery, StaffRole } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { cursorColumns, keysetOrderBy, keysetRows, type KeysetOrder } from '../../../db/keyset';
import { categories, packages, transactions, users } from '../../../db/schema';
import { csvKobo, type CsvColumn } from '../../../lib/csv';
import { consoleTransactionsWhere, NOTHING_MATCHES } from './list';
import type { ConsoleCsvExport } from '../audited-export';

/**
 * The console's transaction list as a file: every row the filters match, newest first. What a sale
 * cost us and earned us is for owners only.
 */

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
  provider: transactions.provider,
  providerCostKobo: transactions.providerCostKobo,
  marginKobo: transactions.marginKobo,
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

const kobo = (value: number | null) => (value === null ? null : csvKobo(value));

/** Every staff member's columns: what the customer bought and how it went. */
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

/** The owners' columns besides: the provider that delivered it, what it charged us, our margin. */
const OWNER_COLUMNS: CsvColumn<Row>[] = [
  ...COLUMNS,
  { header: 'Provider', value: (row) => row.provider },
  { header: 'Provider cost (NGN)', value: (row) => kobo(row.providerCostKobo) },
  { header: 'Margin (NGN)', value: (row) => kobo(row.marginKobo) },
];

export async function consoleTransactionsCsv(
  db: Db,
  query: ConsoleTransactionsQuery,
  role: StaffRole,
): Promise<ConsoleCsvExport<Row>> {
  const where = await consoleTransactionsWhere(db, query);
  const read = (after: SQL | undefined, limit: number) =>
    where === NOTHING_MATCHES ? Promise.resolve([]) : readBatch(db, where, after, limit);
  return {
    list: 'transactions',
    columns: role === 'owner' ? OWNER_COLUMNS : COLUMNS,
    rows: keysetRows(ORDER, read),
  };
}
