import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { Link } from 'react-router-dom';
import type { ConflictItem } from '@contract/api/console';
import { formatDateTime, formatNaira } from '@contract/format';
import { useListConflictsQuery } from '@/features/console/transactions';
import { errorMessage } from '@/shared/api';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { usePageTitle } from '@/shared/lib/dom';
import { ConsoleExportButton, useGetConsoleMeQuery } from '@/entities/staff-member';
import { OUTCOME_ORDER, OUTCOMES, type ConflictOutcome } from '../model/resolution';
import { ResolveConflictDialog } from './ResolveConflictDialog';

/** Our decision in words: the status a person, or the engine on an earlier answer, set. */
const DECISIONS: Record<string, string> = {
  confirmed: 'Marked delivered',
  failed: 'Refunded',
  reversed: 'Refunded (reversed)',
};

/** What the provider said afterwards, in words. */
const PROVIDER_SAID: Record<string, string> = {
  delivered: 'Delivered',
  failed: 'Failed',
  reversed: 'Reversed',
};

/** The purchase's status now, in words. */
const PURCHASE_NOW: Record<string, string> = {
  confirmed: 'Delivered: the customer is charged',
  failed: 'Failed: the customer has their money back',
  reversed: 'Reversed: the customer has their money back',
};

/** How an owner resolved it, by whom, and on what evidence. */
function resolutionItems(item: ConflictItem) {
  if (!item.resolution) return [];
  return [
    {
      key: 'resolution',
      label: 'Resolution',
      children: <Tag color="green">{OUTCOMES[item.resolution].resolved}</Tag>,
    },
    {
      key: 'resolved-by',
      label: 'Resolved by',
      children:
        (item.resolved_by ?? '—') +
        (item.resolved_at ? `, ${formatDateTime(item.resolved_at)}` : ''),
    },
    { key: 'evidence', label: 'Evidence', children: item.evidence ?? '—' },
    { key: 'resolution-note', label: 'Owner’s reason', children: item.resolution_note ?? '—' },
  ];
}

function Conflict({
  item,
  canResolve,
  onResolve,
}: {
  item: ConflictItem;
  /** an owner, and the conflict is still open */
  canResolve: boolean;
  onResolve: (outcome: ConflictOutcome) => void;
}) {
  const decision = DECISIONS[item.decided_status] ?? item.decided_status;
  return (
    <Card
      size="small"
      title={<Link to={CONSOLE_ROUTES.transaction(item.tx_ref)}>{item.tx_ref}</Link>}
      extra={
        <Space size={4} wrap>
          {formatNaira(item.amount)}
          {item.resolution ? <Tag color="green">Resolved</Tag> : <Tag color="gold">Open</Tag>}
        </Space>
      }
      aria-label={`Conflict on ${item.tx_ref}`}
    >
      {item.loss !== null ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`Loss if the provider is right: ${formatNaira(item.loss)}`}
        />
      ) : null}
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
          { key: 'now', label: 'Purchase now', children: PURCHASE_NOW[item.status] ?? item.status },
          ...resolutionItems(item),
        ]}
      />
      {canResolve ? (
        <Space wrap style={{ marginTop: 16 }}>
          {OUTCOME_ORDER.map((outcome) => (
            <Button
              key={outcome}
              danger={outcome === 'provider_refunded'}
              aria-label={`${OUTCOMES[outcome].action} (${item.tx_ref})`}
              onClick={() => onResolve(outcome)}
            >
              {OUTCOMES[outcome].action}
            </Button>
          ))}
        </Space>
      ) : null}
    </Card>
  );
}

/**
 * Purchases a person settled that the provider later contradicted. No money moved on the
 * provider's word: an owner checks each with the provider and resolves it with the provider's
 * answer as evidence; support sees them.
 */
export function ConsoleConflictsPage() {
  usePageTitle('Conflicts');
  const { data, error, isLoading } = useListConflictsQuery();
  const { data: me } = useGetConsoleMeQuery();
  const [resolving, setResolving] = useState<{ item: ConflictItem; outcome: ConflictOutcome }>();
  const owner = me?.role === 'owner';
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Conflicts
        </Typography.Title>
        <ConsoleExportButton list="conflicts" path="console/conflicts" what="the conflicts" />
      </Flex>
      <Typography.Paragraph type="secondary">
        Purchases the provider answered otherwise after they were settled, by staff or automatically
        on its earlier answer. No money moved on the provider&apos;s answer: check with the provider
        and the customer, then an owner resolves each with the provider&apos;s answer as evidence.
        Owners are e-mailed each new one.
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
          <Conflict
            key={item.tx_ref}
            item={item}
            canResolve={owner && item.resolution === null}
            onResolve={(outcome) => setResolving({ item, outcome })}
          />
        ))}
      </Space>
      {resolving ? (
        <ResolveConflictDialog
          item={resolving.item}
          outcome={resolving.outcome}
          onClose={() => setResolving(undefined)}
        />
      ) : null}
    </>
  );
}
