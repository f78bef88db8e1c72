import type pg from 'pg';

/*
 * What the providers' own records say about our orders, read from the simulators' tables: which
 * of our purchases a simulator vended (VTpass: delivered or pending; ClubKonnect: received or
 * completed), and whether one of ours was vended more than once, or refunded although delivered.
 * A simulator record belongs to a purchase through the request id of one of its pay attempts (or
 * its current request id) at that provider.
 *
 * ClubKonnect's simulator keeps its orders in process memory unless sim_clubkonnect_orders exists;
 * without that table its side is not countable, and only our own call records hint at it.
 *
 * Our own call records (upstream_calls) also show the rule that a late answer contradicting a
 * settled order is a conflict, whatever the provider: a refunded order that a provider answered
 * "delivered" after the answer that refunded it must have a conflict row.
 */

export interface VendAudit {
  /** whether ClubKonnect's simulator keeps its orders in the database */
  clubkonnectCountable: boolean;
  /** purchases vended by two providers */
  twoProviders: number;
  /** purchases vended twice (or more) by one provider */
  twiceByOne: number;
  /** failed or reversed purchases a simulator delivered, with no conflict raised */
  refundedDelivered: number;
  /** the same, with a conflict raised (the rule working) */
  refundedDeliveredWithConflict: number;
  /** failed or reversed purchases a simulator still holds as pending (not delivered yet) */
  refundedStillPendingThere: number;
  /** simulator records that vended and belong to no purchase of ours */
  orphanVends: number;
  /** examples: transaction ids and what the simulators hold for them */
  samples: string[];
  /** from our own call records (upstream_calls) */
  ours: {
    /** failed or reversed purchases a provider answered delivered after the refund, no conflict */
    deliveredAfterRefund: number;
    /** purchases whose pay to ClubKonnect was accepted (delivered or pending) more than once */
    clubkonnectAcceptedTwice: number;
    /** refunded purchases a ClubKonnect pay had left uncertain (pending) before, no conflict */
    refundedAfterUncertainClubkonnect: number;
    /** a few of each: the purchase's calls in order (operation provider state code) */
    samples: string[];
  };
}

const n = (value: unknown) => Number(value ?? 0);

export async function auditVends(pool: pg.Pool): Promise<VendAudit> {
  const table = await pool.query<{ present: boolean }>(
    `SELECT to_regclass('sim_clubkonnect_orders') IS NOT NULL AS present`,
  );
  const clubkonnectCountable = table.rows[0]?.present === true;
  const clubkonnectRecords = clubkonnectCountable
    ? `UNION ALL
       SELECT 'clubkonnect', request_id, status,
         status IN ('ORDER_RECEIVED', 'ORDER_COMPLETED'), status = 'ORDER_COMPLETED',
         status = 'ORDER_RECEIVED'
       FROM sim_clubkonnect_orders`
    : '';
  const vends = `
    WITH sim AS (
      SELECT 'vtpass' AS provider, request_id, status,
        status IN ('delivered', 'pending') AS vended, status = 'delivered' AS delivered,
        status = 'pending' AS held
      FROM sim_vtpass_transactions
      ${clubkonnectRecords}
    ),
    owner AS (
      SELECT transaction_id, provider, request_id FROM purchase_attempts
        WHERE request_id IS NOT NULL
      UNION
      SELECT id, provider, request_id FROM transactions
        WHERE kind = 'purchase' AND request_id IS NOT NULL
    ),
    vends AS (
      SELECT o.transaction_id, s.provider, s.request_id, s.status, s.delivered, s.held
      FROM sim s LEFT JOIN owner o ON o.request_id = s.request_id AND o.provider = s.provider
      WHERE s.vended
    )`;

  const { rows: multiple } = await pool.query<{
    transaction_id: number;
    vends: string;
    providers: string;
    what: string;
    status: string;
  }>(`${vends}
    SELECT v.transaction_id, count(*) AS vends, count(DISTINCT v.provider) AS providers,
      string_agg(v.provider || ':' || v.request_id || ':' || v.status, ', ') AS what,
      min(t.status) AS status
    FROM vends v JOIN transactions t ON t.id = v.transaction_id
    GROUP BY v.transaction_id HAVING count(*) > 1 ORDER BY v.transaction_id`);

  const { rows: refunded } = await pool.query<{
    transaction_id: number;
    status: string;
    delivered: boolean;
    held: boolean;
    conflict: boolean;
    what: string;
  }>(`${vends}
    SELECT t.id AS transaction_id, t.status, bool_or(v.delivered) AS delivered,
      bool_or(v.held) AS held,
      EXISTS (SELECT 1 FROM settlement_conflicts c WHERE c.transaction_id = t.id) AS conflict,
      string_agg(v.provider || ':' || v.request_id || ':' || v.status, ', ') AS what
    FROM transactions t JOIN vends v ON v.transaction_id = t.id
    WHERE t.status IN ('failed', 'reversed')
    GROUP BY t.id, t.status ORDER BY t.id`);

  const { rows: orphans } = await pool.query<{ n: string }>(
    `${vends} SELECT count(*) AS n FROM vends WHERE transaction_id IS NULL`,
  );

  const { rows: ours } = await pool.query<{
    transaction_id: number;
    accepted_twice: boolean;
    refunded_uncertain: boolean;
  }>(`
    WITH ck AS (
      SELECT transaction_id,
        count(*) FILTER (WHERE state IN ('delivered', 'pending')) AS accepted,
        bool_or(state = 'pending') AS uncertain
      FROM purchase_attempts WHERE provider = 'clubkonnect' GROUP BY transaction_id
    )
    SELECT ck.transaction_id, ck.accepted > 1 AS accepted_twice,
      ck.uncertain AND t.status IN ('failed', 'reversed')
        AND NOT EXISTS (SELECT 1 FROM settlement_conflicts c WHERE c.transaction_id = t.id)
        AS refunded_uncertain
    FROM ck JOIN transactions t ON t.id = ck.transaction_id
    WHERE ck.accepted > 1 OR (ck.uncertain AND t.status IN ('failed', 'reversed'))
    ORDER BY ck.transaction_id`);
  const acceptedTwice = ours.filter((row) => row.accepted_twice);
  const refundedUncertain = ours.filter((row) => row.refunded_uncertain);
  const { rows: contradicted } = await pool.query<{ id: number }>(`
    SELECT t.id FROM transactions t
    WHERE t.kind = 'purchase' AND t.status IN ('failed', 'reversed')
      AND NOT EXISTS (SELECT 1 FROM settlement_conflicts c WHERE c.transaction_id = t.id)
      AND EXISTS (
        SELECT 1 FROM upstream_calls late
        WHERE late.transaction_id = t.id AND late.state = 'delivered'
          AND late.id > (SELECT max(refund.id) FROM upstream_calls refund
            WHERE refund.transaction_id = t.id AND refund.state IN ('failed', 'reversed')))
    ORDER BY t.id`);
  const trails = await callTrails(pool, [
    ...contradicted.slice(0, 3).map((row) => row.id),
    ...acceptedTwice.slice(0, 3).map((row) => row.transaction_id),
    ...refundedUncertain.slice(0, 3).map((row) => row.transaction_id),
  ]);

  const refundedDelivered = refunded.filter((row) => row.delivered && !row.conflict);
  const samples = [
    ...multiple
      .slice(0, 5)
      .map((row) => `vended ${row.vends}× (${row.status}) #${row.transaction_id}: ${row.what}`),
    ...refundedDelivered
      .slice(0, 5)
      .map((row) => `refunded (${row.status}) but delivered #${row.transaction_id}: ${row.what}`),
  ];
  return {
    clubkonnectCountable,
    twoProviders: multiple.filter((row) => n(row.providers) > 1).length,
    twiceByOne: multiple.filter((row) => n(row.providers) === 1).length,
    refundedDelivered: refundedDelivered.length,
    refundedDeliveredWithConflict: refunded.filter((row) => row.delivered && row.conflict).length,
    refundedStillPendingThere: refunded.filter((row) => row.held && !row.delivered).length,
    orphanVends: n(orphans[0]?.n),
    samples,
    ours: {
      deliveredAfterRefund: contradicted.length,
      clubkonnectAcceptedTwice: acceptedTwice.length,
      refundedAfterUncertainClubkonnect: refundedUncertain.length,
      samples: trails,
    },
  };
}

