import { sql } from 'drizzle-orm';
import type { ConsoleBillsProvider, ProviderStatus } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { koboToNaira } from '../../../lib/money';
import { breakerStateSql } from '../../purchases/breaker';
import { lagosDay } from '../../reconciliation/provider-balances';

/*
 * Each bills provider as the console shows it: the owner's settings (bills_providers), health
 * (its breakers and the owner's switches), its balance as last recorded by the provider-balance
 * job, and today's pay calls (upstream_calls of the Lagos day): how many delivered and how long
 * they took.
 */

/** The instant the Lagos day of `now` began (Lagos keeps UTC+1 all year). */
export const lagosDayStart = (now: Date): Date => new Date(`${lagosDay(now)}T00:00:00+01:00`);

interface ProviderRow {
  name: string;
  enabled: boolean;
  priority: number;
  forced_down: boolean;
  open_breakers: string[] | null;
  balance_kobo: string | number | null;
  recorded_at: string | Date | null;
  calls: string | number;
  delivered: string | number;
  p95_ms: string | number | null;
}

/**
 * A provider is down when the owner disabled it or forced it down (or it is not registered in
 * this server), degraded while a breaker of one of its services is not closed, else up: the rule
 * of the health answer (purchases/provider-health.ts), with the services named.
 */
function statusOf(row: ProviderRow, registered: boolean): ProviderStatus {
  if (!registered || !row.enabled || row.forced_down) return 'down';
  return (row.open_breakers ?? []).length > 0 ? 'degraded' : 'up';
}

/** Every provider with a settings row, registered ones first in registry order, then by name. */
export async function readProviders(
  db: Db,
  registered: readonly string[],
  lowBalanceKobo: number,
  now = new Date(),
): Promise<ConsoleBillsProvider[]> {
  const since = lagosDayStart(now);
  const rows = rowsOf<ProviderRow>(
    await db.execute(sql`
      SELECT p.name, p.enabled, p.priority, p.forced_down,
        (SELECT array_agg(b.service_id ORDER BY b.service_id) FROM bills_breakers b
          WHERE b.provider = p.name AND ${breakerStateSql} <> 'closed') AS open_breakers,
        bal.balance_kobo, bal.recorded_at,
        coalesce(calls.calls, 0) AS calls, coalesce(calls.delivered, 0) AS delivered, calls.p95_ms
      FROM bills_providers p
      LEFT JOIN LATERAL (
        SELECT balance_kobo, recorded_at FROM provider_balances
        WHERE provider = p.name ORDER BY recorded_at DESC LIMIT 1) bal ON true
      LEFT JOIN LATERAL (
        SELECT count(*) AS calls, count(*) FILTER (WHERE c.state = 'delivered') AS delivered,
          percentile_disc(0.95) WITHIN GROUP (ORDER BY c.duration_ms) AS p95_ms
        FROM upstream_calls c
        WHERE c.provider = p.name AND c.operation IN ('pay', 'pay-resend')
          AND c.created_at >= ${since.toISOString()}::timestamptz
          AND c.created_at <= ${now.toISOString()}::timestamptz) calls ON true
      ORDER BY p.name`),
  );
  const order = (name: string) => {
    const at = registered.indexOf(name);
    return at === -1 ? registered.length : at;
  };
  return rows
    .sort((a, b) => order(a.name) - order(b.name) || a.name.localeCompare(b.name))
    .map((row) => {
      const calls = Number(row.calls);
      const balanceKobo = row.balance_kobo === null ? null : Number(row.balance_kobo);
      return {
        name: row.name,
        enabled: row.enabled,
        priority: Number(row.priority),
        forced_down: row.forced_down,
        status: statusOf(row, registered.includes(row.name)),
        open_breakers: row.open_breakers ?? [],
        balance: balanceKobo === null ? null : koboToNaira(balanceKobo),
        balance_recorded_at:
          row.recorded_at === null ? null : new Date(row.recorded_at).toISOString(),
        low_float: balanceKobo !== null && balanceKobo < lowBalanceKobo,
        calls_today: calls,
        success_rate_today:
          calls === 0 ? null : Math.round((Number(row.delivered) * 1000) / calls) / 10,
        p95_ms_today: row.p95_ms === null ? null : Number(row.p95_ms),
      };
    });
}
