import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cursorColumns, keysetOrderBy, keysetRows, type KeysetOrder } from '../../../db/keyset';
import { categories, packages, transactions, users } from '../../../db/schema';
import { csvKobo, type CsvColumn } from '../../../lib/csv';
import { pendingNeedingAttention } from '../../transactions/pending';
import type { ConsoleCsvExport } from '../audited-export';

/** Purchases that need attention as a file: all of them, longest waiting first. */

const ORDER: KeysetOrder = {
  key: transactions.needsAttentionAt,
  type: 'timestamptz',
  id: transactions.id,
  descending: false,
};

const readBatch = (db: Db, after: SQL | undefined, limit: number) =>
  db
    .select({
      txRef: transactions.txRef,
      createdAt: transactions.createdAt,
      needsAttentionAt: transactions.needsAttentionAt,
      email: users.email,
      service: categories.name,
      package: packages.title,
      description: transactions.description,
      amountKobo: transactions.amountKobo,
      attempts: transactions.requeryAttempts,
      upstreamCode: transactions.upstreamCode,
      upstreamStatus: transactions.upstreamStatus,
      reason: transactions.attentionReason,
      ...cursorColumns(ORDER),
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(categories, eq(categories.id, transactions.categoryId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .where(and(eq(transactions.kind, 'purchase'), pendingNeedingAttention(db), after))
    .orderBy(...keysetOrderBy(ORDER))
    .limit(limit);

type Row = Awaited<ReturnType<typeof readBatch>>[number];

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Reference', value: (row) => row.txRef },
  { header: 'Created (Lagos)', value: (row) => row.createdAt },
  { header: 'Needs attention since (Lagos)', value: (row) => row.needsAttentionAt },
  { header: 'Customer', value: (row) => row.email },
  { header: 'Service', value: (row) => row.service },
  { header: 'Package', value: (row) => row.package },
  { header: 'Description', value: (row) => row.description },
  { header: 'Amount (NGN)', value: (row) => csvKobo(row.amountKobo) },
  { header: 'Attempts', value: (row) => row.attempts },
  { header: 'Provider code', value: (row) => row.upstreamCode },
  { header: 'Provider status', value: (row) => row.upstreamStatus },
  { header: 'Reason', value: (row) => row.reason },
];

export function needsAttentionCsv(db: Db): ConsoleCsvExport<Row> {
  return {
    list: 'needs-attention',
    columns: COLUMNS,
    rows: keysetRows(ORDER, (after, limit) => readBatch(db, after, limit)),
  };
}
