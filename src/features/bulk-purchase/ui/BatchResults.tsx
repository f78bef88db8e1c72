import { useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { BulkPurchaseRow } from '@contract/api/bulk-purchases';
import { formatNaira } from '@contract/format';
import { NETWORK_NAMES } from '@contract/rules/network';
import { TransactionStatusBadge } from '@/entities/transaction';
import { errorMessage } from '@/shared/api';
import { ExportButton } from '@/shared/ui/export-button';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { useGetBulkPurchaseQuery } from '../api/bulkPurchaseApi';
import styles from './bulk-purchase.module.css';

/** How often the results are read again while a row is queued or pending. */
export const RESULTS_REFRESH_MS = 3000;

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

/** A sent batch, row by row, read again until every row is final; the results as CSV. */
export function BatchResults({ id, onNew }: { id: number; onNew: () => void }) {
  // Asked again until every row is final, then no more.
  const [finished, setFinished] = useState(false);
  const {
    data: batch,
    error,
    isLoading,
  } = useGetBulkPurchaseQuery(id, {
    pollingInterval: finished ? 0 : RESULTS_REFRESH_MS,
  });
  if (batch?.done && !finished) setFinished(true);
  if (error && !batch) return <Alert type="error" showIcon title={errorMessage(error)} />;
  if (isLoading || !batch) return <Typography.Paragraph>Loading the results…</Typography.Paragraph>;
  const { counts } = batch;
  return (
    <section aria-label="Results">
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
