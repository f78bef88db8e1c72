import { App, Button, Space, Switch, Typography } from 'antd';
import type { ConsolePackage } from '@contract/api/console';
import { errorMessage } from '@/shared/api';
import { useRefreshPlansMutation, useSetPackageActiveMutation } from '../api/catalogueApi';
import { ProviderCommissionButton } from './ProviderCommissionButton';

/** A plan package's switch and the refresh from the provider's plan list. */
export function PackageHeader({ pkg }: { pkg: ConsolePackage }) {
  const { message } = App.useApp();
  const [refresh, refreshing] = useRefreshPlansMutation();
  const [setActive] = useSetPackageActiveMutation();

  async function refreshFromProvider() {
    const result = await refresh(pkg.id);
    if ('error' in result) return void message.error(errorMessage(result.error));
    const { added, updated } = result.data;
    void message.success(
      added || updated
        ? `${added} new plan${added === 1 ? '' : 's'} (off sale until priced), ${updated} provider price${updated === 1 ? '' : 's'} changed.`
        : 'The provider lists no new plans.',
    );
  }

  return (
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
  );
}
