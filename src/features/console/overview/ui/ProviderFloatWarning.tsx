import { Alert } from 'antd';
import { formatNaira } from '@contract/format';
import { useGetProviderFloatQuery } from '../api/reconciliationApi';

/** Read again every five minutes: the balance job records it every fifteen. */
const POLL_MS = 5 * 60 * 1000;

/**
 * The console-wide warning that the bills provider's balance (as last recorded) is below
 * PROVIDER_LOW_BALANCE: purchases fail once it runs out. Owners see the figures.
 */
export function ProviderFloatWarning() {
  const { data } = useGetProviderFloatQuery(undefined, { pollingInterval: POLL_MS });
  if (!data?.low) return null;
  const figures =
    typeof data.balance === 'number' && typeof data.threshold === 'number'
      ? ` It is ${formatNaira(data.balance)}, below ${formatNaira(data.threshold)}.`
      : '';
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      banner
      title={`The VTpass balance is low: top it up before purchases start failing.${figures}`}
    />
  );
}
