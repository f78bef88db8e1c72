import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { transactions } from '../../db/schema';
import { providerOfOrder } from './bills-providers';
import type { EngineDeps } from './engine';
import { settlementChecks } from './decision-tables';
import { DECISION_CHECK_FIRST_DELAY_MS, recordCall, requeryDelayMs, settle } from './settle';

/*
 * After a person settled a purchase before it needed attention, the provider may still answer
 * otherwise. This job asks it again with backoff (a minute doubling to an hour) until it gives a
 * definite answer or a day has passed. The answer goes through settle.ts, which moves no money
 * against a person's decision and lists a contradiction as a conflict instead.
 */

/** A check is given up after this long without a definite answer. */
export const DECISION_CHECK_FOR_MS = 24 * 60 * 60 * 1000;
const LEASE_SECONDS = 120;

async function claimDueChecks(deps: EngineDeps, limit: number): Promise<number[]> {
  const claimed = await deps.db.execute(sql`
    UPDATE settlement_checks SET next_check_at = now() + make_interval(secs => ${LEASE_SECONDS})
    WHERE transaction_id IN (
      SELECT transaction_id FROM settlement_checks WHERE next_check_at <= now()
      ORDER BY next_check_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING transaction_id`);
  return rowsOf<{ transaction_id: number }>(claimed).map((row) => Number(row.transaction_id));
}

async function checkOne(deps: EngineDeps, transactionId: number) {
  const done = () =>
    deps.db.delete(settlementChecks).where(eq(settlementChecks.transactionId, transactionId));
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.id, transactionId));
  const [check] = await deps.db
    .select()
    .from(settlementChecks)
    .where(eq(settlementChecks.transactionId, transactionId));
  if (!row?.requestId || !check) return done();
  const provider = providerOfOrder(deps.providers, row.provider);
  const started = performance.now();
  const outcome = await provider.requery(row.requestId);
  await recordCall(deps.db, row.id, 'decision-check', outcome, performance.now() - started, row);
  const definite = outcome.state !== 'pending' && outcome.state !== 'not_found';
  if (definite) {
    await settle(deps, row.id, outcome);
    return done();
  }
  if (Date.now() - check.createdAt.getTime() >= DECISION_CHECK_FOR_MS) return done();
  await deps.db
    .update(settlementChecks)
    .set({
      checks: check.checks + 1,
      nextCheckAt: new Date(
        Date.now() + requeryDelayMs(DECISION_CHECK_FIRST_DELAY_MS, check.checks + 1),
      ),
    })
    .where(eq(settlementChecks.transactionId, transactionId));
}

/** One pass: asks the provider about up to `limit` decisions due a check; returns how many. */
export async function checkDecisionsDue(deps: EngineDeps, limit = 10): Promise<number> {
  const ids = await claimDueChecks(deps, limit);
  for (const id of ids) await checkOne(deps, id);
  return ids.length;
}
