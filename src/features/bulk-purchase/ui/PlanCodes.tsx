import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Table } from 'antd';
import type { Package } from '@contract/api';
import { formatNaira } from '@contract/format';
import { plansOf } from '@/entities/package';
import { saveFile } from '@/shared/ui/export-button';
import styles from './bulk-purchase.module.css';

interface PlanCodeRow {
  code: string;
  title: string;
  price: number;
}

/** Every data plan a sheet may name, with its network and the caller's price. */
export function planCodeRows(packages: readonly Package[]): PlanCodeRow[] {
  return packages.flatMap((pkg) =>
    plansOf(pkg).map((plan) => ({
      code: plan.code,
      title: plan.title,
      price: plan.amount,
    })),
  );
}

/** A sheet to start from: the header row, an airtime line and a data line with a real plan code. */
export function templateCsv(rows: readonly PlanCodeRow[]): string {
  const example = rows[0]?.code ?? '';
  return `phone,amount,plan,network\n08031234567,500,,\n08051234567,,${example},\n`;
}

/**
 * The data plan codes a sheet's "plan" column takes, listed on the page (a sheet needs the code,
 * which no other screen shows), and a template to download.
 */
export function PlanCodes({ packages }: { packages: readonly Package[] }) {
  const rows = planCodeRows(packages);
  return (
    <details className={styles.planCodes}>
      <summary>Data plan codes for the plan column ({rows.length})</summary>
      <Button
        className={styles.template}
        icon={<DownloadOutlined aria-hidden />}
        onClick={() =>
          saveFile(
            new Blob([templateCsv(rows)], { type: 'text/csv' }),
            'nairatop-bulk-template.csv',
          )
        }
      >
        Download a template
      </Button>
      <Table<PlanCodeRow>
        size="small"
        rowKey="code"
        pagination={false}
        scroll={{ x: true }}
        dataSource={rows}
        columns={[
          { title: 'Plan code', dataIndex: 'code', render: (code: string) => <code>{code}</code> },
          // the plan's name starts with its network ("MTN SME 500MB - 30 Days")
          { title: 'Plan', dataIndex: 'title' },
          {
            title: 'Your price',
            dataIndex: 'price',
            render: (price: number) => formatNaira(price),
          },
        ]}
      />
    </details>
  );
}
