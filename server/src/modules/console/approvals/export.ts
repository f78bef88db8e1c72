import type { AdjustmentApproval } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { csvKobo, wholeListRows, type CsvColumn } from '../../../lib/csv';
import { nairaToKobo } from '../../../lib/money';
import { listApprovals } from './read';
import type { ConsoleCsvExport } from '../audited-export';

/** The approval requests as a file: the pending ones, or every decided one (a few rows a day). */

const COLUMNS: CsvColumn<AdjustmentApproval>[] = [
  { header: 'Requested (Lagos)', value: (row) => new Date(row.created_at) },
  { header: 'Status', value: (row) => row.status },
  { header: 'Direction', value: (row) => row.direction },
  { header: 'Amount (NGN)', value: (row) => csvKobo(nairaToKobo(row.amount)) },
  { header: 'Customer', value: (row) => row.customer.name },
  { header: 'Customer e-mail', value: (row) => row.customer.email },
  { header: 'Requested by', value: (row) => row.requested_by.email },
  { header: 'Reason', value: (row) => row.reason },
  { header: 'Decided by', value: (row) => row.decided_by?.email },
  { header: 'Decided (Lagos)', value: (row) => (row.decided_at ? new Date(row.decided_at) : null) },
  { header: 'Decision note', value: (row) => row.decision_note },
  { header: 'Reference', value: (row) => row.tx_ref },
];

export const approvalsCsv = (
  db: Db,
  state: 'pending' | 'decided' = 'pending',
): ConsoleCsvExport<AdjustmentApproval> => ({
  list: `approvals-${state}`,
  columns: COLUMNS,
  rows: wholeListRows(() => listApprovals(db, state, null)),
});
