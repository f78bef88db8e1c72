import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { KycStatus } from '@contract/api/kyc';
import { formatDateTime, formatNaira } from '@contract/format';
import { KYC_TIER_LABELS } from '@contract/rules/kyc';
import { nextStep } from '../model/limits';
import { TierLimits } from './TierLimits';

const verifiedText = (entry: KycStatus['nin']) =>
  entry ? `Verified, ending ${entry.last4} (${formatDateTime(entry.verified_at)})` : 'Not verified';

/** The customer's tier, what is verified, today's deposits, the next step and every tier's limits. */
export function KycStatusCard({ status }: { status: KycStatus }) {
  const step = nextStep(status);
  const rejected = status.review?.status === 'rejected' ? status.review.reason : null;
  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          <span>Your identity tier</span>
          <Tag color={status.tier === 0 ? 'default' : 'green'}>{KYC_TIER_LABELS[status.tier]}</Tag>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'nin', label: 'NIN', children: verifiedText(status.nin) },
            { key: 'bvn', label: 'BVN', children: verifiedText(status.bvn) },
            { key: 'today', label: 'Deposited today', children: formatNaira(status.today_inflow) },
          ]}
        />
        {step && <Typography.Text strong>{step}</Typography.Text>}
        {rejected && (
          <Typography.Text type="danger">{`Your last document was not accepted: ${rejected}`}</Typography.Text>
        )}
        <TierLimits limits={status.limits} tier={status.tier} />
      </Flex>
    </Card>
  );
}
