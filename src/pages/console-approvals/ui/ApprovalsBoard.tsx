import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { Link } from 'react-router-dom';
import type { AdjustmentApproval } from '@contract/api/console';
import { formatDateTime, formatNaira } from '@contract/format';
import { useGetConsoleMeQuery } from '@/entities/staff-member';
import { errorMessage } from '@/shared/api';
import { CONSOLE_ROUTES } from '@/shared/config';
import { formatAge } from '@/shared/lib/timing';
import { useConfirm } from '@/shared/ui/confirm';
import {
  useDecideApprovalMutation,
  useListApprovalsQuery,
  type ApprovalDecision,
} from '../api/approvalsApi';

export const OWN_REQUEST_REASON = 'You asked for this one: another owner must decide it.';

const what = (approval: AdjustmentApproval) =>
  `${approval.direction === 'credit' ? 'Credit' : 'Debit'} ${formatNaira(approval.amount)}`;

const secondsSince = (iso: string) =>
  Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / 1000));

/** A name, with the e-mail on a line of its own below it (long addresses wrap on a phone). */
function NameAndEmail({ person }: { person: { name: string; email: string } }) {
  return (
    <span>
      {person.name}
      <br />
      <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
        {person.email}
      </Typography.Text>
    </span>
  );
}

function CustomerLink({ approval }: { approval: AdjustmentApproval }) {
  return (
    <Link to={CONSOLE_ROUTES.customer(approval.customer.id)}>
      <NameAndEmail person={approval.customer} />
    </Link>
  );
}

function PendingRequest({ approval, mine }: { approval: AdjustmentApproval; mine: boolean }) {
  const [decide, { isLoading }] = useDecideApprovalMutation();
  const confirm = useConfirm();
  const { notification } = App.useApp();
  const preposition = approval.direction === 'credit' ? 'to' : 'from';

  const act = async (decision: ApprovalDecision) => {
    const verb = decision === 'approve' ? 'Approve' : 'Decline';
    const yes = await confirm({
      title: `${verb}: ${what(approval).toLowerCase()} ${preposition} ${approval.customer.name}?`,
      content:
        decision === 'approve'
          ? 'The wallet changes at once and the customer sees it in their history.'
          : 'No money moves; the request goes to the history.',
    });
    if (!yes) return;
    const result = await decide({ id: approval.id, decision });
    if ('error' in result && result.error) {
      notification.error({ title: errorMessage(result.error) });
      return;
    }
    notification.success({ title: result.data.message });
  };

  return (
    <Card
      size="small"
      title={what(approval)}
      extra={`waiting ${formatAge(secondsSince(approval.created_at))}`}
      aria-label={`Request ${approval.id}: ${what(approval)} ${preposition} ${approval.customer.name}`}
    >
      <Descriptions
        size="small"
        style={{ marginBottom: 16 }}
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'customer', label: 'Customer', children: <CustomerLink approval={approval} /> },
          {
            key: 'by',
            label: 'Requested by',
            children: <NameAndEmail person={approval.requested_by} />,
          },
          { key: 'reason', label: 'Reason', children: approval.reason },
          { key: 'at', label: 'Requested', children: formatDateTime(approval.created_at) },
        ]}
      />
      <Space wrap>
        <Button type="primary" disabled={mine || isLoading} onClick={() => void act('approve')}>
          Approve
        </Button>
        <Button danger disabled={mine || isLoading} onClick={() => void act('decline')}>
          Decline
        </Button>
        {mine ? <Typography.Text type="secondary">{OWN_REQUEST_REASON}</Typography.Text> : null}
      </Space>
    </Card>
  );
}

function DecidedRequest({ approval }: { approval: AdjustmentApproval }) {
  const approved = approval.status === 'approved';
  return (
    <Card
      size="small"
      title={what(approval)}
      extra={<Tag color={approved ? 'green' : 'red'}>{approved ? 'Approved' : 'Declined'}</Tag>}
      aria-label={`Decided request ${approval.id}`}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'customer', label: 'Customer', children: <CustomerLink approval={approval} /> },
          {
            key: 'by',
            label: 'Requested by',
            children: <NameAndEmail person={approval.requested_by} />,
          },
          { key: 'reason', label: 'Reason', children: approval.reason },
          {
            key: 'decided',
            label: approved ? 'Approved by' : 'Declined by',
            children: approval.decided_by ? <NameAndEmail person={approval.decided_by} /> : '—',
          },
          { key: 'when', label: 'Decided', children: formatDateTime(approval.decided_at) },
          ...(approval.tx_ref
            ? [
                {
                  key: 'tx',
                  label: 'Transaction',
                  children: (
                    <Link to={CONSOLE_ROUTES.transaction(approval.tx_ref)}>{approval.tx_ref}</Link>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/**
 * Manual credits and debits above the approval limit: the pending ones, longest waiting first,
 * each approved or declined by an owner other than the one who asked; then the decided ones.
 */
export function ApprovalsBoard() {
  const { data: me } = useGetConsoleMeQuery();
  const pending = useListApprovalsQuery('pending');
  const decided = useListApprovalsQuery('decided');
  const error = pending.error ?? decided.error;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error)} /> : null}
      <section aria-labelledby="approvals-pending">
        <Typography.Title level={2} id="approvals-pending">
          Waiting for approval
        </Typography.Title>
        {pending.isLoading ? <Skeleton active /> : null}
        {pending.data?.data.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="Nothing is waiting for approval."
          />
        ) : null}
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {pending.data?.data.map((approval) => (
            <PendingRequest
              key={approval.id}
              approval={approval}
              mine={approval.requested_by.id === me?.id}
            />
          ))}
        </Space>
      </section>
      <section aria-labelledby="approvals-decided">
        <Typography.Title level={2} id="approvals-decided">
          Decided
        </Typography.Title>
        {decided.isLoading ? <Skeleton active /> : null}
        {decided.data?.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No decisions yet." />
        ) : null}
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {decided.data?.data.map((approval) => (
            <DecidedRequest key={approval.id} approval={approval} />
          ))}
        </Space>
      </section>
    </Space>
  );
}
