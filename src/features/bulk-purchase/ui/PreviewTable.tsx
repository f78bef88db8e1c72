import { Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatNaira } from '@contract/format';
import { NETWORKS, NETWORK_NAMES, type Network } from '@contract/rules/network';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import type { PreviewRow } from '../model/preview';
import styles from './bulk-purchase.module.css';

interface PreviewTableProps {
  rows: readonly PreviewRow[];
  onNetwork: (row: number, network: Network) => void;
}

const NETWORK_OPTIONS = NETWORKS.map((network) => ({
  value: network,
  label: NETWORK_NAMES[network],
}));

/** Each line as it will be bought: the network (changeable for a ported number), the charge, the problems. */
export function PreviewTable({ rows, onNetwork }: PreviewTableProps) {
  const columns: ColumnsType<PreviewRow> = [
    { title: 'Row', dataIndex: 'row', width: 60 },
    { title: 'Phone', dataIndex: 'phone' },
    {
      title: 'Network',
      key: 'network',
      render: (_, row) => (
        <>
          <Select
            className={styles.network}
            size="small"
            aria-label={`Network of row ${row.row}`}
            placeholder="Choose"
            value={row.network}
            options={NETWORK_OPTIONS}
            onChange={(network: Network) => onNetwork(row.row, network)}
          />
          {row.detected && <span className={styles.muted}>From the prefix; change if ported</span>}
        </>
      ),
    },
    {
      title: 'Airtime or data',
      key: 'what',
      render: (_, row) =>
        row.service === 'data'
          ? (row.plan?.title ?? row.planCode)
          : row.amount !== undefined && Number.isFinite(row.amount)
            ? `Airtime ${formatNaira(row.amount)}`
            : 'Airtime',
    },
    {
      title: 'Charge',
      key: 'charge',
      render: (_, row) => (row.charge === undefined ? '—' : formatNaira(row.charge)),
    },
    {
      title: 'Problems',
      key: 'problems',
      render: (_, row) =>
        Object.values(row.problems).map((problem) => (
          <span key={problem} className={styles.problem}>
            {problem}
          </span>
        )),
    },
  ];
  return (
    <ResponsiveTable
      cardsLabel="Numbers to top up"
      rowKey="row"
      size="small"
      columns={columns}
      dataSource={rows as PreviewRow[]}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: true }}
    />
  );
}
