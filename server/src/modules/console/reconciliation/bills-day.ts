import { sql } from 'drizzle-orm';
import type { ProviderDay } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { koboToNaira } from '../../../lib/money';
import type { BillsProvider } from '../../../ports/bills';
import { PURCHASE_COST_KOBO } from '../catalogue/cost';
import { compareSides, type OurSide, type TheirSide } from './differences';
import { dayEnd, dayStart } from './lagos-day';

/*
 * One bills provider's Lagos day. What our purchases sent to it and delivered that day cost us,
 * against its balance recorded nearest the day's start less the one nearest its end (the balance
 * job records one at each boundary), and against the provider's own record of each of them (its
 * day statement). A purchase recorded before routing names no provider: it went to the primary.
 */

/** How each provider is shown; a provider not named here shows its routing name. */
const PROVIDER_TITLES: Readonly<Record<string, string>> = {
  vtpass: 'VTpass',
  clubkonnect: 'ClubKonnect',
};

export const providerTitle = (name: string) => PROVIDER_TITLES[name] ?? name;

const num = (value: unknown) => Number(value ?? 0);

interface BalanceRow extends Record<string, unknown> {
  balance_kobo: number | string;
  recorded_at: Date | string;
}

async function balanceAt(db: Db, provider: string, day: string, edge: 'opening' | 'closing') {
  const at = edge === 'opening' ? dayStart(day) : dayEnd(day);
  // the first recorded at or after the edge (the boundary record) within the following day,
  // else the last one before it
  const [row] = rowsOf<BalanceRow>(
    await db.execute(sql`
      (SELECT balance_kobo, recorded_at FROM provider_balances
        WHERE provider = ${provider} AND recorded_at >= ${at}
          AND recorded_at < ${at} + interval '1 day'
        ORDER BY recorded_at LIMIT 1)
      UNION ALL
      (SELECT balance_kobo, recorded_at FROM provider_balances
        WHERE provider = ${provider} AND recorded_at < ${at}
          AND recorded_at >= ${at} - interval '1 day'
        ORDER BY recorded_at DESC LIMIT 1)
      LIMIT 1`),
  );
  if (!row) return null;
  return {
    balanceKobo: num(row.balance_kobo),
    recordedAt: new Date(row.recorded_at).toISOString(),
  };
}

interface PurchaseRow extends Record<string, unknown> {
  tx_ref: string;
  request_id: string;
  status: string;
  cost_kobo: number;
}

/** The day's purchases sent to the provider, with what each delivered one cost us. */
async function ourPurchases(db: Db, provider: string, primary: string, day: string) {
  return rowsOf<PurchaseRow>(
    await db.execute(sql`
      SELECT t.tx_ref, t.request_id, t.status,
        (CASE WHEN t.status = 'confirmed'
          THEN coalesce(t.provider_cost_kobo, ${PURCHASE_COST_KOBO}) ELSE 0 END)::float8 AS cost_kobo
      FROM transactions t LEFT JOIN packages p ON p.id = t.package_id
      WHERE t.kind = 'purchase' AND t.request_id IS NOT NULL
        AND coalesce(t.provider, ${primary}) = ${provider}
        AND t.created_at >= ${dayStart(day)} AND t.created_at < ${dayEnd(day)}
      ORDER BY t.created_at, t.id`),
  );
}

export async function billsProviderDay(
  db: Db,
  day: string,
  name: string,
  primary: string,
  provider: BillsProvider,
): Promise<ProviderDay> {
  const purchases = await ourPurchases(db, name, primary, day);
  const [opening, closing, statement] = await Promise.all([
    balanceAt(db, name, day, 'opening'),
    balanceAt(db, name, day, 'closing'),
    provider
      .dayStatement(
        day,
        purchases.map((row) => row.request_id),
      )
      .then(
        (found) => ({ found, error: null }),
        (error: unknown) => ({
          found: null,
          error: error instanceof Error ? error.message : String(error),
        }),
      ),
  ]);
  const delivered = purchases.filter((row) => row.status === 'confirmed');
  const costKobo = delivered.reduce((sum, row) => sum + num(row.cost_kobo), 0);
  // one record standing for both ends (a day not over, a job that did not run) measures nothing
  const movementKobo =
    opening && closing && opening.recordedAt !== closing.recordedAt
      ? opening.balanceKobo - closing.balanceKobo
      : null;
  const differenceKobo = movementKobo === null ? null : movementKobo - costKobo;
  const point = (found: typeof opening) =>
    found ? { balance: koboToNaira(found.balanceKobo), recorded_at: found.recordedAt } : null;

  const ours: OurSide[] = purchases.map((row) => ({
    reference: row.request_id,
    txRef: row.tx_ref,
    status: row.status,
    kobo: num(row.cost_kobo),
  }));
  const theirs: TheirSide[] = (statement.found?.lines ?? []).map((line) => ({
    reference: line.requestId,
    status: line.state,
    kobo: line.charged === null ? null : Math.round(line.charged * 100),
  }));
  const compared = statement.found ? compareSides(ours, theirs) : null;
  return {
    name,
    provider: providerTitle(name),
    delivered_count: delivered.length,
    delivered_cost: koboToNaira(costKobo),
    opening: point(opening),
    closing: point(closing),
    balance_movement: movementKobo === null ? null : koboToNaira(movementKobo),
    difference: differenceKobo === null ? null : koboToNaira(differenceKobo),
    differences: compared?.differences ?? null,
    statement_error: statement.error,
    explained: compared ? koboToNaira(compared.explainedKobo) : null,
    unexplained:
      compared && differenceKobo !== null
        ? koboToNaira(differenceKobo - compared.explainedKobo)
        : null,
    whole_day: statement.found?.wholeDay ?? false,
  };
}
