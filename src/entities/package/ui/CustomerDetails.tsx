import { Descriptions } from 'antd';
import type { CustomerDetailsRow } from '../model/customer';

/** What a smart card or meter verification told about the customer, one row a detail. */
export function CustomerDetails({ rows }: { rows: readonly CustomerDetailsRow[] }) {
  return (
    <Descriptions
      title="Customer Details"
      aria-label="Customer Details"
      column={1}
      bordered
      size="small"
      style={{ marginBottom: 20 }}
      items={rows.map((row) => ({ key: row.key, label: row.label, children: row.value }))}
    />
  );
}
