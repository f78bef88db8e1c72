import { useState } from 'react';
import { Alert, Spin } from 'antd';
import type { ConsoleBillsProvider } from '@contract/api/console';
import { errorMessage, type RequestError } from '@/shared/api';
import {
  useGetConsoleProvidersQuery,
  useSetProviderEnabledMutation,
  useSetProviderForcedDownMutation,
  useSetProviderPriorityMutation,
} from '../api/providersApi';
import { ChangeDialog, type ChangeDialogProps } from './ChangeDialog';
import { ProvidersTable, type ProviderAction } from './ProvidersTable';

interface Pending {
  provider: ConsoleBillsProvider;
  action: ProviderAction;
}

type Result = { data: unknown } | { error: unknown };
const refusal = (result: Result) =>
  'error' in result ? errorMessage(result.error as RequestError) : undefined;

/** What each change asks and explains. */
function dialogOf({ provider, action }: Pending) {
  const name = provider.name;
  const texts: Record<ProviderAction, Omit<ChangeDialogProps, 'onSubmit' | 'onClose'>> = {
    'force-down': {
      title: `Force ${name} down`,
      explanation: `No new order goes to ${name} until you release it; orders already with it are still settled there. Its offers stay as they are.`,
      okText: 'Force down',
      danger: true,
    },
    release: {
      title: `Release ${name}`,
      explanation: `Orders may go to ${name} again when it is the cheapest healthy provider.`,
      okText: 'Release',
    },
    disable: {
      title: `Disable ${name}`,
      explanation: `${name} stops selling anything. This is refused while it is the only enabled provider of a product on sale.`,
      okText: 'Disable',
      danger: true,
    },
    enable: {
      title: `Enable ${name}`,
      explanation: `${name}'s enabled offers may be sold again.`,
      okText: 'Enable',
    },
    priority: {
      title: `Priority of ${name}`,
      explanation:
        'Between offers of the same cost, the provider with the lower priority gets the order.',
      okText: 'Save',
      number: { label: 'Priority', initial: provider.priority, min: 0, max: 10_000 },
    },
  };
  return texts[action];
}

/**
 * Console → Providers: every staff member sees each provider's health, balance and today's
 * figures; the owner (`canChange`) enables, disables, reorders and forces down, each with a reason.
 */
export function ProvidersBoard({ canChange }: { canChange: boolean }) {
  const { data, error, isLoading } = useGetConsoleProvidersQuery();
  const [pending, setPending] = useState<Pending>();
  const [setEnabled] = useSetProviderEnabledMutation();
  const [setForcedDown] = useSetProviderForcedDownMutation();
  const [setPriority] = useSetProviderPriorityMutation();

  if (isLoading) return <Spin description="Loading the providers..." />;
  if (!data) return <Alert type="error" showIcon title={errorMessage(error)} role="alert" />;

  async function send(change: Pending, reason: string, number?: number) {
    const name = change.provider.name;
    switch (change.action) {
      case 'enable':
      case 'disable':
        return refusal(await setEnabled({ name, enabled: change.action === 'enable', reason }));
      case 'force-down':
      case 'release':
        return refusal(
          await setForcedDown({ name, forced_down: change.action === 'force-down', reason }),
        );
      case 'priority':
        return refusal(await setPriority({ name, priority: number ?? 0, reason }));
    }
  }

  return (
    <>
      <ProvidersTable
        providers={data}
        onAction={canChange ? (provider, action) => setPending({ provider, action }) : undefined}
      />
      {pending && (
        <ChangeDialog
          {...dialogOf(pending)}
          onSubmit={({ reason, number }) => send(pending, reason, number)}
          onClose={() => setPending(undefined)}
        />
      )}
    </>
  );
}
