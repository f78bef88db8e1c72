import { HoldNotice, useGetNotificationQuery, useGetUserQuery } from '@/entities/user';
import { PageLoader } from '@/shared/ui/page-loader';
import { NoticeBanner } from './NoticeBanner';
import { QuickLinks } from './QuickLinks';
import { ReferralCard } from './ReferralCard';
import { SummaryCards } from './SummaryCards';

/** Dashboard home: notice, balances and level, referral link and quick links. */
export function DashboardPage() {
  const { data: user } = useGetUserQuery();
  // The notice sits above the cards: the page waits for it (one short request) instead of pushing
  // the cards down when it arrives, which a phone shows as the page jumping.
  const { isLoading: noticeLoading } = useGetNotificationQuery();
  if (noticeLoading) return <PageLoader label="Loading your dashboard..." />;
  return (
    <>
      <NoticeBanner />
      <HoldNotice />
      {user && (
        <>
          <SummaryCards user={user} />
          <ReferralCard referralCode={user.referral_code} />
        </>
      )}
      <QuickLinks />
    </>
  );
}
