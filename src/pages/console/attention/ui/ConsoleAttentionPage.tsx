import { Alert, Card, Descriptions, Empty, Flex, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { AttentionItem } from '@contract/api/console';
import { formatDateTime, formatNaira } from '@contract/format';
import { TransactionActions, useListNeedsAttentionQuery } from '@/features/console/transactions';
import { errorMessage } from '@/shared/api';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { usePageTitle } from '@/shared/lib/dom';
import { ConsoleExportButton } from '@/entities/staff-member';

const SETTLING = ['refund', 'mark-delivered', 'requery'] as const;

function StuckPurchase({ item }: { item: AttentionItem }) {
  const last = item.last_answer;
  return (
    <Card
      size="small"
      title={<Link to={CONSOLE_ROUTES.transaction(item.tx_ref)}>{item.tx_ref}</Link>}
      extra={formatNaira(item.amount)}
      aria-label={`Stuck purchase ${item.tx_ref}`}
    >
      <Descriptions
        size="small"
        style={{ marginBottom: 16 }}
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'customer', label: 'Customer', children: item.email },
          {
            key: 'service',
            label: 'Service',
            children: [item.service, item.package].filter(Boolean).join(' · ') || '—',
          },
          { key: 'what', label: 'Purchase', children: item.description },
          { key: 'created', label: 'Bought', children: formatDateTime(item.created_at) },
          {
            key: 'waiting',
            label: 'Waiting since',
            children: formatDateTime(item.needs_attention_at),
          },
          { key: 'answers', label: 'Answers', children: item.attempts },
          {
            key: 'last',
            label: 'Provider last said',
            children: last
              ? `${last.operation}: ${last.state}${last.code ? ` (code ${last.code})` : ''}`
              : '—',
          },
          { key: 'why', label: 'Why it waits', children: item.reason },
        ]}
      />
      <TransactionActions txRef={item.tx_ref} only={SETTLING} />
    </Card>
  );
}

/** Stuck purchases, longest waiting first, each settled here as delivered or refunded. */
export function ConsoleAttentionPage() {
  usePageTitle('Needs attention');
  const { data, error, isLoading } = useListNeedsAttentionQuery();
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Needs attention
        </Typography.Title>
        <ConsoleExportButton
          list="needs-attention"
          path="console/attention"
          what="the purchases that need attention"
        />
      </Flex>
      <Typography.Paragraph type="secondary">
        Purchases still pending after a day of requeries. Check with the provider, then mark each
        delivered or refund it. The customer still sees them as pending.
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error)} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {data && data.data.length === 0 ? <Empty description="Nothing needs attention." /> : null}
      {data && data.meta.total > data.data.length ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`Showing the ${data.data.length} longest waiting of ${data.meta.total}.`}
        />
      ) : null}
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {data?.data.map((item) => (
          <StuckPurchase key={item.tx_ref} item={item} />
        ))}
      </Space>
    </>
  );
}
