import { Alert, Card, Descriptions, Space, Statistic, Tag } from 'antd';
import { formatDateTime, formatNaira } from '@contract/format';
import type { CustomerProfile } from '@contract/api/console';
import styles from './console-customers.module.css';

/** Who the customer is: profile, level, balances, suspension and virtual accounts. */
export function CustomerSummary({ customer }: { customer: CustomerProfile }) {
  return (
    <Space orientation="vertical" size="middle" className={styles.full}>
      {customer.suspension && (
        <Alert
          type="error"
          showIcon
          message={`Suspended on ${formatDateTime(customer.suspension.at)} by ${customer.suspension.by}`}
          description={`Reason: ${customer.suspension.reason}`}
        />
      )}
      <div className={styles.stats}>
        <Card size="small">
          <Statistic title="Wallet" value={formatNaira(customer.wallet_balance)} />
        </Card>
        <Card size="small">
          <Statistic title="Bonus" value={formatNaira(customer.bonus)} />
        </Card>
        <Card size="small">
          <Statistic title="Level" value={customer.level} />
        </Card>
      </div>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: 'Name', children: customer.name },
          { key: 'email', label: 'E-mail', children: customer.email },
          { key: 'phone', label: 'Phone', children: customer.phone_no },
          { key: 'username', label: 'Username', children: customer.username },
          { key: 'joined', label: 'Joined', children: formatDateTime(customer.created_at) },
          {
            key: 'role',
            label: 'Role',
            children: customer.role ? <Tag color="green">{customer.role}</Tag> : 'Customer',
          },
          {
            key: 'accounts',
            label: 'Virtual accounts',
            span: 2,
            children: customer.virtual_accounts.length
              ? customer.virtual_accounts
                  .map((account) => `${account.bankName ?? ''} ${account.accountNumber}`.trim())
                  .join(', ')
              : 'None yet',
          },
        ]}
      />
    </Space>
  );
}
