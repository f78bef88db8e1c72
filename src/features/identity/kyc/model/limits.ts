import type { TierLimits } from '@contract/api/kyc';
import { formatNaira } from '@contract/format';
import { KYC_TIER_LABELS, KYC_TIER_NEEDS, type KycTier } from '@contract/rules/kyc';

export interface TierRow {
  tier: KycTier;
  label: string;
  needs: string;
  singleDeposit: string;
  dailyInflow: string;
  balance: string;
  current: boolean;
}

const limitText = (naira: number | null) => (naira === null ? 'No limit' : formatNaira(naira));

/** Each tier as the limits table shows it, the customer's own marked. */
export const tierRows = (limits: readonly TierLimits[], current: KycTier): TierRow[] =>
  limits.map((limit) => ({
    tier: limit.tier,
    label: KYC_TIER_LABELS[limit.tier],
    needs: KYC_TIER_NEEDS[limit.tier],
    singleDeposit: limitText(limit.single_deposit),
    dailyInflow: limitText(limit.daily_inflow),
    balance: limitText(limit.balance),
    current: limit.tier === current,
  }));

/** What lifts the customer to the next tier, or null at the top. */
export function nextStep(status: {
  tier: KycTier;
  nin: unknown;
  bvn: unknown;
  review: { status: string } | null;
}): string | null {
  if (status.tier === 0) return 'Verify your NIN or your BVN to reach Tier 1.';
  if (status.tier === 1)
    return `Verify your ${status.nin ? 'BVN' : 'NIN'} as well to reach Tier 2.`;
  if (status.tier === 2)
    return status.review?.status === 'pending'
      ? 'Your document is with our team. We will e-mail you when it is reviewed.'
      : 'Send an ID document and your address to reach Tier 3.';
  return null;
}
