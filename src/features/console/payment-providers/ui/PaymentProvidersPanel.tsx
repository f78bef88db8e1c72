import { Alert, Col, Row, Typography } from 'antd';
import { roleAllows, useGetConsoleMeQuery } from '@/entities/staff-member';
import { errorMessage } from '@/shared/api';
import { useGetPaymentProvidersQuery } from '../api/paymentProvidersApi';
import { ChargeForm } from './ChargeForm';
import { PreferenceForm } from './PreferenceForm';
import { ProviderCard } from './ProviderCard';

/**
 * Console → Payments providers: every staff member sees each provider's state and funding; an
 * owner chooses where card checkouts go first and sets Paystack's deposit charge, with a reason.
 */
export function PaymentProvidersPanel() {
  const { data: me } = useGetConsoleMeQuery();
  const { data: providers, error, isLoading } = useGetPaymentProvidersQuery();
  if (isLoading || !me) return <Typography.Text>Loading the payments providers…</Typography.Text>;
  if (!providers) return <Alert type="error" showIcon role="alert" title={errorMessage(error)} />;
  const canChange = roleAllows(me.role, ['owner']);
  const paystack = providers.find((row) => row.provider === 'paystack');
  return (
    <Row gutter={[16, 16]}>
      {providers.map((provider) => (
        <Col key={provider.provider} xs={24} lg={12}>
          <ProviderCard provider={provider} />
        </Col>
      ))}
      {canChange ? null : (
        <Col span={24}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Only an owner changes these.
          </Typography.Paragraph>
        </Col>
      )}
      <Col xs={24} lg={12}>
        <PreferenceForm providers={providers} canChange={canChange} />
      </Col>
      {paystack ? (
        <Col xs={24} lg={12}>
          <ChargeForm paystack={paystack} canChange={canChange} />
        </Col>
      ) : null}
    </Row>
  );
}
