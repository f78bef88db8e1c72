import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Flex, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { PendingAirtimeToCash } from '@contract/api/console';
import { formatDateTime, formatNaira } from '@contract/format';
import { ReasonDialog } from '@/features/console/transactions';
import { errorMessage } from '@/shared/api';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { usePageTitle } from '@/shared/lib/dom';
import { ConsoleExportButton } from '@/entities/staff-member';
import {
  useDecideAirtimeToCashMutation,
  useListPendingAirtimeToCashQuery,
} from '../api/airtimeToCashReviewApi';
import { formatAge } from '@/shared/lib/timing';
import { useMoneyAnswerNotice } from '@/shared/ui/money-answer';

type Decision = { item: PendingAirtimeToCash; action: 'confirm' | 'reject' };

const DIALOG = {
  confirm: {
    title: 'Confirm this request',
    okText: 'Confirm',
    explanation: (item: PendingAirtimeToCash) =>
      `Credits ${formatNaira(item.payout)} to ${item.email}'s wallet. Confirm only once the airtime has arrived.`,
  },
  reject: {
    title: 'Reject this request',
    okText: 'Reject',
    explanation: (item: PendingAirtimeToCash) =>
      `Nothing is credited to ${item.email}; the request shows as rejected.`,
  },
} as const;

function Request({
  item,
  onDecide,
}: {
  item: PendingAirtimeToCash;
  onDecide: (d: Decision) => void;
}) {
  return (
    <Card
      size="small"
      title={<Link to={CONSOLE_ROUTES.transaction(item.tx_ref)}>{item.tx_ref}</Link>}
      extra={`waiting ${formatAge(item.age_seconds)}`}
      aria-label={`Airtime to cash ${item.tx_ref}`}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'customer', label: 'Customer', children: item.email },
          { key: 'network', label: 'Network', children: item.network ?? '—' },
          { key: 'phone', label: 'Sent from', children: item.phone ?? '—' },
          {
            key: 'sent',
            label: 'Airtime sent',
            children: item.amount_transferred === null ? '—' : formatNaira(item.amount_transferred),
          },
          { key: 'payout', label: 'Payout', children: formatNaira(item.payout) },
          { key: 'asked', label: 'Asked', children: formatDateTime(item.created_at) },
        ]}
      />
      <Space wrap>
        <Button type="primary" onClick={() => onDecide({ item, action: 'confirm' })}>
          Confirm
        </Button>
        <Button danger onClick={() => onDecide({ item, action: 'reject' })}>
          Reject
        </Button>
      </Space>
    </Card>
  );
}

/** Pending airtime-to-cash requests, oldest first: confirm (credit the payout) or reject. */
export function ConsoleAirtimeToCashPage() {
  usePageTitle('Airtime to cash');
  const { data, error, isLoading } = useListPendingAirtimeToCashQuery();
  const [decide] = useDecideAirtimeToCashMutation();
  const [decision, setDecision] = useState<Decision | null>(null);
  const notify = useMoneyAnswerNotice();
  const dialog = decision ? DIALOG[decision.action] : null;

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Airtime to cash
        </Typography.Title>
        <ConsoleExportButton
          list="airtime-to-cash"
          path="console/airtime-to-cash"
          what="the airtime-to-cash requests"
        />
      </Flex>
      {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error)} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {data && data.data.length === 0 ? <Empty description="No requests are waiting." /> : null}
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {data?.data.map((item) => (
          <Request key={item.tx_ref} item={item} onDecide={setDecision} />
        ))}
      </Space>
      <ReasonDialog
        open={decision !== null}
        title={dialog?.title ?? ''}
        okText={dialog?.okText ?? 'OK'}
        danger={decision?.action === 'reject'}
        explanation={decision && dialog ? dialog.explanation(decision.item) : ''}
        onSubmit={(reason, idempotencyKey) =>
          decide({
            ref: decision?.item.tx_ref ?? '',
            action: decision?.action ?? 'confirm',
            reason,
            idempotencyKey,
          })
        }
        onDone={(_message, answer) => {
          setDecision(null);
          notify(answer);
        }}
        onCancel={() => setDecision(null)}
      />
    </>
  );
}
