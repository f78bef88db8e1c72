import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Segmented,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { Link } from 'react-router-dom';
import type { ConsoleProblemReport } from '@contract/api/problem-reports';
import { formatDateTime, formatNaira, sentenceCase } from '@contract/format';
import { CONSOLE_ROUTES } from '@contract/navigation';
import {
  DISPUTE_ANSWER_HOURS,
  PROBLEM_KIND_LABELS,
  PROBLEM_STATUS_LABELS,
} from '@contract/rules/problem-report';
import {
  ReasonDialog,
  useListProblemReportsQuery,
  useReplyToProblemReportMutation,
} from '@/features/console/transactions';
import { errorMessage } from '@/shared/api';
import { usePageTitle } from '@/shared/lib/dom';

type Which = 'open' | 'closed';

function Report({
  item,
  onReply,
}: {
  item: ConsoleProblemReport;
  onReply: (item: ConsoleProblemReport) => void;
}) {
  return (
    <Card
      size="small"
      aria-label={`Report ${item.id}`}
      title={
        <Space wrap size={4}>
          <Link to={CONSOLE_ROUTES.transaction(item.tx_ref)}>{item.tx_ref}</Link>
          <Tag>{PROBLEM_KIND_LABELS[item.kind]}</Tag>
          {item.overdue ? <Tag color="red">Overdue</Tag> : null}
        </Space>
      }
      extra={formatNaira(item.amount)}
    >
      <Descriptions
        size="small"
        style={{ marginBottom: 12 }}
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'customer', label: 'Customer', children: item.customer_email },
          { key: 'what', label: 'Purchase', children: item.description },
          {
            key: 'status',
            label: 'Purchase status',
            children: sentenceCase(item.transaction_status),
          },
          { key: 'reported', label: 'Reported', children: formatDateTime(item.created_at) },
          { key: 'note', label: 'Customer says', children: item.note || '—' },
          item.status === 'open'
            ? { key: 'by', label: 'Answer by', children: formatDateTime(item.answer_by) }
            : {
                key: 'closed',
                label: PROBLEM_STATUS_LABELS[item.status],
                children: `${formatDateTime(item.closed_at)}${item.closed_by ? ` · ${item.closed_by}` : ''}`,
              },
          { key: 'answer', label: 'Answer', children: item.answer },
        ]}
      />
      {item.status === 'open' ? (
        <Space wrap>
          <Link to={CONSOLE_ROUTES.transaction(item.tx_ref)}>Open the purchase to refund it</Link>
          <Button onClick={() => onReply(item)}>Reply without a refund</Button>
        </Space>
      ) : null}
    </Card>
  );
}

/**
 * Customers' disputes: the open ones by answer time (overdue first), and the latest closed. A
 * refund is made on the purchase's page, under the money policy, and ends the dispute; a reply
 * ends it without moving money.
 */
export function ConsoleProblemReportsPage() {
  usePageTitle('Problem reports');
  const [which, setWhich] = useState<Which>('open');
  const { data, error, isLoading } = useListProblemReportsQuery(which);
  const [reply] = useReplyToProblemReportMutation();
  const [replying, setReplying] = useState<ConsoleProblemReport>();
  const [done, setDone] = useState<string>();
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Problem reports
        </Typography.Title>
        <Segmented<Which>
          aria-label="Which reports"
          value={which}
          onChange={setWhich}
          options={[
            { value: 'open', label: 'Open' },
            { value: 'closed', label: 'Closed' },
          ]}
        />
      </Flex>
      <Typography.Paragraph type="secondary">
        {`Problems customers reported that asking the provider did not settle. Each is answered within ${DISPUTE_ANSWER_HOURS} hours: refund it on the purchase's page, or reply without a refund. The customer is e-mailed at each step.`}
      </Typography.Paragraph>
      {done ? (
        <Alert type="success" showIcon role="status" title={done} style={{ marginBottom: 12 }} />
      ) : null}
      {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error)} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {data && data.length === 0 ? (
        <Empty description={which === 'open' ? 'No open disputes.' : 'No closed reports yet.'} />
      ) : null}
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {data?.map((item) => (
          <Report key={item.id} item={item} onReply={setReplying} />
        ))}
      </Space>
      <ReasonDialog
        open={replying !== undefined}
        title={`Reply to ${replying?.customer_email ?? ''}`}
        explanation="The customer reads this reply on the receipt and by e-mail. No money moves: to refund, open the purchase."
        okText="Send reply"
        onSubmit={async (text) => {
          const result = await reply({ id: replying?.id ?? 0, reply: text });
          return 'error' in result && result.error
            ? { error: result.error }
            : { data: { message: result.data?.message ?? '' } };
        }}
        onDone={(message) => {
          setReplying(undefined);
          setDone(message);
        }}
        onCancel={() => setReplying(undefined)}
      />
    </>
  );
}
