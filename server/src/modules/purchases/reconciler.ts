import { eq } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import type { BillsOutcome } from '../../providers/vtpass/types';
import type { TransactionRow } from '../wallet/repository';
import { payAndSettle, type EngineDeps } from './engine';
import { recordCall, settle, claimDuePurchases } from './settle';

/*
 * Settles pending purchases by asking the provider again (UPSTREAM section 3). Any number of server
 * processes may run it: each claims due rows with FOR UPDATE SKIP LOCKED and pushes their next
 * requery time forward as a lease, so two processes never requery the same purchase at once.
 */

/** A purchase the provider never received may be sent again (same request_id) for this long. */
export const RESEND_WINDOW_MS = 15 * 60 * 1000;
/** How long a claimed purchase is left to the process that claimed it. */
const LEASE_MS = 120_000;

async function load(deps: EngineDeps, id: number): Promise<TransactionRow | undefined> {
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

/** Requeries one pending purchase and settles it with what the provider says. */
export async function requeryPurchase(
  deps: EngineDeps,
  row: TransactionRow,
  operation = 'requery',
) {
  if (!row.requestId) return row;
  const started = performance.now();
  const outcome = await deps.bills.requery(row.requestId);
  await recordCall(deps.db, row.id, operation, outcome, performance.now() - started);
  if (outcome.state !== 'not_found') return settle(deps, row.id, outcome);
  if (row.status !== 'pending') return row;
  // Never reached the provider (we stopped before or during the pay call): send it again with the
  // same request_id while that is still sensible, or give the money back.
  if (Date.now() - row.createdAt.getTime() < RESEND_WINDOW_MS)
    return payAndSettle(deps, row, 'pay-resend');
  const gaveUp: BillsOutcome = {
    state: 'failed',
    code: outcome.code,
    description: 'The provider never received this purchase',
    ourFault: false,
    result: {},
    raw: outcome.raw,
  };
  return settle(deps, row.id, gaveUp);
}

/** One pass: requeries up to `limit` due purchases; returns how many it handled. */
export async function reconcileDue(deps: EngineDeps, limit = 20): Promise<number> {
  const ids = await claimDuePurchases(deps.db, limit, LEASE_MS);
  for (const id of ids) {
    const row = await load(deps, id);
    if (row?.status === 'pending') await requeryPurchase(deps, row);
  }
  return ids.length;
}
