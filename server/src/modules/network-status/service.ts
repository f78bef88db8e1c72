import { sql } from 'drizzle-orm';
import { CATEGORY_IDS } from '@contract/constants';
import type { NetworkStatus, NetworkStatusEntry } from '@contract/api';
import {
  NETWORK_STATUS_RULES,
  NETWORK_STATUS_SERVICES,
  networkState,
  networkStatusLabel,
  networkStatusSentence,
  successRate,
  type NetworkStatusService,
} from '@contract/rules/network-status';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/*
 * Each active package's last hour (airtime per network, data per network and data type, each
 * cable, electricity and exam package), counted from our own purchases. The provider a purchase
 * went through is never read: customers see how a network fares, not whom we buy from.
 */

const SERVICE_OF_CATEGORY = new Map<number, NetworkStatusService>(
  NETWORK_STATUS_SERVICES.map((service) => [CATEGORY_IDS[service], service]),
);

interface Row {
  package_id: number;
  category_id: number;
  title: string;
  network_type: string | null;
  orders: number;
  delivered: number;
  failed: number;
  pending: number;
  late: number;
  median_seconds: number | string | null;
}

/**
 * One statement: the packages, each joined to its purchases made in the window. The window's
 * range on created_at is read through transactions_recent_idx (created_at, id; migration 0013), so
 * the hour's rows are found without reading older ones.
 */
export function networkStatusQuery() {
  const { windowMinutes, lateAfterSeconds } = NETWORK_STATUS_RULES;
  const categories = sql.join(
    [...SERVICE_OF_CATEGORY.keys()].map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`
    SELECT p.id AS package_id, p.category_id, p.title, p.network_type,
      count(t.id)::int AS orders,
      count(t.id) FILTER (WHERE t.status = 'confirmed')::int AS delivered,
      count(t.id) FILTER (WHERE t.status IN ('failed', 'reversed'))::int AS failed,
      count(t.id) FILTER (WHERE t.status = 'pending')::int AS pending,
      count(t.id) FILTER (
        WHERE t.status = 'pending'
          AND t.created_at <= now() - make_interval(secs => ${lateAfterSeconds})
      )::int AS late,
      percentile_cont(0.5) WITHIN GROUP (
        ORDER BY extract(epoch FROM t.settled_at - t.created_at)::float8
      ) FILTER (WHERE t.status = 'confirmed' AND t.settled_at IS NOT NULL) AS median_seconds
    FROM packages p
    LEFT JOIN transactions t
      ON t.package_id = p.id
      AND t.kind = 'purchase'
      AND t.created_at > now() - make_interval(mins => ${windowMinutes})
    WHERE p.active AND p.category_id IN (${categories})
    GROUP BY p.id
    ORDER BY p.category_id, p.sort_order, p.id`;
}

const rounded = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

function entryOf(row: Row): NetworkStatusEntry {
  const service = SERVICE_OF_CATEGORY.get(Number(row.category_id));
  // the query reads these categories only
  if (!service) throw new Error(`network status: category ${row.category_id} has no service`);
  const figures = {
    orders: Number(row.orders),
    delivered: Number(row.delivered),
    failed: Number(row.failed),
    pending: Number(row.pending),
    late: Number(row.late),
    median_seconds: row.median_seconds === null ? null : rounded(Number(row.median_seconds), 1),
  };
  const rate = successRate(figures.delivered, figures.failed);
  const reading = {
    ...figures,
    label: networkStatusLabel(service, row.title),
    state: networkState(figures),
  };
  return {
    package_id: Number(row.package_id),
    category_id: Number(row.category_id),
    service,
    title: row.title,
    network: service === 'airtime' ? row.title : service === 'data' ? row.network_type : null,
    ...reading,
    success_rate: rate === null ? null : rounded(rate, 4),
    summary: networkStatusSentence(reading),
  };
}

/** Every package's status now, read from the database (no cache): for this and other modules. */
export async function networkStatusEntries(db: Db): Promise<NetworkStatusEntry[]> {
  return rowsOf<Row>(await db.execute(networkStatusQuery())).map(entryOf);
}

export async function readNetworkStatus(db: Db): Promise<NetworkStatus> {
  const computedAt = new Date();
  return {
    window_minutes: NETWORK_STATUS_RULES.windowMinutes,
    computed_at: computedAt.toISOString(),
    entries: await networkStatusEntries(db),
  };
}

export interface NetworkStatusCacheOptions {
  /** how long an answer is kept; NETWORK_STATUS_RULES.cacheSeconds by default */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The answer kept in this process's memory for a while (it is no money, and a process that reads
 * a little later than another is as right). Requests arriving while it is read share the read; a
 * failed read is not kept.
 */
export function cachedNetworkStatus(
  db: Db,
  {
    ttlMs = NETWORK_STATUS_RULES.cacheSeconds * 1000,
    now = Date.now,
  }: NetworkStatusCacheOptions = {},
): () => Promise<NetworkStatus> {
  let cached: { readAt: number; answer: Promise<NetworkStatus> } | undefined;
  return () => {
    const at = now();
    if (cached && at - cached.readAt < ttlMs) return cached.answer;
    const entry = { readAt: at, answer: readNetworkStatus(db) };
    cached = entry;
    entry.answer.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.answer;
  };
}
