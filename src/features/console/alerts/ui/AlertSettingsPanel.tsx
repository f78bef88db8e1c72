import { Alert, Col, Row, Typography } from 'antd';
import { roleAllows, useGetConsoleMeQuery } from '@/entities/staff-member';
import { errorMessage } from '@/shared/api';
import { useGetAlertSettingsQuery } from '../api/alertsApi';
import { AlertSettingsForm } from './AlertSettingsForm';
import { MyAlerts } from './MyAlerts';
import { Recipients } from './Recipients';

/** The alerts settings screen: the owners' settings, your own alerts, and who receives them. */
export function AlertSettingsPanel() {
  const { data: me } = useGetConsoleMeQuery();
  const { data: settings, error, isLoading } = useGetAlertSettingsQuery();
  if (isLoading || !me) return <Typography.Text>Loading the alert settings…</Typography.Text>;
  if (!settings) return <Alert type="error" showIcon role="alert" title={errorMessage(error)} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <AlertSettingsForm settings={settings} canChange={roleAllows(me.role, ['owner'])} />
      </Col>
      <Col xs={24} lg={10}>
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <MyAlerts key={`${me.id}`} settings={settings} role={me.role} />
          </Col>
          <Col span={24}>
            <Recipients settings={settings} />
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
