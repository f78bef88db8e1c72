import { useState } from 'react';
import { Alert, Empty, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { HeldWallet } from '@contract/api/console';
import { formatDateTime, formatNaira } from '@contract/format';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { KYC_TIER_LABELS } from '@contract/rules/kyc';
import { errorMessage } from '@/shared/api';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { useListHeldWalletsQuery } from '../api/kycApi';
import { ReleaseHoldButton } from './ReleaseHoldButton';

const PAGE_SIZE = 20;

const columns = (canRelease: boolean) => [
  {
    title: 'Customer',
    key: 'customer',
    render: (_: unknown, row: HeldWallet) => (
      <Link to={CONSOLE_ROUTES.customer(row.customer.id)}>
        {row.customer.name}
        <br />
        <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
          {row.customer.email}
        </Typography.Text>
      </Link>
    ),
  },
  {
    title: 'Tier',
    key: 'tier',
    render: (_: unknown, row: HeldWallet) => KYC_TIER_LABELS[row.customer.tier],
  },
  { title: 'Why', dataIndex: 'reason' },
  { title: 'Held since', dataIndex: 'since', render: (since: string) => formatDateTime(since) },
  { title: 'Balance', dataIndex: 'balance', render: (naira: number) => formatNaira(naira) },
  ...(canRelease
    ? [
        {
          title: 'Action',
          key: 'action',
          render: (_: unknown, row: HeldWallet) => <ReleaseHoldButton customer={row.customer} />,
        },
      ]
    : []),
];

/**
 * Wallets held because money came in over their tier's limits, longest held first. A held wallet
 * buys nothing until the customer verifies further or an owner releases it.
 */
export function HeldWallets({ canRelease }: { canRelease: boolean }) {
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useListHeldWalletsQuery({ page });
  if (error) return <Alert type="error" showIcon title={errorMessage(error)} />;
  if (data && data.meta.count === 0) return <Empty description="No wallet is held." />;
  return (
    <ResponsiveTable
      cardsLabel="Held wallets"
      size="small"
      rowKey={(row: HeldWallet) => row.customer.id}
      loading={isFetching}
      dataSource={data?.data ?? []}
      columns={columns(canRelease)}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.meta.count ?? 0,
        onChange: setPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
    />
  );
}
