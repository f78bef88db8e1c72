import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { CONSOLE_ROUTES } from '@contract/navigation';
import { SentAlerts } from '@/features/console/alerts';
import { usePageTitle } from '@/shared/lib/dom';

/** The record of alerts sent, newest first. */
export function ConsoleSentAlertsPage() {
  usePageTitle('Sent alerts');
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Sent alerts
        </Typography.Title>
        <Link to={CONSOLE_ROUTES.alerts}>Alert settings</Link>
      </Flex>
      <SentAlerts />
    </>
  );
}
