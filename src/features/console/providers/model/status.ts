import type { ConsoleBillsProvider, ProviderStatus } from '@contract/api/console';

/** How a provider's health reads in the console, and its tag colour. */
export const STATUS_VIEW: Record<ProviderStatus, { label: string; color: string }> = {
  up: { label: 'Up', color: 'green' },
  degraded: { label: 'Degraded', color: 'orange' },
  down: { label: 'Down', color: 'red' },
};

/** Why a provider is down or degraded, in words; undefined while it is up. */
export function statusReason(provider: ConsoleBillsProvider): string | undefined {
  if (!provider.enabled) return 'Disabled by the owner';
  if (provider.forced_down) return 'Forced down by the owner';
  if (provider.status === 'down') return 'Not configured on this server';
  if (provider.open_breakers.length > 0)
    return `Failing: ${provider.open_breakers.join(', ')} (orders go elsewhere for now)`;
  return undefined;
}
