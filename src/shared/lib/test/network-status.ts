import { http, HttpResponse } from 'msw';
import type { NetworkStatus, NetworkStatusEntry } from '@contract/api';
import { apiUrl, mswServer } from './msw-server';

/** A package's last hour as network-status/ answers it: good unless the test says otherwise. */
export function buildNetworkStatusEntry(
  overrides: Partial<NetworkStatusEntry> = {},
): NetworkStatusEntry {
  return {
    package_id: 21,
    category_id: 2,
    service: 'data',
    title: 'MTN SME',
    network: 'MTN',
    label: 'MTN SME',
    orders: 20,
    delivered: 19,
    failed: 0,
    pending: 1,
    late: 0,
    success_rate: 1,
    median_seconds: 6,
    state: 'good',
    summary: 'MTN SME: working normally',
    ...overrides,
  };
}

/** network-status/ as it answers with nobody's orders in the hour (every suite's default). */
const quietNetworkStatus = (entries: NetworkStatusEntry[] = []): NetworkStatus => ({
  window_minutes: 60,
  computed_at: '2026-11-25T09:08:20.428Z',
  entries,
});

/** network-status/ answers these entries; returns how many times it was asked. */
export function serveNetworkStatus(entries: NetworkStatusEntry[]) {
  const asked = { count: 0 };
  mswServer.use(
    http.get(apiUrl('network-status/'), () => {
      asked.count += 1;
      return HttpResponse.json({ data: quietNetworkStatus(entries) });
    }),
  );
  return asked;
}
