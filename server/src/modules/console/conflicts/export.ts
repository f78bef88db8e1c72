import type { ConflictItem } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { csvKobo, wholeListRows, type CsvColumn } from '../../../lib/csv';
import { nairaToKobo } from '../../../lib/money';
import { listConflicts } from './list';
import type { ConsoleCsvExport } from '../audited-export';

/** Every conflict as a file, newest first (rare rows, read in one query). */

const COLUMNS: CsvColumn<ConflictItem>[] = [
  { header: 'Found (Lagos)', value: (row) => new Date(row.detected_at) },
  { header: 'Reference', value: (row) => row.tx_ref },
  { header: 'Customer e-mail', value: (row) => row.email },
  { header: 'Service', value: (row) => row.service },
  { header: 'Description', value: (row) => row.description },
  { header: 'Amount (NGN)', value: (row) => csvKobo(nairaToKobo(row.amount)) },
  { header: 'Our decision', value: (row) => row.decided_status },
  { header: 'Decided by', value: (row) => row.decided_by },
  { header: 'Decided (Lagos)', value: (row) => (row.decided_at ? new Date(row.decided_at) : null) },
  { header: 'Reason', value: (row) => row.decision_note },
  { header: 'Provider says', value: (row) => row.provider_state },
  { header: "Provider's answer", value: (row) => row.provider_answer },
  { header: 'Status now', value: (row) => row.status },
];

export const conflictsCsv = (db: Db): ConsoleCsvExport<ConflictItem> => ({
  list: 'conflicts',
  columns: COLUMNS,
  rows: wholeListRows(async () => (await listConflicts(db, null)).data),
});
