import { useState } from 'react';
import { App, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { KycQueueRow } from '@contract/api/console';
import { formatDateTime } from '@contract/format';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { KYC_TIER_LABELS } from '@contract/rules/kyc';
import { errorMessage } from '@/shared/api';
import { useDecideKycReviewMutation, type KycDecision } from '../api/kycApi';
import { fileSize } from '../model/document';
import { REVIEW_STATUSES } from '../model/labels';
import { DocumentDialog } from './DocumentDialog';
import { ReasonDialog } from './ReasonDialog';

const DECISIONS: Record<KycDecision, { verb: string; intro: string; reasonHelp: string }> = {
  approve: {
    verb: 'Approve',
    intro:
      'The customer becomes Tier 3 and gets its limits at once. Approve only when the document is clear, belongs to this customer and the address is complete.',
    reasonHelp: 'Kept in the audit log.',
  },
  reject: {
    verb: 'Reject',
    intro: 'The customer stays at their tier and may send another document.',
    reasonHelp: 'The customer reads this reason: say what to send instead.',
  },
};

function Decide({ review }: { review: KycQueueRow }) {
  const [decision, setDecision] = useState<KycDecision | null>(null);
  const [viewing, setViewing] = useState(false);
  const [decide, { isLoading, error, reset }] = useDecideKycReviewMutation();
  const { notification } = App.useApp();
  const close = () => {
    setDecision(null);
    reset();
  };
  const submit = async (reason: string) => {
    if (!decision) return;
    const result = await decide({ id: review.id, decision, reason });
    if ('data' in result && result.data) {
      notification.success({ title: result.data.message });
      setDecision(null);
    }
  };
  const shown = decision ? DECISIONS[decision] : null;
  return (
    <Space wrap>
      <Button onClick={() => setViewing(true)}>View document</Button>
      <Button type="primary" onClick={() => setDecision('approve')}>
        Approve
      </Button>
      <Button danger onClick={() => setDecision('reject')}>
        Reject
      </Button>
      {viewing ? <DocumentDialog review={review} onClose={() => setViewing(false)} /> : null}
      <ReasonDialog
        open={shown !== null}
        title={`${shown?.verb ?? ''} ${review.customer.name}'s document`}
        intro={shown?.intro}
        reasonHelp={shown?.reasonHelp}
        submitLabel={shown?.verb ?? ''}
        busy={isLoading}
        error={error ? errorMessage(error) : undefined}
        onClose={close}
        onSubmit={submit}
      />
    </Space>
  );
}

/** One tier-3 review: the customer, the document's kind and file, the address; decisions for owners. */
export function ReviewCard({ review, canDecide }: { review: KycQueueRow; canDecide: boolean }) {
  const status = REVIEW_STATUSES[review.status];
  const decided = review.status !== 'pending';
  return (
    <Card
      size="small"
      title={review.customer.name}
      extra={<Tag color={status.color}>{status.label}</Tag>}
      aria-label={`Review of ${review.customer.name}`}
    >
      <Descriptions
        size="small"
        style={{ marginBottom: canDecide && !decided ? 16 : 0 }}
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          {
            key: 'customer',
            label: 'Customer',
            children: (
              <Link to={CONSOLE_ROUTES.customer(review.customer.id)}>
                <span style={{ wordBreak: 'break-all' }}>{review.customer.email}</span>
              </Link>
            ),
          },
          { key: 'tier', label: 'Tier now', children: KYC_TIER_LABELS[review.customer.tier] },
          { key: 'type', label: 'ID document', children: review.id_type_label },
          {
            key: 'file',
            label: 'File',
            children: (
              <span style={{ wordBreak: 'break-all' }}>
                {review.document_name} ({review.document_type}, {fileSize(review.document_bytes)})
              </span>
            ),
          },
          { key: 'address', label: 'Address', children: review.address },
          { key: 'sent', label: 'Sent', children: formatDateTime(review.submitted_at) },
          ...(decided
            ? [
                {
                  key: 'decided',
                  label: status.label,
                  children: `${formatDateTime(review.reviewed_at)} by ${review.reviewed_by ?? 'an owner'}`,
                },
                { key: 'reason', label: 'Reason', children: review.reason ?? '—' },
              ]
            : []),
        ]}
      />
      {canDecide && !decided ? <Decide review={review} /> : null}
      {canDecide && decided ? <ViewOnly review={review} /> : null}
      {!canDecide && !decided ? (
        <Typography.Text type="secondary">An owner reviews the document.</Typography.Text>
      ) : null}
    </Card>
  );
}

/** An owner may still look at a decided review's document. */
function ViewOnly({ review }: { review: KycQueueRow }) {
  const [viewing, setViewing] = useState(false);
  return (
    <>
      <Button style={{ marginTop: 12 }} onClick={() => setViewing(true)}>
        View document
      </Button>
      {viewing ? <DocumentDialog review={review} onClose={() => setViewing(false)} /> : null}
    </>
  );
}
