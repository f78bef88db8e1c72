import { Descriptions } from 'antd';
import type { VerificationContent } from '@/shared/api';
import { cableCustomerRows } from '../model/cable';

/** The verified decoder's customer: name, number, current bouquet and renewal amount. */
export function CardCustomer({ customer }: { customer: VerificationContent }) {
  return (
    <Descriptions
      title="Customer Details"
      aria-label="Customer Details"
      column={1}
      bordered
      size="small"
      style={{ marginBottom: 20 }}
      items={cableCustomerRows(customer).map((row) => ({
        key: row.key,
        label: row.label,
        children: row.value,
      }))}
    />
  );
}
