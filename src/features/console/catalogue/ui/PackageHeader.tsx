import { useState } from 'react';
import { Alert, App, Button, Space, Switch, Typography } from 'antd';
import type { ConsolePackage, RefreshPlansResponse } from '@contract/api/console';
import { formatNaira } from '@contract/format';
import { errorMessage } from '@/shared/api';
import { useRefreshPlansMutation, useSetPackageActiveMutation } from '../api/catalogueApi';
import { ProviderCommissionButton } from './ProviderCommissionButton';

/** A plan package's switch and the refresh from the provider's plan list. */
export function PackageHeader({ pkg }: { pkg: ConsolePackage }) {
  const { message } = App.useApp();
  const [refresh, refreshing] = useRefreshPlansMutation();
  const [setActive] = useSetPackageActiveMutation();
  const [others, setOthers] = useState<Pick<RefreshPlansResponse, 'unpriced' | 'unreachable'>>();

  async function refreshFromProvider() {
    const result = await refresh(pkg.id);
    if ('error' in result) return void message.error(errorMessage(result.error));
    const { added, updated, unpriced, unreachable } = result.data;
    setOthers({ unpriced, unreachable });
    void message.success(
      added || updated
        ? `${added} new plan${added === 1 ? '' : 's'} (off sale until priced), ${updated} provider price${updated === 1 ? '' : 's'} changed.`
        : 'The provider lists no new plans.',
    );
  }

  return (
    <>
      <Space wrap size="middle" style={{ marginBottom: 12 }}>
        <ProviderCommissionButton pkg={pkg} />
        <Space>
          <Switch
            aria-label={`On sale: ${pkg.title}`}
            checked={pkg.active}
            onChange={(active) => setActive({ id: pkg.id, active })}
          />
          <Typography.Text>{pkg.active ? 'On sale' : 'Off sale'}</Typography.Text>
        </Space>
        <Button onClick={refreshFromProvider} loading={refreshing.isLoading}>
          Refresh plans from provider
        </Button>
      </Space>
      {others && <OtherProviders {...others} />}
    </>
  );
}

/** What the other providers list that no offer of theirs sells yet, after a refresh. */
function OtherProviders({
  unpriced = [],
  unreachable = [],
}: Pick<RefreshPlansResponse, 'unpriced' | 'unreachable'>) {
  if (!unpriced.length && !unreachable.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={`${unpriced.length} unpriced plan${unpriced.length === 1 ? '' : 's'} from other providers`}
      description={
        <>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {unpriced.map((plan) => (
              <li key={`${plan.provider}:${plan.code}`}>
                {plan.provider}: {plan.name} ({plan.code}) at {formatNaira(plan.amount)} —{' '}
                {plan.plan_id === null
                  ? 'matches none of our plans'
                  : 'offer added, disabled until you check its cost and enable it'}
              </li>
            ))}
          </ul>
          {unreachable.length > 0 && (
            <Typography.Text type="secondary">
              Did not answer: {unreachable.join(', ')}
            </Typography.Text>
          )}
        </>
      }
    />
  );
}
