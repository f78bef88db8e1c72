import { useState } from 'react';
import { Alert, App, Button, Card, Checkbox, Space, Switch, Typography } from 'antd';
import { type AlertSettings, type StaffRole } from '@contract/api/console';
import { ALERT_KIND_LABELS, ALERT_KINDS, type AlertKind } from '@contract/constants/alerts';
import { errorMessage } from '@/shared/api';
import { useChangeMyAlertsMutation } from '../api/alertsApi';

/**
 * The signed-in staff member's own alerts, sent to their account's e-mail and phone: support opt
 * in; owners always receive. Either unticks the kinds they do not want.
 */
export function MyAlerts({ settings, role }: { settings: AlertSettings; role: StaffRole }) {
  const [optedIn, setOptedIn] = useState(settings.me.opted_in);
  const [wanted, setWanted] = useState<AlertKind[]>(
    ALERT_KINDS.filter((kind) => !settings.me.muted_kinds.includes(kind)),
  );
  const [save, saving] = useChangeMyAlertsMutation();
  const { message } = App.useApp();
  const owner = role === 'owner';

  const submit = async () => {
    const result = await save({
      opted_in: optedIn,
      muted_kinds: ALERT_KINDS.filter((kind) => !wanted.includes(kind)),
    });
    if ('data' in result) void message.success('Your alerts are saved.');
  };

  return (
    <Card title="Your alerts" size="small">
      <Space
        orientation="vertical"
        style={{ width: '100%' }}
        aria-label="Your alerts"
        role="region"
      >
        <Typography.Paragraph style={{ margin: 0 }}>
          Alerts go to your account’s e-mail and phone.{' '}
          {owner
            ? 'As an owner you receive every alert that is on, except the kinds you untick.'
            : 'Support receive alerts once they opt in.'}
        </Typography.Paragraph>
        {owner ? null : (
          <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Switch checked={optedIn} onChange={setOptedIn} aria-label="Send me alerts" />
            Send me alerts
          </label>
        )}
        <Checkbox.Group
          aria-label="Alerts I want"
          value={wanted}
          disabled={!owner && !optedIn}
          style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          options={ALERT_KINDS.map((kind) => ({
            value: kind,
            label: `${ALERT_KIND_LABELS[kind]}${settings.kinds_on.includes(kind) ? '' : ' (off)'}`,
          }))}
          onChange={setWanted}
        />
        {saving.isError ? (
          <Alert type="error" showIcon role="alert" title={errorMessage(saving.error)} />
        ) : null}
        <Button onClick={() => void submit()} loading={saving.isLoading}>
          Save my alerts
        </Button>
      </Space>
    </Card>
  );
}
