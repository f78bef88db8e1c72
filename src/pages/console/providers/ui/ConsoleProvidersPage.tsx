import { Typography } from 'antd';
import { roleAllows, useGetConsoleMeQuery } from '@/entities/staff-member';
import { ProvidersBoard } from '@/features/console/providers';
import { TrendsBoard } from '@/features/console/trends';

const PROVIDER_CHARTS = ['provider-spend', 'provider-success', 'network-failures'] as const;

/** Console → Providers: the bills providers we buy from, their health, float and today's figures. */
export function ConsoleProvidersPage() {
  const { data: me } = useGetConsoleMeQuery();
  return (
    <>
      <Typography.Title level={1}>Providers</Typography.Title>
      <Typography.Paragraph type="secondary">
        Each order goes to the cheapest healthy provider that sells it. Balances are read every 15
        minutes; success and p95 are for today (Lagos time).
      </Typography.Paragraph>
      <ProvidersBoard canChange={me !== undefined && roleAllows(me.role, ['owner'])} />
      <TrendsBoard title="Provider trends" charts={PROVIDER_CHARTS} />
    </>
  );
}
