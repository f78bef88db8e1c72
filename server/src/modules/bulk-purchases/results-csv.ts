import type { BulkLeftOutLine } from '@contract/api/bulk-purchases';
import { NETWORK_NAMES } from '@contract/rules/network';
import { csvKobo, type CsvColumn, type CsvExport } from '../../lib/csv';
import type { RowWithPurchase } from './service';

/** A line of the results: a row sent to be bought, or a line the customer's check left out. */
export type ResultLine = { bought: RowWithPurchase } | { leftOut: BulkLeftOutLine };

const lineOf = (line: ResultLine) =>
  'bought' in line ? (line.bought.row.sheetLine ?? line.bought.row.rowNo) : line.leftOut.line;

/** The batch's lines in the sheet's order, the left-out lines among the bought. */
export const resultLines = (
  rows: readonly RowWithPurchase[],
  leftOut: readonly BulkLeftOutLine[],
): ResultLine[] =>
  [...rows.map((bought) => ({ bought })), ...leftOut.map((line) => ({ leftOut: line }))].sort(
    (a, b) => lineOf(a) - lineOf(b),
  );

const ofBought =
  <T>(value: (row: RowWithPurchase) => T) =>
  (line: ResultLine) =>
    'bought' in line ? value(line.bought) : null;

/** A batch's results as the customer downloads them: one line per line of their sheet. */
const COLUMNS: readonly CsvColumn<ResultLine>[] = [
  { header: 'Row', value: lineOf },
  {
    header: 'Phone',
    value: (line) => ('bought' in line ? line.bought.row.phone : line.leftOut.phone),
  },
  { header: 'Network', value: ofBought(({ row }) => NETWORK_NAMES[row.network]) },
  {
    header: 'Service',
    value: ofBought(({ row }) => (row.service === 'data' ? 'Data' : 'Airtime')),
  },
  {
    header: 'Amount or plan',
    value: ofBought(({ row }) =>
      row.amountKobo === null ? (row.planTitle ?? row.planCode) : csvKobo(row.amountKobo),
    ),
  },
  {
    header: 'Charge (NGN)',
    value: ofBought(({ row, amountKobo }) => csvKobo(amountKobo ?? row.chargeKobo)),
  },
  { header: 'Status', value: (line) => ('bought' in line ? line.bought.status : 'left out') },
  { header: 'Reference', value: ofBought(({ txRef }) => txRef) },
  {
    header: 'Message',
    value: (line) =>
      'bought' in line ? (line.bought.response ?? line.bought.row.refusal) : line.leftOut.reason,
  },
];

export const resultsCsv = (
  batchId: number,
  lines: AsyncIterable<ResultLine>,
): CsvExport<ResultLine> => ({ list: `bulk-${batchId}`, columns: COLUMNS, rows: lines });
