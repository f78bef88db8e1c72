import {
  networkState,
  networkStatusLabel,
  networkStatusSentence,
  type NetworkStatusFigures,
} from './network-status';

const figures: NetworkStatusFigures = {
  orders: 10,
  delivered: 10,
  failed: 0,
  late: 0,
  median_seconds: 12,
};
const reading = (changes: Partial<NetworkStatusFigures> = {}) => {
  const all = { ...figures, ...changes };
  return { ...all, label: 'MTN SME', state: networkState(all) };
};

it('reads nothing into an hour without orders', () => {
  const quiet = reading({ orders: 0, delivered: 0, median_seconds: null });
  expect(quiet.state).toBe('no_recent_orders');
  expect(networkStatusSentence(quiet)).toBeNull();
});

it('is good within the thresholds, at their edges too', () => {
  for (const changes of [
    {},
    { median_seconds: 30 },
    { orders: 9, delivered: 4, failed: 1, late: 3 },
    { delivered: 3, failed: 1 },
  ]) {
    const good = reading(changes);
    expect(good.state).toBe('good');
    expect(networkStatusSentence(good)).toBe('MTN SME: working normally');
  }
});

it('is slow by the median (rounded up) or by the orders pending after 2 minutes', () => {
  const byMedian = reading({ median_seconds: 30.2 });
  expect(byMedian.state).toBe('slow');
  expect(networkStatusSentence(byMedian)).toBe('MTN SME: slow now, median 31 s');
  const byLate = reading({ orders: 9, delivered: 5, late: 4 });
  expect(byLate.state).toBe('slow');
  expect(networkStatusSentence(byLate)).toBe(
    'MTN SME: slow now, 4 of 9 orders in the last hour still pending',
  );
});

it('is failing under 80% delivered with 5 settled, before slow, the share rounded down', () => {
  const failing = reading({ delivered: 29, failed: 71, median_seconds: 40 });
  expect(failing.state).toBe('failing');
  expect(networkStatusSentence(failing)).toBe(
    'MTN SME: failing now, 29% delivered in the last hour',
  );
  expect(networkStatusSentence(reading({ delivered: 79, failed: 21 }))).toBe(
    'MTN SME: failing now, 79% delivered in the last hour',
  );
  expect(reading({ delivered: 0, failed: 4 }).state).toBe('good');
});

it('calls airtime by its network, the rest by their title', () => {
  expect(networkStatusLabel('airtime', 'MTN')).toBe('MTN airtime');
  expect(networkStatusLabel('data', 'MTN Gifting')).toBe('MTN Gifting');
  expect(networkStatusLabel('cable', 'DSTV')).toBe('DSTV');
});
