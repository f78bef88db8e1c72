import { Card, Col, Descriptions, Row, Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { fullName, ReferralLink, useGetUserQuery } from '@/entities/user';
import { ApiKeysSection } from '@/features/api-keys';
import { SignOutEverywhere, TransactionPinCard } from '@/features/auth';
import { SavedNumbers } from '@/features/beneficiaries';
import { SellerForm } from '@/features/epins';
import { formatDateTime, formatNaira } from '@contract/format';
import { ChangePasswordForm } from './ChangePasswordForm';
import { CableRemindersSetting } from './CableRemindersSetting';
import { EmailReceiptsSetting } from './EmailReceiptsSetting';
import { MarketingMessagesSetting } from './MarketingMessagesSetting';
import { PhoneForm } from './PhoneForm';
import { WebhookForm } from './WebhookForm';
import { WebhookSecret } from './WebhookSecret';
import styles from './profile.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className={styles.card}>
      <section aria-labelledby={id}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/**
 * /dashboard/profile: name, wallet balance, phone, date joined and referral link; the phone
 * number, receipts-by-e-mail and TV renewal reminder settings; the business name and phone printed
 * on recharge cards; the saved numbers (rename, delete); the webhook URL form with the webhook signing secret,
 * the transaction PIN, the change-password form, sign out everywhere, and API keys.
 */
export function ProfilePage() {
  const { data: user } = useGetUserQuery();
  const { hash } = useLocation();
  // A link to a card (#transaction-pin from a locked purchase) lands on it once the page is drawn.
  useEffect(() => {
    if (user && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [user, hash]);
  if (!user) return <Skeleton active />;
  return (
    <Row gutter={[20, 20]}>
      <Col xs={24} lg={12}>
        <Section id="profile-account" title="Account">
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'name', label: 'Name', children: fullName(user) },
              {
                key: 'wallet',
                label: 'Wallet Balance',
                children: formatNaira(user.wallet_balance),
              },
              { key: 'phone', label: 'Phone', children: user.phone_no },
              { key: 'joined', label: 'Date Joined', children: formatDateTime(user.date_joined) },
            ]}
          />
          <h3 className={styles.subtitle}>Referral Link</h3>
          <ReferralLink referralCode={user.referral_code} />
        </Section>
        <Section id="saved-numbers" title="Saved numbers">
          <SavedNumbers />
        </Section>
        <Section id="profile-contact" title="Phone and receipts">
          <PhoneForm current={user.phone_no} />
          <EmailReceiptsSetting on={user.email_receipts} />
          <br />
          <CableRemindersSetting on={user.cable_reminders} />
          <br />
          <MarketingMessagesSetting />
        </Section>
        <Section id="epin-seller" title="Business name and phone printed on your cards">
          <SellerForm />
        </Section>
        <Section id="profile-webhook" title="Webhook URL">
          <WebhookForm current={user.webhook_url} />
          {user.webhook_secret && <WebhookSecret secret={user.webhook_secret} />}
        </Section>
      </Col>
      <Col xs={24} lg={12}>
        <Section id="transaction-pin" title="Transaction PIN">
          <TransactionPinCard />
        </Section>
        <Section id="profile-password" title="Change Password">
          <ChangePasswordForm />
        </Section>
        <Section id="profile-sign-out" title="Sign out everywhere">
          <SignOutEverywhere />
        </Section>
        <Section id="profile-api-keys" title="API keys">
          <ApiKeysSection />
        </Section>
      </Col>
    </Row>
  );
}
