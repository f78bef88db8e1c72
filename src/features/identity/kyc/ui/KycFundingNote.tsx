import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatNaira } from '@contract/format';
import { KYC_TIER_LABELS } from '@contract/rules/kyc';
import { ROUTES } from '@/shared/config';
import { useGetKycStatusQuery } from '../api/kycApi';

const amount = (naira: number | null) => (naira === null ? 'any amount' : formatNaira(naira));

/**
 * On the funding page: what the customer's tier lets in (one deposit, a day), and the way to raise
 * it. An unverified customer is told that bank account numbers come with verification.
 */
export function KycFundingNote() {
  const { data: status } = useGetKycStatusQuery();
  if (!status) return null;
  const limits = status.limits.find((limit) => limit.tier === status.tier);
  if (!limits) return null;
  return (
    <Typography.Paragraph style={{ margin: '12px 0 0' }}>
      {`${KYC_TIER_LABELS[status.tier]}: up to ${amount(limits.single_deposit)} in one deposit and ${amount(limits.daily_inflow)} a day.`}
      {status.tier === 0 && ' Bank account numbers are for verified customers.'}{' '}
      {status.tier < 3 && <Link to={ROUTES.verifyIdentity}>Verify your identity</Link>}
    </Typography.Paragraph>
  );
}
