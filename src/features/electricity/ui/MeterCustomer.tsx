import { Descriptions } from 'antd';
import type { VerificationContent } from '@/shared/api';
import { meterCustomerRows } from '../model/electricity';

/** The verified meter's customer, with only the details the disco sent. */
export function MeterCustomer({ customer }: { customer: VerificationContent }) {
  return (
    <Descriptions
      title="Customer Details"
      aria-label="Customer Details"
      column={1}
      bordered
      size="small"
      style={{ marginBottom: 20 }}
      items={meterCustomerRows(customer).map((row) => ({
        key: row.key,
        label: row.label,
        children: row.value,
      }))}
    />
  );
}
