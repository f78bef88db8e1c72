import { useGetUserQuery } from '@/entities/user';
import { NoticeBanner } from './NoticeBanner';
import { QuickLinks } from './QuickLinks';
import { ReferralCard } from './ReferralCard';
import { SummaryCards } from './SummaryCards';

/** Dashboard home: notice, balances and level, referral link and quick links. */
export function DashboardPage() {
  const { data: user } = useGetUserQuery();
  return (
    <>
      <NoticeBanner />
      {user && (
        <>
          <SummaryCards user={user} />
          <ReferralCard username={user.username} />
        </>
      )}
      <QuickLinks />
    </>
  );
}
