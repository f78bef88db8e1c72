import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { App, Button, Input, Space } from 'antd';
import { referralLink } from '../model/referral';
import styles from './referral-link.module.css';

/** The user's referral link, read-only, with a Copy button. */
export function ReferralLink({ referralCode }: { referralCode: string }) {
  const { notification } = App.useApp();
  const link = referralLink(referralCode);
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
  );
}
