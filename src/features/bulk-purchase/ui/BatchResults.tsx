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
import type { BulkPurchaseSummary } from '@contract/api/bulk-purchases';
import { useGetBulkPurchaseQuery, useGetBulkPurchaseSummaryQuery } from '../api/bulkPurchaseApi';
import styles from './bulk-purchase.module.css';

/** How often the counts are read again while a row is queued or pending. */
export const RESULTS_REFRESH_MS = 3000;

/** The progress bar's colours: antd's success green and error red. */
const COLORS = { delivered: '#52c41a', failed: '#ff4d4f' };

const countsKey = (counts: BulkPurchaseSummary['counts']) =>
  `${counts.queued}/${counts.pending}/${counts.confirmed}/${counts.failed}`;

const columns: ColumnsType<BulkPurchaseRow> = [
  { title: 'Row', dataIndex: 'row', width: 60 },
  { title: 'Phone', dataIndex: 'phone' },
  {
    title: 'Network',
    dataIndex: 'network',
    render: (network: BulkPurchaseRow['network']) => NETWORK_NAMES[network],
  },
  {
    title: 'Airtime or data',
    key: 'what',
    render: (_, row) =>
      row.service === 'data' ? (row.plan_title ?? row.plan) : `Airtime ${formatNaira(row.amount)}`,
  },
  { title: 'Charge', dataIndex: 'charge', render: (charge: number) => formatNaira(charge) },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: BulkPurchaseRow['status']) =>
      status === 'queued' ? (
        'Waiting'
      ) : (
        <span className={styles.nowrap}>
          <TransactionStatusBadge status={status} />
        </span>
      ),
  },
  {
    title: 'Result',
    key: 'result',
    render: (_, row) => (
      <>
        {row.message}
        {row.tx_ref && <span className={styles.muted}>Ref {row.tx_ref}</span>}
      </>
    ),
  },
];

/**
 * A sent batch, row by row, with its progress; the results as CSV. While rows are in progress the
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
        dataSource={batch.rows}
        pagination={batch.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: true }}
      />
      <div className={styles.actions}>
        <Button onClick={onNew}>Start a new batch</Button>
      </div>
    </section>
  );
}
