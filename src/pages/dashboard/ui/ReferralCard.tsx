import { Card } from 'antd';
import { ReferralLink } from '@/entities/user';
import { LIMITS } from '@contract/constants';
import { formatNaira } from '@contract/format';
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
          Share your link: each purchase your referrals make earns you a referral bonus, a share of
          the purchase that depends on the service. Once your bonus reaches{' '}
          {formatNaira(LIMITS.minBonusTransfer)}, move it to your wallet with Transfer.
        </p>
        <ReferralLink referralCode={referralCode} />
      </section>
    </Card>
  );
}