/** Each purchase's calls to providers, in order, and where it ended. */
async function callTrails(pool: pg.Pool, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const { rows } = await pool.query<{ id: number; status: string; trail: string }>(
    `SELECT t.id, t.status,
       string_agg(c.operation || ' ' || coalesce(c.provider, '?') || ' ' || c.state
         || coalesce(' ' || c.code, ''), ' → ' ORDER BY c.id) AS trail
     FROM transactions t JOIN upstream_calls c ON c.transaction_id = t.id
     WHERE t.id = ANY($1::int[]) GROUP BY t.id, t.status ORDER BY t.id`,
    [ids],
  );
  return rows.map((row) => `#${row.id} ${row.status}: ${row.trail}`);
}

export interface OrderFigures {
  purchases: number;
  byStatus: Record<string, number>;
  pending: number;
  pendingThatCanSettle: number;
  needsAttention: number;
  conflicts: number;
  deliveredBy: Record<string, number>;
}

export async function orderFigures(pool: pg.Pool): Promise<OrderFigures> {
  const { rows } = await pool.query<{
    status: string;
    provider: string | null;
    n: string;
    can_settle: string;
    attention: string;
  }>(`SELECT status, provider, count(*) AS n,
      count(*) FILTER (WHERE status = 'pending' AND next_requery_at IS NOT NULL) AS can_settle,
      count(*) FILTER (WHERE status = 'pending' AND needs_attention_at IS NOT NULL) AS attention
    FROM transactions WHERE kind = 'purchase' GROUP BY status, provider`);
  const { rows: conflicts } = await pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM settlement_conflicts',
  );
  const figures: OrderFigures = {
    purchases: 0,
    byStatus: {},
    pending: 0,
    pendingThatCanSettle: 0,
    needsAttention: 0,
    conflicts: n(conflicts[0]?.n),
    deliveredBy: {},
  };
  for (const row of rows) {
    const count = n(row.n);
    figures.purchases += count;
    figures.byStatus[row.status] = (figures.byStatus[row.status] ?? 0) + count;
    if (row.status === 'pending') figures.pending += count;
    figures.pendingThatCanSettle += n(row.can_settle);
    figures.needsAttention += n(row.attention);
    if (row.status === 'confirmed') {
      const provider = row.provider ?? 'none';
      figures.deliveredBy[provider] = (figures.deliveredBy[provider] ?? 0) + count;
    }
  }
  return figures;
}
