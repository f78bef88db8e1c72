import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Progress, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { BulkPurchaseRow } from '@contract/api/bulk-purchases';
import { formatNaira } from '@contract/format';
import { NETWORK_NAMES } from '@contract/rules/network';
import { TransactionStatusBadge } from '@/entities/transaction';
import { errorMessage } from '@/shared/api';
import { ExportButton } from '@/shared/ui/export-button';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import type { BulkPurchase, BulkPurchaseSummary } from '@contract/api/bulk-purchases';
import { useGetBulkPurchaseQuery, useGetBulkPurchaseSummaryQuery } from '../api/bulkPurchaseApi';
import styles from './bulk-purchase.module.css';

/** How often the counts are read again while a row is queued or pending. */
export const RESULTS_REFRESH_MS = 3000;

/** The progress bar's colours: antd's success green and error red. */
const COLORS = { delivered: '#52c41a', failed: '#ff4d4f' };

const countsKey = (counts: BulkPurchaseSummary['counts']) =>
  `${counts.queued}/${counts.pending}/${counts.confirmed}/${counts.failed}`;

/** A line of the customer's sheet: a row sent to be bought, or one their preview left out. */
type ResultLine = { row: number; phone: string } & (
  { bought: BulkPurchaseRow; reason?: undefined } | { bought?: undefined; reason: string }
);

/** The batch's lines in the sheet's order, the left-out lines among the bought. */
const linesOf = (batch: BulkPurchase): ResultLine[] =>
  [
    ...batch.rows.map((bought) => ({ row: bought.row, phone: bought.phone, bought })),
    ...batch.left_out.map((line) => ({ row: line.line, phone: line.phone, reason: line.reason })),
  ].sort((a, b) => a.row - b.row);

const columns: ColumnsType<ResultLine> = [
  { title: 'Row', dataIndex: 'row', width: 60 },
  { title: 'Phone', dataIndex: 'phone' },
  {
    title: 'Network',
    key: 'network',
    render: (_, { bought }) => (bought ? NETWORK_NAMES[bought.network] : '—'),
  },
  {
    title: 'Airtime or data',
    key: 'what',
    render: (_, { bought }) =>
      !bought
        ? '—'
        : bought.service === 'data'
          ? (bought.plan_title ?? bought.plan)
          : `Airtime ${formatNaira(bought.amount)}`,
  },
  {
    title: 'Charge',
    key: 'charge',
    render: (_, { bought }) => (bought ? formatNaira(bought.charge) : '—'),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_, { bought }) =>
      !bought ? (
        'Left out'
      ) : bought.status === 'queued' ? (
        'Waiting'
      ) : (
        <span className={styles.nowrap}>
          <TransactionStatusBadge status={bought.status} />
        </span>
      ),
  },
  {
    title: 'Result',
    key: 'result',
    render: (_, { bought, reason }) =>
      bought ? (
        <>
          {bought.message}
          {bought.tx_ref && <span className={styles.muted}>Ref {bought.tx_ref}</span>}
        </>
      ) : (
        reason
      ),
  },
];

/**
 * A sent batch, line by line in the sheet's order (the lines left out with why), with its progress; the results as CSV. While rows are in progress the
 * screen asks for the batch's counts every few seconds (a few hundred bytes) and reads the rows
 * again only when the counts change.
 */
export function BatchResults({
  id,
  onNew,
  refreshMs = RESULTS_REFRESH_MS,
}: {
  id: number;
  onNew: () => void;
  /** how often the counts are asked for while rows are in progress */
  refreshMs?: number;
}) {
  // Asked again until every row is final, then no more.
  const [finished, setFinished] = useState(false);
  const { data: batch, error, isLoading, refetch } = useGetBulkPurchaseQuery(id);
  const { data: progress } = useGetBulkPurchaseSummaryQuery(id, {
    pollingInterval: finished ? 0 : refreshMs,
    skip: !batch || batch.done,
  });
  // the rows are read again once for each new count the poll brings that they do not show yet
  const latest = progress ? countsKey(progress.counts) : '';
  const shown = batch ? countsKey(batch.counts) : '';
  const readFor = useRef('');
  useEffect(() => {
    if (!latest || latest === shown || readFor.current === latest) return;
    readFor.current = latest;
    void refetch();
  }, [latest, shown, refetch]);
  if (batch?.done && !finished) setFinished(true);
  if (error && !batch) return <Alert type="error" showIcon title={errorMessage(error)} />;
  if (isLoading || !batch) return <Typography.Paragraph>Loading the results…</Typography.Paragraph>;
  const { counts } = batch;
  const settled = counts.confirmed + counts.failed;
  const lines = linesOf(batch);
  return (
    <section aria-label="Results">
      {/* green for the delivered rows, red after them for the failed, grey for the rest */}
      <Progress
        aria-label="Batch progress"
        percent={Math.floor((100 * settled) / batch.row_count)}
        success={{
          percent: Math.floor((100 * counts.confirmed) / batch.row_count),
          strokeColor: COLORS.delivered,
        }}
        strokeColor={COLORS.failed}
        status={batch.done ? 'normal' : 'active'}
        format={() => `${settled}/${batch.row_count}`}
      />
      <p className={styles.counts}>
        Delivered {counts.confirmed} · Failed {counts.failed} · In progress{' '}
        {counts.queued + counts.pending} · of {batch.row_count}
        {batch.lines_left_out > 0 && ` · Left out ${batch.lines_left_out}`}
      </p>
      <div className={styles.summary}>
        <span role="status" aria-live="polite">
          {batch.done
            ? `All ${batch.row_count} rows are done: ${counts.confirmed} delivered, ${counts.failed} failed (refunded or not charged).`
            : `Buying: ${counts.queued + counts.pending} of ${batch.row_count} rows still in progress.`}
        </span>
        <ExportButton path={`bulk-purchases/${id}/`} what="the results" label="Download results" />
      </div>
      <ResponsiveTable
        cardsLabel="Results"
        rowKey="row"
        size="small"
        columns={columns}
        dataSource={lines}
        pagination={lines.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: true }}
      />
      <div className={styles.actions}>
        <Button onClick={onNew}>Start a new batch</Button>
      </div>
    </section>
  );
}
