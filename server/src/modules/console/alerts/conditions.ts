import { sql } from 'drizzle-orm';
import type { AlertKind } from '@contract/constants/alerts';
import { CATEGORY_IDS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { CONSOLE_ROUTES } from '@contract/navigation';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { koboToNaira } from '../../../lib/money';

/*
 * What is wrong right now, kind by kind: each trouble names its subject (one incident each) and
 * says what an owner needs to know, with the console page to act on. The checks only read.
 */

export interface Trouble {
  subject: string;
  message: string;
  /** the console page it is about (a path) */
  link: string;
}

export interface TroubleThresholds {
  failureRatePercent: number;
  failureMinPurchases: number;
  attentionAgeMinutes: number;
  webhookBacklog: number;
  lowFloatKobo: number;
}

/** A network's failure rate is read over this window. */
export const FAILURE_WINDOW_MINUTES = 30;

/** an instant as a SQL timestamptz */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

const naira = (kobo: number | string) => formatNaira(koboToNaira(Number(kobo)));

/** Each provider's service whose breaker is open (or half-open, probing): orders go elsewhere. */
async function openBreakers(db: Db): Promise<Trouble[]> {
  const rows = rowsOf<{ provider: string; service_id: string }>(
    await db.execute(sql`
      SELECT provider, service_id FROM bills_breakers WHERE opened_at IS NOT NULL
      ORDER BY provider, service_id`),
  );
  return rows.map((row) => ({
    subject: `${row.provider} ${row.service_id}`,
    message:
      `${row.provider} keeps failing ${row.service_id} orders: its circuit breaker opened and ` +
      'new orders go to the other providers until it recovers.',
    link: CONSOLE_ROUTES.providers,
  }));
}

/** What a breaker's incident closing says. */
export const breakerClosedMessage = (subject: string) => {
  const [provider = subject, service = ''] = subject.split(' ');
  return `${provider} takes ${service} orders again: its circuit breaker closed.`;
};

/** The enabled bills providers whose last recorded balance is below the low-float threshold. */
async function lowFloat(db: Db, t: TroubleThresholds): Promise<Trouble[]> {
  const rows = rowsOf<{ name: string; balance_kobo: number | string }>(
    await db.execute(sql`
      SELECT p.name, last.balance_kobo FROM bills_providers p
      JOIN LATERAL (SELECT balance_kobo FROM provider_balances b WHERE b.provider = p.name
        ORDER BY recorded_at DESC, id DESC LIMIT 1) last ON true
      WHERE p.enabled AND last.balance_kobo < ${t.lowFloatKobo}
      ORDER BY p.name`),
  );
  return rows.map((row) => ({
    subject: row.name,
    message:
      `${row.name} float is ${naira(row.balance_kobo)}, below ${naira(t.lowFloatKobo)}. ` +
      'Fund it before orders start failing.',
    link: CONSOLE_ROUTES.providers,
  }));
}

/** How a purchase was settled, as an owner reads it in a conflict's alert. */
const SETTLED_AS: Record<string, string> = {
  confirmed: 'delivered',
  failed: 'refunded',
  reversed: 'refunded (reversed)',
};

/**
 * Each purchase with a conflict not yet resolved (the provider contradicting its settlement),
 * told with its amount and how, and by whom, it was settled: nothing moves money until an owner
 * resolves it.
 */
async function unresolvedConflicts(db: Db): Promise<Trouble[]> {
  const rows = rowsOf<{
    tx_ref: string;
    provider: string | null;
    amount_kobo: number | string;
    provider_state: string;
    decided_status: string;
    decided_by: string;
  }>(
    await db.execute(sql`
      SELECT DISTINCT ON (t.tx_ref) t.tx_ref, t.provider, t.amount_kobo, c.provider_state,
        c.decided_status, c.decided_by
      FROM settlement_conflicts c JOIN transactions t ON t.id = c.transaction_id
      WHERE c.resolved_at IS NULL
      ORDER BY t.tx_ref, c.detected_at DESC`),
  );
  return rows.map((row) => {
    const settled = SETTLED_AS[row.decided_status] ?? row.decided_status;
    const by = row.decided_by ? `by ${row.decided_by}` : 'automatically';
    return {
      subject: row.tx_ref,
      message:
        `${row.provider ?? 'The provider'} now says ${row.provider_state} for purchase ` +
        `${row.tx_ref} (${naira(row.amount_kobo)}), which was settled as ${settled} ${by}. No money moved: ` +
        'resolve it in the console.',
      link: CONSOLE_ROUTES.conflicts,
    };
  });
}

/** Purchases waiting for an operator longer than the attention age: one incident for them all. */
async function staleAttention(db: Db, t: TroubleThresholds, now: Date): Promise<Trouble[]> {
  const before = at(new Date(now.getTime() - t.attentionAgeMinutes * 60_000));
  const [row] = rowsOf<{ waiting: number | string; oldest: string }>(
    await db.execute(sql`
      SELECT t.tx_ref AS oldest, count(*) OVER () AS waiting
      FROM transactions_pending p JOIN transactions t ON t.id = p.transaction_id
      WHERE p.kind = 'purchase' AND t.status = 'pending' AND p.needs_attention_at <= ${before}
      ORDER BY p.needs_attention_at, t.id LIMIT 1`),
  );
  const waiting = Number(row?.waiting ?? 0);
  if (waiting === 0) return [];
  return [
    {
      subject: 'purchases',
      message:
        `${waiting} purchase${waiting === 1 ? '' : 's'} ${waiting === 1 ? 'has' : 'have'} ` +
        `needed attention for over ${t.attentionAgeMinutes} minutes` +
        ` (oldest ${row?.oldest}). Settle them in the console.`,
      link: CONSOLE_ROUTES.attention,
    },
  ];
}

/** Networks (airtime and data) whose purchases in the window failed above the threshold. */
async function failingNetworks(db: Db, t: TroubleThresholds, now: Date): Promise<Trouble[]> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MINUTES * 60_000);
  const rows = rowsOf<{ network: string; purchases: number | string; failed: number | string }>(
    await db.execute(sql`
      SELECT upper(coalesce(k.network_type, k.title)) AS network, count(*) AS purchases,
        count(*) FILTER (WHERE t.status IN ('failed', 'reversed')) AS failed
      FROM transactions t JOIN packages k ON k.id = t.package_id
      WHERE t.kind = 'purchase' AND t.created_at > ${at(since)} AND t.created_at <= ${at(now)}
        AND k.category_id IN (${CATEGORY_IDS.airtime}, ${CATEGORY_IDS.data})
      GROUP BY 1 ORDER BY 1`),
  );
  return rows
    .map((row) => ({
      network: row.network,
      total: Number(row.purchases),
      failed: Number(row.failed),
    }))
    .filter(
      (row) =>
        row.total >= t.failureMinPurchases && row.failed * 100 >= t.failureRatePercent * row.total,
    )
    .map((row) => ({
      subject: row.network,
      message:
        `${row.network}: ${row.failed} of ${row.total} purchases failed in the last ` +
        `${FAILURE_WINDOW_MINUTES} minutes (${Math.round((row.failed * 100) / row.total)}%, ` +
        `above ${t.failureRatePercent}%).`,
      link: CONSOLE_ROUTES.transactions,
    }));
}

