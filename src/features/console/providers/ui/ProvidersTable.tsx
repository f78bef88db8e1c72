import { Button, Flex, Switch, Tag, Typography } from 'antd';
import type { ConsoleBillsProvider } from '@contract/api/console';
import { formatNaira } from '@contract/format';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { STATUS_VIEW, statusReason } from '../model/status';

export type ProviderAction = 'enable' | 'disable' | 'force-down' | 'release' | 'priority';

interface Props {
  providers: ConsoleBillsProvider[];
  /** the owner's changes; without it (support) the table only shows */
  onAction?: (provider: ConsoleBillsProvider, action: ProviderAction) => void;
}

const recordedAt = (iso: string) =>
  new Date(iso).toLocaleString('en-NG', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Lagos',
  });

/** Each bills provider: health, last balance, today's success and p95, enabled and priority. */
export function ProvidersTable({ providers, onAction }: Props) {
  return (
    <ResponsiveTable<ConsoleBillsProvider>
      cardsLabel="Providers"
      rowKey="name"
      size="small"
      pagination={false}
      scroll={{ x: 900 }}
      dataSource={providers}
      columns={[
        {
          key: 'name',
          title: 'Provider',
          render: (_, provider) => <Typography.Text strong>{provider.name}</Typography.Text>,
        },
        {
          key: 'status',
          title: 'Health',
          render: (_, provider) => {
            const why = statusReason(provider);
            return (
              <>
                <Tag color={STATUS_VIEW[provider.status].color}>
                  {STATUS_VIEW[provider.status].label}
                </Tag>
                {why && (
                  <>
                    <br />
                    <Typography.Text type="secondary">{why}</Typography.Text>
                  </>
                )}
              </>
            );
          },
        },
        {
          key: 'balance',
          title: 'Balance',
          render: (_, provider) =>
            provider.balance === null ? (
              <Typography.Text type="secondary">Not read yet</Typography.Text>
            ) : (
              <>
                <Typography.Text type={provider.low_float ? 'danger' : undefined}>
                  {formatNaira(provider.balance)}
                </Typography.Text>
                {provider.low_float && (
                  <Tag color="red" style={{ marginLeft: 8 }}>
                    Low float
                  </Tag>
                )}
                {provider.balance_recorded_at && (
                  <>
                    <br />
                    <Typography.Text type="secondary">
                      {recordedAt(provider.balance_recorded_at)}
                    </Typography.Text>
                  </>
                )}
              </>
            ),
        },
        {
          key: 'success',
          title: 'Success today',
          render: (_, provider) =>
            provider.success_rate_today === null
              ? 'No orders yet'
              : `${provider.success_rate_today}% of ${provider.calls_today}`,
        },
        {
          key: 'p95',
          title: 'p95 today',
          render: (_, provider) =>
            provider.p95_ms_today === null ? '—' : `${provider.p95_ms_today} ms`,
        },
        {
          key: 'priority',
          title: 'Priority',
          render: (_, provider) =>
            onAction ? (
              <Button
                type="link"
                size="small"
                aria-label={`Priority ${provider.priority}: change priority of ${provider.name}`}
                onClick={() => onAction(provider, 'priority')}
              >
                {provider.priority}
              </Button>
            ) : (
              provider.priority
            ),
        },
        {
          key: 'enabled',
          title: 'Enabled',
          render: (_, provider) => (
            <Switch
              aria-label={`Enabled: ${provider.name}`}
              checked={provider.enabled}
              disabled={!onAction}
              onChange={(on) => onAction?.(provider, on ? 'enable' : 'disable')}
            />
          ),
        },
        {
          key: 'actions',
          title: 'Actions',
          render: (_, provider) =>
            onAction && (
              <Flex gap={8} wrap>
                {provider.forced_down ? (
                  <Button size="small" onClick={() => onAction(provider, 'release')}>
                    Release {provider.name}
                  </Button>
                ) : (
                  <Button size="small" danger onClick={() => onAction(provider, 'force-down')}>
                    Force {provider.name} down
                  </Button>
                )}
              </Flex>
            ),
        },
      ]}
    />
  );
}
