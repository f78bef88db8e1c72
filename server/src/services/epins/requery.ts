import type { OwnOrders } from '../../modules/purchases/engine';
import { needsAttentionNow, recordCall } from '../../modules/purchases/settle';
import type { TransactionRow } from '../../modules/wallet/repository';
import { EPIN_PRODUCTS } from './packages';
import type { EpinOrderDeps } from './place';
import { asBillsOutcome, batchOfTransaction, settleBatch } from './settle';

/*
 * A pending batch is asked of its own seller, never another, by the reconciler and the seller's
 * callback alike, and settled by what it says. A batch the seller says it does not know is never
 * bought again (the seller does not document that a reused request id is never sold twice): it
 * stays pending, and after the seller's own window it waits for a person, who settles it from the
 * seller's records.
 */

export const isEpinOrder = (row: TransactionRow) =>
  row.serviceId !== null && Object.hasOwn(EPIN_PRODUCTS, row.serviceId);

async function requeryBatch(deps: EpinOrderDeps, row: TransactionRow, operation: string) {
  const seller = deps.seller;
  const batch = await batchOfTransaction(deps.db, row.id);
  if (!seller || !batch || !row.requestId) return row;
  const started = performance.now();
  const outcome = await seller.requeryEpins(row.requestId, batch.quantity);
  const call = {
    operation,
    durationMs: performance.now() - started,
    provider: row.provider,
    requestId: row.requestId,
  };
  const ageMs = Date.now() - row.createdAt.getTime();
  if (outcome.state !== 'not_found' || ageMs < seller.resend.notFoundAttentionAfterMs)
    return (await settleBatch(deps, batch, outcome, call)).row;
  const notFound = asBillsOutcome(outcome, batch);
  await recordCall(deps.db, row.id, operation, notFound, call.durationMs, call);
  return needsAttentionNow(
    deps,
    row.id,
    notFound,
    `${row.provider ?? 'The seller'} has no record of card batch ${row.requestId} ` +
      `${Math.floor(ageMs / 60_000)} min after it was bought. It was not bought again. Look it ` +
      'up in the seller’s own records, then settle it as delivered or refunded.',
  );
}

/** The printable-card orders the engine hands back to this service. */
export const epinOrders = (deps: EpinOrderDeps): OwnOrders => ({
  owns: isEpinOrder,
  requery: (row, operation) => requeryBatch(deps, row, operation),
});
