import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { AlertSettingsPanel } from '@/features/console/alerts';
import { usePageTitle } from '@/shared/lib/dom';

/** Alerts: what trouble is told to whom, and when. */
export function ConsoleAlertsPage() {
  usePageTitle('Alerts');
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Alerts
        </Typography.Title>
        <Link to={CONSOLE_ROUTES.sentAlerts}>Sent alerts</Link>
      </Flex>
      <Typography.Paragraph>
        When trouble starts, owners and the staff who opted in get an e-mail and an SMS, once per
        incident: the next alert about the same thing comes after it has cleared.
      </Typography.Paragraph>
      <AlertSettingsPanel />
    </>
  );
}
