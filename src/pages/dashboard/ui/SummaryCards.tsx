import { Card, Col, Row } from 'antd';
import { useLayoutEffect, type ReactNode } from 'react';
import type { User } from '@contract/api';
import { levelTitle } from '@contract/constants';
import { ROUTES } from '@/shared/config';
import { formatNaira } from '@contract/format';
import { removeFirstView } from '@/shared/lib/dom';
import { LinkButton } from '@/shared/ui/link-button';
import styles from './dashboard.module.css';

interface SummaryCardProps {
  title: string;
  value: string;
  action: ReactNode;
}

function SummaryCard({ title, value, action }: SummaryCardProps) {
  const id = `summary-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card className={styles.summary}>
      <section aria-labelledby={id}>
        <h2 id={id} className={styles.summaryTitle}>
          {title}
        </h2>
        <p className={styles.summaryValue}>{value}</p>
        {action}
      </section>
    </Card>
  );
}

/** Wallet Balance, Referral Bonus and User Level cards with their actions. */
export function SummaryCards({ user }: { user: User }) {
  // the balance the server drew in the page gives way to this one before the frame is painted
  useLayoutEffect(removeFirstView, []);
  const isApi = user.user_level === 'api';
  return (
    <Row gutter={[16, 16]} className={styles.block}>
      <Col xs={24} md={8}>
        <SummaryCard
          title="Wallet Balance"
          value={formatNaira(user.wallet_balance)}
          action={
            <LinkButton to={ROUTES.fundWallet} size="small">
              Fund Wallet
            </LinkButton>
          }
        />
      </Col>
      <Col xs={24} md={8}>
        <SummaryCard
          title="Referral Bonus"
          value={formatNaira(user.bonus)}
          action={
            <LinkButton to={ROUTES.transferBonus} size="small">
              Transfer
            </LinkButton>
          }
        />
      </Col>
      <Col xs={24} md={8}>
        <SummaryCard
          title="User Level"
          value={levelTitle(user.user_level)}
          action={
            <LinkButton to={ROUTES.upgrade} size="small" variant={isApi ? 'outline' : 'primary'}>
              {isApi ? 'Downgrade' : 'Upgrade'}
            </LinkButton>
          }
        />
      </Col>
    </Row>
  );
}
