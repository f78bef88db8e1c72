import { and, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { cursorColumns, keysetOrderBy, keysetRows, type KeysetOrder } from '../../../db/keyset';
import { staffAudit } from '../../../db/schema';
import type { CsvColumn } from '../../../lib/csv';
import { auditWhere } from './filters';
import type { ConsoleCsvExport } from '../audited-export';

/** The audit log as a file: every entry the filters match, newest first. */

const ORDER: KeysetOrder = {
  key: staffAudit.createdAt,
  type: 'timestamptz',
  id: staffAudit.id,
  descending: true,
};

const readBatch = (db: Db, where: SQL | undefined, after: SQL | undefined, limit: number) =>
  db
    .select({ entry: staffAudit, ...cursorColumns(ORDER) })
    .from(staffAudit)
    .where(and(where, after))
    .orderBy(...keysetOrderBy(ORDER))
    .limit(limit);

type Row = Awaited<ReturnType<typeof readBatch>>[number];

/** before and after are JSON; a file shows them as their JSON text */
const jsonText = (value: unknown) => (value === null ? '' : JSON.stringify(value));

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'When (Lagos)', value: ({ entry }) => entry.createdAt },
  { header: 'Staff', value: ({ entry }) => entry.staffEmail },
  { header: 'Action', value: ({ entry }) => entry.action },
  { header: 'Subject type', value: ({ entry }) => entry.subjectType },
  { header: 'Subject', value: ({ entry }) => entry.subjectId },
  { header: 'Reason', value: ({ entry }) => entry.reason },
  { header: 'Before', value: ({ entry }) => jsonText(entry.before) },
  { header: 'After', value: ({ entry }) => jsonText(entry.after) },
];

export function auditCsv(db: Db, query: AuditQuery): ConsoleCsvExport<Row> {
  const where = auditWhere(query);
  return {
    list: 'audit-log',
    columns: COLUMNS,
    rows: keysetRows(ORDER, (after, limit) => readBatch(db, where, after, limit)),
  };
}
