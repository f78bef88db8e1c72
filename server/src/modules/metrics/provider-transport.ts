import type { Transport } from '../../ports/http';
import { statusClass, type Metrics } from './registry';

export type ProviderName = 'monnify' | 'paystack' | 'vtpass' | 'clubkonnect' | 'termii';

/** Plain fetch, as the provider clients use by default. */
export const fetchTransport: Transport = (url, init) => fetch(url, init);

/**
 * The provider's transport, timed: every call's latency by outcome (status class, or `error` when
 * no answer came), and calls without a usable answer counted as errors (timeout, network, 5xx).
 */
export function measuredTransport(
  provider: ProviderName,
  transport: Transport,
  metrics: Pick<Metrics, 'providerDuration' | 'providerErrors'>,
): Transport {
  return async (url, init) => {
    const stop = metrics.providerDuration.startTimer({ provider });
    try {
      const response = await transport(url, init);
      stop({ outcome: statusClass(response.status) });
      if (response.status >= 500) metrics.providerErrors.inc({ provider, reason: 'http_5xx' });
      return response;
    } catch (error) {
      stop({ outcome: 'error' });
      metrics.providerErrors.inc({ provider, reason: init.signal.aborted ? 'timeout' : 'network' });
      throw error;
    }
  };
}
