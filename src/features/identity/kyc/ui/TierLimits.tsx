import { Card, Descriptions, Flex, Tag } from 'antd';
import type { TierLimits as TierLimitsRow } from '@contract/api/kyc';
import { LIMIT_LABELS, type KycTier } from '@contract/rules/kyc';
import { tierRows } from '../model/limits';
import styles from './kyc.module.css';

/** Every tier's limits, side by side on a wide screen and one under another on a phone. */
export function TierLimits({ limits, tier }: { limits: readonly TierLimitsRow[]; tier: KycTier }) {
  return (
    <Flex wrap gap={12} role="list" aria-label="Limits of each tier">
      {tierRows(limits, tier).map((row) => (
        <Card
          key={row.tier}
          size="small"
          role="listitem"
          aria-current={row.current ? 'true' : undefined}
          className={row.current ? `${styles.tier} ${styles.current}` : styles.tier}
          title={
            <Flex gap={8} align="center" wrap>
              <span>{row.label}</span>
              {row.current && <Tag color="blue">Your tier</Tag>}
            </Flex>
          }
        >
          <p className={styles.needs}>{row.needs}</p>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'single', label: LIMIT_LABELS.single_deposit, children: row.singleDeposit },
              { key: 'daily', label: LIMIT_LABELS.daily_inflow, children: row.dailyInflow },
              { key: 'balance', label: LIMIT_LABELS.balance, children: row.balance },
            ]}
          />
        </Card>
      ))}
    </Flex>
  );
}
