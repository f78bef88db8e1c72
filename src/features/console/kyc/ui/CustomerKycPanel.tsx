import { Alert, Card, Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ConsoleCustomerKyc, KycCheck } from '@contract/api/console';
import { formatDateTime } from '@contract/format';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { ID_NUMBER_LABELS } from '@contract/rules/kyc';
import { errorMessage } from '@/shared/api';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import { useGetCustomerKycQuery } from '../api/kycApi';
import { CHECK_OUTCOMES, REVIEW_STATUSES, mismatchedFields } from '../model/labels';
import { ReleaseHoldButton } from './ReleaseHoldButton';

const verifiedNumber = (number: ConsoleCustomerKyc['nin']) =>
  number ? `•••• ${number.last4}, verified ${formatDateTime(number.verified_at)}` : 'Not verified';

const CHECK_COLUMNS = [
  {
    title: 'When',
    dataIndex: 'created_at',
    render: (at: string) => formatDateTime(at),
  },
  {
    title: 'Number',
    key: 'number',
    render: (_: unknown, check: KycCheck) => `${ID_NUMBER_LABELS[check.kind]} •••• ${check.last4}`,
  },
  {
    title: 'Outcome',
    dataIndex: 'outcome',
    render: (outcome: KycCheck['outcome']) => (
      <Tag color={CHECK_OUTCOMES[outcome].color}>{CHECK_OUTCOMES[outcome].label}</Tag>
    ),
  },
  {
    title: 'Did not match',
    dataIndex: 'mismatched',
    render: (fields: string[]) => (fields.length ? mismatchedFields(fields) : '—'),
  },
];

function ReviewSummary({ review }: { review: NonNullable<ConsoleCustomerKyc['review']> }) {
  const status = REVIEW_STATUSES[review.status];
  return (
    <Space orientation="vertical" size={0}>
      <span>
        <Tag color={status.color}>{status.label}</Tag> {review.id_type_label}, sent{' '}
        {formatDateTime(review.submitted_at)}
      </span>
      {review.reviewed_at ? (
        <Typography.Text type="secondary">
          {status.label} by {review.reviewed_by ?? 'an owner'} on{' '}
          {formatDateTime(review.reviewed_at)}
          {review.reason ? `: ${review.reason}` : ''}
        </Typography.Text>
      ) : (
        <Link to={CONSOLE_ROUTES.kyc}>Open the review queue</Link>
      )}
    </Space>
  );
}

/**
 * A customer's identity tier on their console page: the tier, the verified numbers (last four
 * digits), the hold, the latest tier-3 review and the latest verification checks. Every staff
 * member sees it; an owner may release a hold here.
 */
export function CustomerKycPanel({
  customerId,
  customerName,
  canRelease,
}: {
  customerId: number;
  customerName: string;
  canRelease: boolean;
}) {
  const { data: kyc, error, isLoading } = useGetCustomerKycQuery(customerId);
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error || !kyc)
    return <Alert type="error" showIcon title={error ? errorMessage(error) : 'Not available.'} />;
  return (
    <Card size="small" title="Identity (KYC)" aria-label="Identity (KYC)">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'tier', label: 'Tier', children: <Tag>{kyc.tier_label}</Tag> },
          { key: 'nin', label: 'NIN', children: verifiedNumber(kyc.nin) },
          { key: 'bvn', label: 'BVN', children: verifiedNumber(kyc.bvn) },
          {
            key: 'review',
            label: 'Tier-3 review',
            children: kyc.review ? <ReviewSummary review={kyc.review} /> : 'None sent',
          },
        ]}
      />
      {kyc.hold ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={`Wallet held since ${formatDateTime(kyc.hold.since)}`}
          description={kyc.hold.reason}
          action={
            canRelease ? (
              <ReleaseHoldButton customer={{ id: customerId, name: customerName }} />
            ) : undefined
          }
        />
      ) : null}
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
        Verification checks
      </Typography.Title>
      {kyc.checks.length ? (
        <ResponsiveTable
          cardsLabel="Verification checks"
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={kyc.checks}
          columns={CHECK_COLUMNS}
        />
      ) : (
        <Typography.Text type="secondary">No NIN or BVN check yet.</Typography.Text>
      )}
    </Card>
  );
}
