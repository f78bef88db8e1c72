import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { App, Button, Card, Input, Space } from 'antd';
import { referralLink } from '../model/referral';
import styles from './dashboard.module.css';

/** SPEC 2.3: the user's referral link with a copy button and how referral earnings work. */
export function ReferralCard({ username }: { username: string }) {
  const { notification } = App.useApp();
  const link = referralLink(username);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(link);
      notification.success({ title: 'Referral link copied' });
    } catch {
      notification.error({
        title: 'Could not copy the link',
        description: 'Select the link and copy it by hand.',
      });
    }
  };
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
        <Space.Compact className={styles.copyRow}>
          <Input
            readOnly
            value={link}
            aria-label="Your referral link"
            onFocus={(event) => event.target.select()}
          />
          <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
            Copy
          </Button>
        </Space.Compact>
      </section>
    </Card>
  );
}
