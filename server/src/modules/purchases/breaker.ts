import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { BillsOutcome } from '../../ports/bills';

/*
 * The circuit breaker of each provider's service (bills_breakers, shared by every server process).
 * Closed: orders go. It opens after BREAKER.failures health failures within BREAKER.windowMs; open,
 * routing skips the provider for that service. After BREAKER.coolDownMs it is half-open: one order
 * at a time may go as a probe (a lease of BREAKER.probeLeaseMs); a success closes it, a failure
 * opens it again for another cool-down.
 *
 * The numbers: 5 failures in 60 s is an outage rather than a customer's bad number (those are
 * successes here: the provider answered) or one slow call, and at the few orders a second a busy
 * service sees, 60 s holds enough of them to notice one within seconds. A 30 s cool-down makes a
 * down provider cost at most one probe order per service every 30 s (it fails over, or stays
 * pending if it times out) while bringing a recovered provider back within half a minute.
 *
 * A timeout counts against health like a refusal, but never moves the order (engine.ts).
 */
export const BREAKER = {
  failures: 5,
  windowMs: 60_000,
  coolDownMs: 30_000,
  probeLeaseMs: 120_000,
} as const;

export type Health = 'success' | 'failure' | 'neutral';

/**
 * What a pay answer says about the provider's health: a definite provider-side refusal or no
 * answer at all (a timeout, a network error) is a failure; a delivery, or a refusal of the order
 * itself (the provider worked), a success; anything else (processing, reversed) says nothing.
 */
export function healthOf(outcome: Pick<BillsOutcome, 'state' | 'providerSide' | 'code'>): Health {
  if (outcome.state === 'delivered') return 'success';
  if (outcome.state === 'failed') return outcome.providerSide ? 'failure' : 'success';
  if (outcome.state === 'pending' && outcome.code === undefined) return 'failure';
  return 'neutral';
}

const seconds = (ms: number) => ms / 1000;

/**
 * Where a breaker is kept: bills providers' services in bills_breakers, payments providers'
 * (card checkout) in payments_breakers; the same rules for both.
 */
export type BreakerTable = 'bills_breakers' | 'payments_breakers';

/** Records one pay answer's health for the provider's service. */
export async function recordHealth(
  db: Db,
  provider: string,
  serviceId: string,
  health: Health,
  table: BreakerTable = 'bills_breakers',
) {
  if (health === 'neutral') return;
  const breakers = sql.identifier(table);
  if (health === 'success') {
    // A no-op (no write) while the breaker is healthy, the usual case.
    await db.execute(sql`
      UPDATE ${breakers} SET failures = 0, window_started_at = NULL, opened_at = NULL,
        probe_until = NULL
      WHERE provider = ${provider} AND service_id = ${serviceId}
        AND (failures > 0 OR opened_at IS NOT NULL OR probe_until IS NOT NULL)`);
    return;
  }
  const inWindow = sql`b.window_started_at > now() - make_interval(secs => ${seconds(BREAKER.windowMs)})`;
  await db.execute(sql`
    INSERT INTO ${breakers} AS b (provider, service_id, failures, window_started_at, opened_at)
    VALUES (${provider}, ${serviceId}, 1, now(), CASE WHEN 1 >= ${BREAKER.failures} THEN now() END)
    ON CONFLICT (provider, service_id) DO UPDATE SET
      failures = CASE WHEN ${inWindow} THEN b.failures + 1 ELSE 1 END,
      window_started_at = CASE WHEN ${inWindow} THEN b.window_started_at ELSE now() END,
      -- open (or a failed probe: open again), or the count reached the threshold
      opened_at = CASE
        WHEN b.opened_at IS NOT NULL THEN now()
        WHEN (CASE WHEN ${inWindow} THEN b.failures + 1 ELSE 1 END) >= ${BREAKER.failures} THEN now()
        END,
      probe_until = NULL`);
}

/** The SQL state of breaker `b` (bills_breakers, left joined): closed, open or half-open. */
export const breakerStateSql = sql`CASE
  WHEN b.opened_at IS NULL THEN 'closed'
  WHEN b.opened_at > now() - make_interval(secs => ${seconds(BREAKER.coolDownMs)}) THEN 'open'
  WHEN b.probe_until > now() THEN 'open'
  ELSE 'half-open' END`;

/**
 * Takes the half-open breaker's one probe for an order; false when another order took it first
 * (or the breaker is no longer half-open).
 */
export async function claimProbe(
  db: Db,
  provider: string,
  serviceId: string,
  table: BreakerTable = 'bills_breakers',
): Promise<boolean> {
  const claimed = await db.execute(sql`
    UPDATE ${sql.identifier(table)} SET probe_until = now() + make_interval(secs => ${seconds(BREAKER.probeLeaseMs)})
    WHERE provider = ${provider} AND service_id = ${serviceId} AND opened_at IS NOT NULL
      AND opened_at <= now() - make_interval(secs => ${seconds(BREAKER.coolDownMs)})
      AND (probe_until IS NULL OR probe_until <= now())
    RETURNING provider`);
  return rowsOf(claimed).length > 0;
}

/**
 * Gives back the probe taken for an order that was never sent (refused before it was charged: a
 * low balance, a duplicate, a replay), so the next order may probe at once instead of after the
 * lease. Only the order holding the probe calls it: while a lease runs nobody else can take one.
 */
export async function releaseProbe(
  db: Db,
  provider: string,
  serviceId: string,
  table: BreakerTable = 'bills_breakers',
): Promise<void> {
  await db.execute(sql`
    UPDATE ${sql.identifier(table)} SET probe_until = NULL
    WHERE provider = ${provider} AND service_id = ${serviceId} AND probe_until > now()`);
}

/** Each provider's breakers that are not closed, for the health answer. */
export async function unhealthyServices(db: Db): Promise<Map<string, number>> {
  const rows = rowsOf<{ provider: string; open: number | string }>(
    await db.execute(sql`
      SELECT provider, count(*) AS open FROM bills_breakers WHERE opened_at IS NOT NULL
      GROUP BY provider`),
  );
  return new Map(rows.map((row) => [row.provider, Number(row.open)]));
}
