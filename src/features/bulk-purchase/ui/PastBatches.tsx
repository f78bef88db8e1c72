import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { BulkPurchaseSummary } from '@contract/api/bulk-purchases';
import { formatDateTime, formatNaira } from '@contract/format';
import { ExportButton } from '@/shared/ui/export-button';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { useGetBulkPurchasesQuery } from '../api/bulkPurchaseApi';
import styles from './bulk-purchase.module.css';

/**
 * The customer's past batches (newest first) with their totals and counts: each one opens again
 * with its results, or downloads them. Nothing shows before the first batch.
 */
export function PastBatches({ onOpen }: { onOpen: (id: number) => void }) {
  const { data: batches = [] } = useGetBulkPurchasesQuery();
  if (!batches.length) return null;
  const columns: ColumnsType<BulkPurchaseSummary> = [
    { title: 'Sent', dataIndex: 'created_at', render: (at: string) => formatDateTime(at) },
    { title: 'Rows', dataIndex: 'row_count' },
    { title: 'Total', dataIndex: 'total', render: (total: number) => formatNaira(total) },
    {
      title: 'Results',
      key: 'counts',
      render: (_, batch) =>
        batch.done
          ? `${batch.counts.confirmed} delivered, ${batch.counts.failed} failed`
          : `${batch.counts.queued + batch.counts.pending} in progress`,
    },
    {
      title: 'Action',
      key: 'action',
      render: (_, batch) => (
        <span className={styles.batchActions}>
          <Button size="small" onClick={() => onOpen(batch.id)}>
            View
          </Button>
          <ExportButton
            path={`bulk-purchases/${batch.id}/`}
            what={`batch ${batch.id}`}
            label="Download"
          />
        </span>
      ),
    },
  ];
  return (
    <section aria-label="Your batches" className={styles.past}>
      <h2 className={styles.pastTitle}>Your batches</h2>
      <ResponsiveTable
        cardsLabel="Your batches"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={batches}
        pagination={false}
      />
    </section>
  );
}
