import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cursorColumns, keysetOrderBy, keysetRows, type KeysetOrder } from '../../../db/keyset';
import { packages, transactions, users } from '../../../db/schema';
import { csvKobo, type CsvColumn } from '../../../lib/csv';
import { AIRTIME_TO_CASH_KIND } from '../../airtime-to-cash/review';
import { pendingOf } from '../../transactions/pending';
import type { ConsoleCsvExport } from '../audited-export';

/** Pending airtime-to-cash requests as a file: all of them, oldest first (as the list). */

const ORDER: KeysetOrder = {
  key: transactions.createdAt,
  type: 'timestamptz',
  id: transactions.id,
  descending: false,
};

const readBatch = (db: Db, after: SQL | undefined, limit: number) =>
  db
    .select({
      txRef: transactions.txRef,
      createdAt: transactions.createdAt,
      email: users.email,
      network: packages.title,
      phone: transactions.phoneNo,
      transferredKobo: transactions.upstreamAmountKobo,
      payoutKobo: transactions.amountKobo,
      ...cursorColumns(ORDER),
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .where(
      and(eq(transactions.kind, AIRTIME_TO_CASH_KIND), pendingOf(db, AIRTIME_TO_CASH_KIND), after),
    )
    .orderBy(...keysetOrderBy(ORDER))
    .limit(limit);

type Row = Awaited<ReturnType<typeof readBatch>>[number];

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Reference', value: (row) => row.txRef },
  { header: 'Requested (Lagos)', value: (row) => row.createdAt },
  { header: 'Customer', value: (row) => row.email },
  { header: 'Network', value: (row) => row.network },
  { header: 'Sent from', value: (row) => row.phone },
  {
    header: 'Transferred (NGN)',
    value: (row) => (row.transferredKobo === null ? null : csvKobo(row.transferredKobo)),
  },
  { header: 'Payout (NGN)', value: (row) => csvKobo(row.payoutKobo) },
];

export function airtimeToCashCsv(db: Db): ConsoleCsvExport<Row> {
  return {
    list: 'airtime-to-cash',
    columns: COLUMNS,
    rows: keysetRows(ORDER, (after, limit) => readBatch(db, after, limit)),
  };
}
