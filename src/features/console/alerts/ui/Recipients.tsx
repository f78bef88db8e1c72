import { Card, Flex, Tag, Typography } from 'antd';
import { type AlertSettings } from '@contract/api/console';
import { ALERT_KINDS } from '@contract/constants/alerts';
import { ROLE_LABELS } from '@/entities/staff-member';

const kindsReceived = (count: number, on: number) =>
  count === 0 ? 'No alerts' : count === on ? 'Every alert that is on' : `${count} of ${on} kinds`;

/** Who is sent alerts now, and how many of the kinds that are on. */
export function Recipients({ settings }: { settings: AlertSettings }) {
  const on = settings.kinds_on.length;
  return (
    <Card title="Who receives alerts" size="small">
      <ul aria-label="Recipients" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {settings.recipients.map((recipient) => (
          <Flex
            component="li"
            key={recipient.email}
            justify="space-between"
            align="center"
            gap={8}
            wrap
            style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
          >
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong>{recipient.name}</Typography.Text>{' '}
              <Tag>{ROLE_LABELS[recipient.role]}</Tag>
              <Typography.Text
                type="secondary"
                style={{ display: 'block', wordBreak: 'break-all' }}
              >
                {recipient.email}
              </Typography.Text>
            </div>
            <Typography.Text>{kindsReceived(recipient.receives.length, on)}</Typography.Text>
          </Flex>
        ))}
      </ul>
      <Typography.Text type="secondary">
        {ALERT_KINDS.length - on === 0
          ? 'Every kind of alert is on.'
          : `${ALERT_KINDS.length - on} kind(s) of alert are off for everyone.`}
      </Typography.Text>
    </Card>
  );
}
