import { act, screen, waitFor } from '@testing-library/react';
import {
  buildNetworkStatusEntry,
  renderWithProviders,
  serveNetworkStatus,
} from '@/shared/lib/test';
import { NETWORK_STATUS_POLL_MS, NetworkStatusStrip } from './NetworkStatusStrip';

const mtnSme = 21;
const mtnGifting = 22;

const slowSme = buildNetworkStatusEntry({
  package_id: mtnSme,
  median_seconds: 40,
  state: 'slow',
});
const goodGifting = buildNetworkStatusEntry({
  package_id: mtnGifting,
  title: 'MTN Gifting',
  label: 'MTN Gifting',
});

async function renderStrip(packageId: number) {
  renderWithProviders(<NetworkStatusStrip packageId={packageId} />);
  return screen.findByRole('status');
}

it('says a slow package is slow, as a warning', async () => {
  serveNetworkStatus([slowSme, goodGifting]);
  const strip = await renderStrip(mtnSme);
  expect(strip).toHaveTextContent('MTN SME: slow now, median 40 s');
  expect(strip).toHaveClass('ant-alert-warning');
});

it('says a failing package is failing, as an error', async () => {
  serveNetworkStatus([
    buildNetworkStatusEntry({ package_id: mtnSme, delivered: 12, failed: 8, state: 'failing' }),
  ]);
  const strip = await renderStrip(mtnSme);
  expect(strip).toHaveTextContent('MTN SME: failing now, 60% delivered in the last hour');
  expect(strip).toHaveClass('ant-alert-error');
});

it('shows nothing for a good package, one nobody bought lately, or before one is chosen', async () => {
  serveNetworkStatus([
    slowSme,
    goodGifting,
    buildNetworkStatusEntry({ package_id: 23, orders: 0, state: 'no_recent_orders' }),
  ]);
  renderWithProviders(
    <>
      <NetworkStatusStrip packageId={mtnGifting} />
      <NetworkStatusStrip packageId={23} />
      <NetworkStatusStrip packageId={undefined} />
      <NetworkStatusStrip packageId={mtnSme} />
    </>,
  );
  // the slow one shows once the status is read; it alone
  expect(await screen.findByRole('status')).toHaveTextContent('MTN SME: slow now');
  expect(screen.getAllByRole('status')).toHaveLength(1);
});

it('reads the status again every minute while it is shown', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const asked = serveNetworkStatus([slowSme]);
  renderWithProviders(<NetworkStatusStrip packageId={mtnSme} />);
  expect(await screen.findByRole('status')).toBeInTheDocument();
  serveNetworkStatus([buildNetworkStatusEntry({ package_id: mtnSme })]);
  act(() => jest.advanceTimersByTime(NETWORK_STATUS_POLL_MS));
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  expect(asked.count).toBe(1);
});
