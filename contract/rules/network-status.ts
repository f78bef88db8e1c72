/*
 * Network status: how each network's packages (airtime per network, data per network and data
 * type) and each bills package fared over the last hour, read from our own orders, so a customer
 * picks the supplier that is up today. It never names the bills provider behind a package.
 *
 * The server counts the hour's orders; the state word and the sentence the purchase screens show
 * follow from the figures by the rules below, written once for both sides.
 */

/** The services whose packages have a status: the ones a customer chooses a network or biller in. */
export const NETWORK_STATUS_SERVICES = ['airtime', 'data', 'cable', 'electricity', 'exam'] as const;
export type NetworkStatusService = (typeof NETWORK_STATUS_SERVICES)[number];

export const NETWORK_STATES = ['no_recent_orders', 'good', 'slow', 'failing'] as const;
export type NetworkState = (typeof NETWORK_STATES)[number];

export const NETWORK_STATUS_RULES = {
  /** the orders counted: those made in the last this many minutes */
  windowMinutes: 60,
  /** slow: the delivered orders' median time from order to delivery is above this */
  slowMedianSeconds: 30,
  /** an order still pending this long after it was made is late */
  lateAfterSeconds: 120,
  /** slow: more than one in this many of the hour's orders are late (a third) */
  slowLateOneIn: 3,
  /** failing: fewer than this share of the settled orders were delivered... */
  failingBelowRate: 0.8,
  /** ...and at least this many settled (fewer say little) */
  failingMinSettled: 5,
  /** how long a server keeps the computed answer before reading the orders again */
  cacheSeconds: 30,
} as const;

/** The hour's figures of one package, as the API answers them. */
export interface NetworkStatusFigures {
  /** orders made in the hour */
  orders: number;
  /** of them, delivered (confirmed) */
  delivered: number;
  /** failed or reversed */
  failed: number;
  /** still pending 2 minutes or more after they were made */
  late: number;
  /** median seconds from order to delivery of the delivered ones; null when none */
  median_seconds: number | null;
}

/** The share of settled orders that were delivered, 0 to 1; null when none settled. */
export function successRate(delivered: number, failed: number): number | null {
  const settled = delivered + failed;
  return settled === 0 ? null : delivered / settled;
}

/** The state word: failing before slow before good; no_recent_orders when nobody bought. */
export function networkState(figures: NetworkStatusFigures): NetworkState {
  const { orders, delivered, failed, late, median_seconds: median } = figures;
  if (orders === 0) return 'no_recent_orders';
  const rate = successRate(delivered, failed);
  const failing =
    rate !== null &&
    delivered + failed >= NETWORK_STATUS_RULES.failingMinSettled &&
    rate < NETWORK_STATUS_RULES.failingBelowRate;
  if (failing) return 'failing';
  if (slowByMedian(median) || slowByLate(late, orders)) return 'slow';
  return 'good';
}

const slowByMedian = (median: number | null) =>
  median !== null && median > NETWORK_STATUS_RULES.slowMedianSeconds;

const slowByLate = (late: number, orders: number) =>
  late * NETWORK_STATUS_RULES.slowLateOneIn > orders;

/** What a package is called in its sentence: airtime by network ("MTN airtime"), others by title. */
export const networkStatusLabel = (service: NetworkStatusService, title: string): string =>
  service === 'airtime' ? `${title} airtime` : title;

/** One package's status as the strip reads it. */
export interface NetworkStatusReading extends NetworkStatusFigures {
  label: string;
  state: NetworkState;
}

/** Whole percent of settled orders delivered, rounded down, in integers (0.29 * 100 is 28.99...). */
const deliveredPercent = (delivered: number, failed: number) =>
  delivered + failed === 0 ? 0 : Math.floor((delivered * 100) / (delivered + failed));

/**
 * The sentence the purchase screens show, e.g. "MTN SME: slow now, median 40 s"; null when
 * nobody bought in the hour (nothing to say). The median is rounded up (above 30 s never reads 30).
 * The percentage is rounded down (below 80% never reads 80%).
 */
export function networkStatusSentence(reading: NetworkStatusReading): string | null {
  const { label, state, orders, delivered, failed, late, median_seconds: median } = reading;
  switch (state) {
    case 'no_recent_orders':
      return null;
    case 'good':
      return `${label}: working normally`;
    case 'slow':
      return slowByMedian(median)
        ? `${label}: slow now, median ${Math.ceil(median ?? 0)} s`
        : `${label}: slow now, ${late} of ${orders} orders in the last hour still pending`;
    case 'failing':
      return `${label}: failing now, ${deliveredPercent(delivered, failed)}% delivered in the last hour`;
  }
}
