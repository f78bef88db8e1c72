import { NETWORK_NAMES } from '@contract/rules/network';
import { csvKobo, type CsvColumn, type CsvExport } from '../../lib/csv';
import type { RowWithPurchase } from './service';

/** A batch's results as the customer downloads them: one line per row, in row order. */
const COLUMNS: readonly CsvColumn<RowWithPurchase>[] = [
  { header: 'Row', value: ({ row }) => row.rowNo },
  { header: 'Phone', value: ({ row }) => row.phone },
  { header: 'Network', value: ({ row }) => NETWORK_NAMES[row.network] },
  { header: 'Service', value: ({ row }) => (row.service === 'data' ? 'Data' : 'Airtime') },
  {
    header: 'Amount or plan',
    value: ({ row }) =>
      row.amountKobo === null ? (row.planTitle ?? row.planCode) : csvKobo(row.amountKobo),
  },
  { header: 'Charge (NGN)', value: ({ row, amountKobo }) => csvKobo(amountKobo ?? row.chargeKobo) },
  { header: 'Status', value: ({ status }) => status },
  { header: 'Reference', value: ({ txRef }) => txRef },
  { header: 'Message', value: ({ row, response }) => response ?? row.refusal },
];

export const resultsCsv = (
  batchId: number,
  rows: AsyncIterable<RowWithPurchase>,
): CsvExport<RowWithPurchase> => ({ list: `bulk-${batchId}`, columns: COLUMNS, rows });
