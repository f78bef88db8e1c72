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
import { CONSOLE_ROUTES } from '@contract/navigation';
import { formatAge } from '@/shared/lib/timing';
import { useConfirm } from '@/shared/ui/confirm';
import {
  useDecideApprovalMutation,
  useListApprovalsQuery,
  type ApprovalDecision,
} from '../api/approvalsApi';

export const OWN_REQUEST_REASON = 'You asked for this one: another owner must decide it.';

const CONFIRMATIONS: Record<ApprovalDecision, { verb: string; content: string }> = {
  approve: {
    verb: 'Approve',
    content: 'The wallet changes at once and the customer sees it in their history.',
  },
  decline: { verb: 'Decline', content: 'No money moves; the request goes to the history.' },
  withdraw: {
    verb: 'Withdraw',
    content: 'No money moves; the request goes to the history as withdrawn by you.',
  },
};

/** The request's title: its kind as the server names it and the amount, e.g. "Manual credit ₦600.00". */
export const requestTitle = (approval: AdjustmentApproval) =>
  `${approval.kind_label} ${formatNaira(approval.amount)}`;

const preposition = (approval: AdjustmentApproval) =>
  approval.direction === 'credit' ? 'to' : 'from';

/** How each decided status reads, its colour, and who decided it. */
const DECIDED: Record<
  Exclude<AdjustmentApproval['status'], 'pending'>,
  { tag: string; color: string; by: string }
> = {
  approved: { tag: 'Approved', color: 'green', by: 'Approved by' },
  declined: { tag: 'Declined', color: 'red', by: 'Declined by' },
  withdrawn: { tag: 'Withdrawn', color: 'default', by: 'Withdrawn by' },
};

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

/** The transaction the movement is for (an airtime-to-cash request, a purchase...), when any. */
const subjectItems = (approval: AdjustmentApproval) =>
  approval.subject_ref
    ? [
        {
          key: 'subject',
          label: 'For',
          children: (
            <Link to={CONSOLE_ROUTES.transaction(approval.subject_ref)}>
              {approval.subject_ref}
            </Link>
          ),
        },
      ]
    : [];

function PendingRequest({ approval, mine }: { approval: AdjustmentApproval; mine: boolean }) {
  const [decide, { isLoading }] = useDecideApprovalMutation();
  const confirm = useConfirm();
  const { notification } = App.useApp();
  const title = requestTitle(approval);

  const act = async (decision: ApprovalDecision) => {
    const { verb, content } = CONFIRMATIONS[decision];
    const yes = await confirm({
      title: `${verb}: ${title.toLowerCase()} ${preposition(approval)} ${approval.customer.name}?`,
      content,
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
      title={title}
      extra={`waiting ${formatAge(secondsSince(approval.created_at))}`}
      aria-label={`Request ${approval.id}: ${title} ${preposition(approval)} ${approval.customer.name}`}
    >
      <Descriptions
        size="small"
        style={{ marginBottom: 16 }}
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'customer', label: 'Customer', children: <CustomerLink approval={approval} /> },
          ...subjectItems(approval),
          {
            key: 'by',
            label: 'Requested by',
            children: <NameAndEmail person={approval.requested_by} />,
          },
          { key: 'reason', label: 'Reason', children: approval.reason },
          { key: 'at', label: 'Requested', children: formatDateTime(approval.created_at) },
        ]}
      />
      {mine ? (
        <Space wrap>
          <Button disabled={isLoading} onClick={() => void act('withdraw')}>
            Withdraw
          </Button>
          <Typography.Text type="secondary">{OWN_REQUEST_REASON}</Typography.Text>
        </Space>
      ) : (
        <Space wrap>
          <Button type="primary" disabled={isLoading} onClick={() => void act('approve')}>
            Approve
          </Button>
          <Button danger disabled={isLoading} onClick={() => void act('decline')}>
            Decline
          </Button>
        </Space>
      )}
    </Card>
  );
}

function DecidedRequest({ approval }: { approval: AdjustmentApproval }) {
  const decided = DECIDED[approval.status === 'pending' ? 'declined' : approval.status];
  return (
    <Card
      size="small"
      title={requestTitle(approval)}
      extra={<Tag color={decided.color}>{decided.tag}</Tag>}
      aria-label={`Decided request ${approval.id}`}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'customer', label: 'Customer', children: <CustomerLink approval={approval} /> },
          ...subjectItems(approval),
          {
            key: 'by',
            label: 'Requested by',
            children: <NameAndEmail person={approval.requested_by} />,
          },
          { key: 'reason', label: 'Reason', children: approval.reason },
          {
            key: 'decided',
            label: decided.by,
            children: approval.decided_by ? <NameAndEmail person={approval.decided_by} /> : '—',
          },
          { key: 'when', label: 'Decided', children: formatDateTime(approval.decided_at) },
          ...(approval.decision_note
            ? [{ key: 'note', label: 'Note', children: approval.decision_note }]
            : []),
          // the transaction the approval made, unless it is the one the request was for
          ...(approval.tx_ref && approval.tx_ref !== approval.subject_ref
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
 * Staff money movements kept for a second owner (manual credits, airtime-to-cash payouts,
 * refunds, levels given...): the pending ones, longest waiting first, each approved or declined by
 * an owner other than the one who asked, or withdrawn by the one who asked; then the decided ones.
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
