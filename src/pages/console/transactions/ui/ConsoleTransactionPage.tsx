import { Alert, Card, Descriptions, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import { CardBatchFacts } from './CardBatchFacts';
import { Link, useParams } from 'react-router-dom';
import type { ConsoleTransactionDetail, HistoryEvent } from '@contract/api/console';
import { formatDateTime, formatNaira } from '@contract/format';
import { TransactionStatusBadge } from '@/entities/transaction';
import { TransactionActions, useGetConsoleTransactionQuery } from '@/features/console/transactions';
import { errorMessage } from '@/shared/api';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { usePageTitle } from '@/shared/lib/dom';
import styles from './console-transactions.module.css';

const EVENT_COLORS: Record<HistoryEvent['type'], string> = {
  created: 'blue',
  provider: 'gray',
  ledger: 'green',
  attention: 'orange',
  settled: 'blue',
  webhook: 'purple',
  staff: 'red',
};

/** How the purchase was settled, in words (the conflict's decided status). */
const DECIDED: Record<string, string> = { confirmed: 'delivered', failed: 'refunded' };
const RESOLUTIONS: Record<'provider_delivered' | 'provider_refunded', string> = {
  provider_delivered: 'the provider delivered, the charge is kept',
  provider_refunded: 'the provider refunded, the customer is refunded',
};

function Facts({ detail }: { detail: ConsoleTransactionDetail }) {
  const { transaction: tx, customer } = detail;
  const conflict = detail.conflict ?? null;
  const items = [
    { label: 'Status', children: <TransactionStatusBadge status={tx.status} /> },
    { label: 'Amount', children: formatNaira(tx.amount) },
    {
      label: 'Customer',
      children: (
        <Link to={CONSOLE_ROUTES.customer(customer.id)}>
          {customer.name} ({customer.email})
        </Link>
      ),
    },
    { label: 'Wallet now', children: formatNaira(customer.wallet_balance) },
    {
      label: 'Service',
      children: [tx.service, tx.package].filter(Boolean).join(' · ') || tx.kind,
    },
    { label: 'Description', children: tx.description },
    { label: 'Number', children: tx.phone_no ?? '—' },
    { label: 'Created', children: formatDateTime(tx.created_at) },
    ...(tx.provider
      ? [
          {
            label: 'Provider',
            children:
              tx.provider_cost === null || tx.provider_cost === undefined
                ? tx.provider
                : conflict?.loss
                  ? `${tx.provider} (cost ${formatNaira(tx.provider_cost)}; loss ${formatNaira(conflict.loss)} if the provider is right)`
                  : `${tx.provider} (cost ${formatNaira(tx.provider_cost)}, margin ${formatNaira(tx.margin ?? 0)})`,
          },
        ]
      : []),
    ...(detail.attempts.length > 1
      ? [
          {
            label: 'Sent to',
            children: detail.attempts
              .map((attempt) => `${attempt.provider}: ${attempt.state}`)
              .join(' → '),
          },
        ]
      : []),
    {
      label: 'Provider status',
      // a later answer that contradicts how it was settled is the provider's real word on it
      children: conflict
        ? `${conflict.provider_state} (said after it was settled ${DECIDED[conflict.decided_status] ?? conflict.decided_status}; ${conflict.provider_answer})`
        : (tx.upstream_status ?? tx.upstream_code ?? '—'),
    },
    ...(conflict
      ? [
          {
            label: 'Conflict',
            children: conflict.resolution
              ? `Resolved by ${conflict.resolved_by ?? ''}: ${RESOLUTIONS[conflict.resolution]} (evidence: ${conflict.evidence ?? '—'})`
              : 'Not resolved yet: an owner resolves it on the Conflicts screen.',
          },
        ]
      : []),
    { label: 'Answers so far', children: tx.requery_attempts },
    { label: 'Customer message', children: tx.response ?? '—' },
    ...(tx.attention_reason ? [{ label: 'Why it waits', children: tx.attention_reason }] : []),
    ...(tx.reviewed_by
      ? [{ label: 'Settled by', children: `${tx.reviewed_by}: ${tx.review_note ?? ''}` }]
      : []),
  ];
  return (
    <Descriptions
      className={styles.detail}
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2 }}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      items={items.map((item) => ({ key: item.label, ...item }))}
    />
  );
}

/** One transaction: what it is, what happened to it, and what staff may do now. */
export function ConsoleTransactionPage() {
  const ref = useParams().ref ?? '';
  usePageTitle(`Transaction ${ref}`);
  const { data, error, isLoading } = useGetConsoleTransactionQuery(ref);

  return (
    <>
      <Typography.Title level={1} style={{ wordBreak: 'break-all' }}>
        {ref}
        {data?.transaction.needs_attention ? (
          <Tag color="volcano" style={{ marginLeft: 8, verticalAlign: 'middle' }}>
            Needs attention
          </Tag>
        ) : null}
      </Typography.Title>
      <Link to={CONSOLE_ROUTES.transactions}>All transactions</Link>
      {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error)} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {data ? (
        <Space orientation="vertical" size="large" style={{ width: '100%', marginTop: 16 }}>
          <Card size="small" title="Actions">
            <TransactionActions txRef={data.transaction.tx_ref} availability={data.actions} />
          </Card>
          <Facts detail={data} />
          {data.cards ? <CardBatchFacts cards={data.cards} /> : null}
          <Card size="small" title="History">
            <Timeline
              className={styles.history}
              items={data.history.map((event, index) => ({
                key: `${event.at}-${index}`,
                color: EVENT_COLORS[event.type],
                content: (
                  <>
                    <Typography.Text strong>{event.title}</Typography.Text>{' '}
                    <Typography.Text type="secondary">{formatDateTime(event.at)}</Typography.Text>
                    {event.detail ? (
                      <Typography.Paragraph
                        className={styles.eventDetail}
                        ellipsis={{ rows: 2, expandable: true }}
                      >
                        {event.detail}
                      </Typography.Paragraph>
                    ) : null}
                  </>
                ),
              }))}
            />
          </Card>
        </Space>
      ) : null}
    </>
  );
}
