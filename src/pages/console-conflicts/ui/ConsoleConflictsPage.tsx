import { Alert, Card, Descriptions, Empty, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ConflictItem } from '@contract/api/console';
import { formatDateTime, formatNaira } from '@contract/format';
import { useListConflictsQuery } from '@/features/console-transactions';
import { errorMessage } from '@/shared/api';
import { CONSOLE_ROUTES } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/dom';
import { ConsoleExportButton } from '@/entities/staff-member';

/** Our decision in words: the status a person set. */
const DECISIONS: Record<string, string> = {
  confirmed: 'Marked delivered',
  failed: 'Refunded',
};

/** What the provider said afterwards, in words. */
const PROVIDER_SAID: Record<string, string> = {
  delivered: 'Delivered',
  failed: 'Failed',
  reversed: 'Reversed',
};

function Conflict({ item }: { item: ConflictItem }) {
  const decision = DECISIONS[item.decided_status] ?? item.decided_status;
  return (
    <Card
      size="small"
      title={<Link to={CONSOLE_ROUTES.transaction(item.tx_ref)}>{item.tx_ref}</Link>}
      extra={formatNaira(item.amount)}
      aria-label={`Conflict on ${item.tx_ref}`}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          {
            key: 'ours',
            label: 'Our decision',
            children: <Tag color="blue">{decision}</Tag>,
          },
          {
            key: 'theirs',
            label: 'Provider now says',
            children: (
              <Tag color="volcano">{PROVIDER_SAID[item.provider_state] ?? item.provider_state}</Tag>
            ),
          },
          {
            key: 'who',
            label: 'Decided by',
            children:
              item.decided_by + (item.decided_at ? `, ${formatDateTime(item.decided_at)}` : ''),
          },
          { key: 'why', label: 'Their reason', children: item.decision_note ?? '—' },
          { key: 'answer', label: "Provider's answer", children: item.provider_answer },
          {
            key: 'when',
            label: 'Found',
            children: `${formatDateTime(item.detected_at)} (${item.source.replaceAll('-', ' ')})`,
          },
          { key: 'customer', label: 'Customer', children: item.email },
          {
            key: 'what',
            label: 'Purchase',
            children: [item.service, item.description].filter(Boolean).join(' · '),
          },
        ]}
      />
    </Card>
  );
}

/**
 * Purchases a person settled that the provider later contradicted. No money moved on the
 * provider's word: a person checks each and acts from the transaction's page.
 */
export function ConsoleConflictsPage() {
  usePageTitle('Conflicts');
  const { data, error, isLoading } = useListConflictsQuery();
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Conflicts
        </Typography.Title>
        <ConsoleExportButton list="conflicts" path="console/conflicts" what="the conflicts" />
      </Flex>
      <Typography.Paragraph type="secondary">
        Purchases settled by staff that the provider later answered otherwise. No money moved on the
        provider&apos;s answer: check with the provider and the customer, then act from the
        transaction.
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error)} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {data && data.data.length === 0 ? <Empty description="No conflicts." /> : null}
      {data && data.meta.total > data.data.length ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`Showing the ${data.data.length} newest of ${data.meta.total}.`}
        />
      ) : null}
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {data?.data.map((item) => (
          <Conflict key={item.tx_ref} item={item} />
        ))}
      </Space>
    </>
  );
}
