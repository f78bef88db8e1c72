import { Typography } from 'antd';
import { HeldWallets, ReviewQueue, TierLimitsForm } from '@/features/console/kyc';
import { useGetConsoleMeQuery } from '@/entities/staff-member';
import { usePageTitle } from '@/shared/lib/dom';
import { ResponsiveTabs } from '@/shared/ui/responsive-tabs';

/**
 * Identity tiers: the tier-3 documents waiting for an owner, the wallets held over their tier's
 * limits, and the limits of each tier. Support see all of it; owners decide.
 */
export function ConsoleKycPage() {
  usePageTitle('Identity reviews');
  const { data: me } = useGetConsoleMeQuery();
  const isOwner = me?.role === 'owner';
  return (
    <>
      <Typography.Title level={1}>Identity reviews</Typography.Title>
      <Typography.Paragraph type="secondary">
        Customers at Tier 2 (NIN and BVN verified) send an ID document and their address to reach
        Tier 3. An owner views the document, then approves or rejects it; a rejection&apos;s reason
        is what the customer reads. Every view of a document is in the audit log.
      </Typography.Paragraph>
      <ResponsiveTabs
        label="Section"
        defaultActiveKey="reviews"
        items={[
          { key: 'reviews', label: 'Reviews', children: <ReviewQueue canDecide={isOwner} /> },
          { key: 'held', label: 'Held wallets', children: <HeldWallets canRelease={isOwner} /> },
          { key: 'limits', label: 'Tier limits', children: <TierLimitsForm canChange={isOwner} /> },
        ]}
      />
    </>
  );
}
