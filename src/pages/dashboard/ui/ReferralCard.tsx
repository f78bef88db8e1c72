import { Card } from 'antd';
import { ReferralLink } from '@/entities/user';
import styles from './dashboard.module.css';

/** The user's referral link with a copy button and how referral earnings work. */
export function ReferralCard({ referralCode }: { referralCode: string }) {
  return (
    <Card className={styles.block}>
      <section aria-labelledby="referral-title">
        <h2 id="referral-title" className={styles.cardTitle}>
          Referral Link
        </h2>
        <p className={styles.muted}>
          Share your link: referral bonuses are added to your wallet immediately, and you earn up to
          5% on your referrals&apos; transactions.
        </p>
        <ReferralLink referralCode={referralCode} />
      </section>
    </Card>
  );
}
