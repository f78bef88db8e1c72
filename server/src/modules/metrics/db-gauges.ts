import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { SERVICES } from '@contract/services';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ledgerSums } from '../wallet/ledger';

/*
 * Gauges read from the database at each scrape, by small queries on indexed or small tables
 * (transactions_pending, the pending webhooks' partial index, the recent-transactions index).
 * Every process sharing the database reports the same values: aggregate them with max(), not
 * sum(). The ledger check reads every entry, so it runs at most once per LEDGER_CHECK_EVERY_MS
 * per process and the gauges keep its last result.
 */

/** The window of nairatop_purchases_recent. */
export const RECENT_WINDOW_MINUTES = 15;
export const LEDGER_CHECK_EVERY_MS = 10 * 60 * 1000;

const SERVICE_BY_CATEGORY = new Map<number, string>(
  SERVICES.map((service) => [service.categoryId, service.key]),
);

export interface DbGauges {
  /** reads the database into the gauges; false when it could not (nairatop_db_up is then 0) */
  refresh(): Promise<boolean>;
}

export function createDbGauges(db: Db, registry: Registry, now: () => number = Date.now): DbGauges {
  const gauge = <L extends string>(name: string, help: string, labelNames: L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });
  const up = gauge('nairatop_db_up', '1 when the last scrape read the database, else 0');
  const pending = gauge(
    'nairatop_pending_transactions',
    'Transactions pending now, by kind (purchase, sms, airtime_to_cash...)',
    ['kind'],
  );
  const attention = gauge(
    'nairatop_needs_attention_purchases',
    'Pending purchases no provider answer settles: they wait for an operator',
  );
  const backlog = gauge('nairatop_webhook_backlog', 'Outbound webhooks waiting to be delivered');
  const backlogAge = gauge(
    'nairatop_webhook_backlog_oldest_seconds',
    'Age of the oldest outbound webhook still waiting (0 when none)',
  );
  const recent = gauge(
    'nairatop_purchases_recent',
    `Purchases created in the last ${RECENT_WINDOW_MINUTES} minutes, by service and status now`,
    ['service', 'status'],
  );
  const mismatched = gauge(
    'nairatop_ledger_mismatched_users',
    'Users whose balance differs from the sum of their ledger entries, at the last check',
  );
  const ledgerCheckedAt = gauge(
    'nairatop_ledger_checked_timestamp_seconds',
    'When this process last ran the ledger check (Unix time)',
  );
  let lastLedgerCheck = -Infinity;

  async function readLedger() {
    if (now() - lastLedgerCheck < LEDGER_CHECK_EVERY_MS) return;
    const check = await db.transaction((tx) => ledgerSums(tx), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    lastLedgerCheck = now();
    mismatched.set(check.mismatches.length);
    ledgerCheckedAt.set(Math.floor(lastLedgerCheck / 1000));
  }

  async function read() {
    const pendingRows = rowsOf<{ kind: string; n: number }>(
      await db.execute(
        sql`SELECT kind, count(*)::int AS n,
              count(*) FILTER (WHERE needs_attention_at IS NOT NULL)::int AS attention
            FROM transactions_pending GROUP BY kind`,
      ),
    ) as { kind: string; n: number; attention: number }[];
    pending.reset();
    for (const row of pendingRows) pending.set({ kind: row.kind }, Number(row.n));
    attention.set(pendingRows.reduce((sum, row) => sum + Number(row.attention), 0));

    const [webhooks] = rowsOf<{ n: number; oldest: number | string | null }>(
      await db.execute(
        sql`SELECT count(*)::int AS n, extract(epoch FROM now() - min(created_at)) AS oldest
            FROM webhook_deliveries WHERE status = 'pending'`,
      ),
    );
    backlog.set(Number(webhooks?.n ?? 0));
    backlogAge.set(Math.max(0, Number(webhooks?.oldest ?? 0)));

    const recentRows = rowsOf<{ category_id: number; status: string; n: number }>(
      await db.execute(
        sql`SELECT category_id, status, count(*)::int AS n FROM transactions
            WHERE created_at > now() - make_interval(mins => ${RECENT_WINDOW_MINUTES})
              AND category_id IS NOT NULL
            GROUP BY category_id, status`,
      ),
    );
    recent.reset();
    for (const row of recentRows) {
      const service =
        SERVICE_BY_CATEGORY.get(Number(row.category_id)) ?? `category_${row.category_id}`;
      recent.inc({ service, status: row.status }, Number(row.n));
    }
    await readLedger();
  }

  return {
    async refresh() {
      try {
        await read();
        up.set(1);
        return true;
      } catch {
        up.set(0);
        return false;
      }
    },
  };
}