/** Each staff money movement waiting for a second owner. */
async function waitingApprovals(db: Db): Promise<Trouble[]> {
  const rows = rowsOf<{ id: number; direction: string; amount_kobo: string; requested_by: string }>(
    await db.execute(sql`
      SELECT a.id, a.direction, a.amount_kobo, u.email AS requested_by
      FROM console_adjustment_approvals a JOIN users u ON u.id = a.requested_by
      WHERE a.status = 'pending' ORDER BY a.id`),
  );
  return rows.map((row) => ({
    subject: `approval ${row.id}`,
    message:
      `${row.requested_by} asks for a ${row.direction} of ${naira(row.amount_kobo)}: ` +
      'it waits for another owner to approve or decline it.',
    link: CONSOLE_ROUTES.approvals,
  }));
}

/** The outgoing webhook deliveries still pending, when above the threshold. */
async function webhookBacklog(db: Db, t: TroubleThresholds): Promise<Trouble[]> {
  const [row] = rowsOf<{ pending: number | string }>(
    await db.execute(
      sql`SELECT count(*) AS pending FROM webhook_deliveries WHERE status = 'pending'`,
    ),
  );
  const pending = Number(row?.pending ?? 0);
  if (pending <= t.webhookBacklog) return [];
  return [
    {
      subject: 'outgoing deliveries',
      message:
        `${pending} webhook deliveries to resellers are waiting (more than ${t.webhookBacklog}). ` +
        'Check the receivers and the delivery log.',
      link: CONSOLE_ROUTES.webhooks,
    },
  ];
}

/** Each kind's check. */
export const TROUBLE_CHECKS: Record<
  AlertKind,
  (db: Db, thresholds: TroubleThresholds, now: Date) => Promise<Trouble[]>
> = {
  breaker: openBreakers,
  low_float: lowFloat,
  conflict: unresolvedConflicts,
  attention: staleAttention,
  failure_rate: failingNetworks,
  approval: waitingApprovals,
  webhook_backlog: webhookBacklog,
};
