import { sql } from 'drizzle-orm';
import type { LedgerCheckResult, ReconciliationDay } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { koboToNaira } from '../../../lib/money';
import { BILLS_PROVIDER } from '../../reconciliation/provider-balances';
import { checkLedger } from '../../wallet/ledger';
import { PURCHASE_COST_KOBO } from '../catalogue/cost';

/*
 * One Lagos day against the providers. The bills provider: what our purchases delivered that day
 * cost us, against its balance recorded nearest the day's start less the one nearest its end (the
 * balance job records one at each boundary). The payment provider: the card and transfer funding
 * we credited that day, against the payments its records show settled — read from the simulator's
 * records in the sandbox; Monnify's API for listing settled transactions is not used, so live
 * figures show our side only and say so.
 */

const num = (value: unknown) => Number(value ?? 0);
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Africa/Lagos'`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp) AT TIME ZONE 'Africa/Lagos'`;

export const PAYMENT_PROVIDER_SOURCES = {
  simulator: "Monnify sandbox: the simulator's settled payments of the day.",
  live: "Monnify's settled transactions are not read (no listing of them is used): our side only.",
} as const;

interface BalanceRow extends Record<string, unknown> {
  balance_kobo: number | string;
  recorded_at: Date | string;
}

async function balanceAt(db: Db, day: string, edge: 'opening' | 'closing') {
  const at = edge === 'opening' ? dayStart(day) : dayEnd(day);
  // the first recorded at or after the edge (the boundary record) within the following day,
  // else the last one before it
  const [row] = rowsOf<BalanceRow>(
    await db.execute(sql`
      (SELECT balance_kobo, recorded_at FROM provider_balances
        WHERE provider = ${BILLS_PROVIDER} AND recorded_at >= ${at}
          AND recorded_at < ${at} + interval '1 day'
        ORDER BY recorded_at LIMIT 1)
      UNION ALL
      (SELECT balance_kobo, recorded_at FROM provider_balances
        WHERE provider = ${BILLS_PROVIDER} AND recorded_at < ${at}
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

export async function reconcileDay(
  db: Db,
  day: string,
  paymentsSimulated: boolean,
): Promise<ReconciliationDay> {
  const [[delivered], opening, closing, funding, settledByProvider] = await Promise.all([
    db
      .execute(
        sql`
      SELECT count(*)::int AS count, coalesce(sum(${PURCHASE_COST_KOBO}), 0)::float8 AS cost_kobo
      FROM transactions t LEFT JOIN packages p ON p.id = t.package_id
      WHERE t.kind = 'purchase' AND t.status = 'confirmed'
        AND t.created_at >= ${dayStart(day)} AND t.created_at < ${dayEnd(day)}`,
      )
      .then((result) => rowsOf<{ count: number; cost_kobo: number }>(result)),
    balanceAt(db, day, 'opening'),
    balanceAt(db, day, 'closing'),
    db
      .execute(
        sql`
      SELECT kind, count(*)::int AS count, sum(amount_kobo)::float8 AS kobo
      FROM transactions
      WHERE kind IN ('card_funding', 'bank_funding') AND status = 'confirmed'
        AND created_at >= ${dayStart(day)} AND created_at < ${dayEnd(day)}
      GROUP BY kind`,
      )
      .then((result) => rowsOf<{ kind: string; count: number; kobo: number }>(result)),
    paymentsSimulated
      ? db
          .execute(
            sql`
      SELECT product_type, sum(amount_paid_kobo)::float8 AS kobo FROM sim_transactions
      WHERE status = 'PAID' AND paid_on >= ${dayStart(day)} AND paid_on < ${dayEnd(day)}
      GROUP BY product_type`,
          )
          .then((result) => rowsOf<{ product_type: string; kobo: number }>(result))
      : Promise.resolve(null),
  ]);
  const costKobo = num(delivered?.cost_kobo);
  const movementKobo = opening && closing ? opening.balanceKobo - closing.balanceKobo : null;
  const point = (found: typeof opening) =>
    found ? { balance: koboToNaira(found.balanceKobo), recorded_at: found.recordedAt } : null;
  const ours = (kind: string) => funding.find((row) => row.kind === kind);
  const theirs = (productType: string) =>
    settledByProvider
      ? koboToNaira(num(settledByProvider.find((row) => row.product_type === productType)?.kobo))
      : null;
  return {
    day,
    providers: [
      {
        provider: 'VTpass',
        delivered_count: num(delivered?.count),
        delivered_cost: koboToNaira(costKobo),
        opening: point(opening),
        closing: point(closing),
        balance_movement: movementKobo === null ? null : koboToNaira(movementKobo),
        difference: movementKobo === null ? null : koboToNaira(movementKobo - costKobo),
      },
    ],
    funding: {
      card: {
        count: num(ours('card_funding')?.count),
        credited: koboToNaira(num(ours('card_funding')?.kobo)),
        provider: theirs('WEB_SDK'),
      },
      transfers: {
        count: num(ours('bank_funding')?.count),
        credited: koboToNaira(num(ours('bank_funding')?.kobo)),
        provider: theirs('RESERVED_ACCOUNT'),
      },
      provider_source: paymentsSimulated
        ? PAYMENT_PROVIDER_SOURCES.simulator
        : PAYMENT_PROVIDER_SOURCES.live,
    },
  };
}

/** The ledger check (`npm run ledger:check`'s), as the console shows it. */
export async function runLedgerCheck(db: Db): Promise<LedgerCheckResult> {
  const check = await checkLedger(db);
  return {
    users_checked: check.usersChecked,
    checked_at: new Date().toISOString(),
    mismatches: check.mismatches.map((m) => ({
      user_id: m.userId,
      wallet_balance: koboToNaira(m.walletBalanceKobo),
      wallet_entries: koboToNaira(m.walletEntriesKobo),
      bonus: koboToNaira(m.bonusKobo),
      bonus_entries: koboToNaira(m.bonusEntriesKobo),
    })),
  };
}
