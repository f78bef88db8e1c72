import { Alert } from 'antd';
import type { NetworkState } from '@contract/rules/network-status';
import { networkStatusSentence } from '@contract/rules/network-status';
import { useGetNetworkStatusQuery } from '../api/networkStatusApi';

/** Read again every minute while a purchase screen is open and in front. */
export const NETWORK_STATUS_POLL_MS = 60_000;

/** Only a package that is slow or failing is worth the space; good and quiet show nothing. */
const ALERT_TYPE: Partial<Record<NetworkState, 'warning' | 'error'>> = {
  slow: 'warning',
  failing: 'error',
};

/**
 * One line under the network choice of a purchase screen when the chosen package is slow or
 * failing now ("MTN SME: slow now, median 40 s"), from our own orders of the last hour. It asks for
 * the status while the screen is open, before a package is chosen, so the answer is there when one is.
 */
export function NetworkStatusStrip({ packageId }: { packageId: number | undefined }) {
  const { data } = useGetNetworkStatusQuery(undefined, {
    pollingInterval: NETWORK_STATUS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const entry =
    packageId === undefined
      ? undefined
      : data?.entries.find((candidate) => candidate.package_id === packageId);
  const type = entry && ALERT_TYPE[entry.state];
  const sentence = entry && networkStatusSentence(entry);
  if (!type || !sentence) return null;
  return <Alert type={type} showIcon role="status" title={sentence} style={{ marginBottom: 16 }} />;
}
