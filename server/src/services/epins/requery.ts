import type { OwnOrders } from '../../modules/purchases/engine';
import { needsAttentionNow, recordCall } from '../../modules/purchases/settle';
import type { TransactionRow } from '../../modules/wallet/repository';
import { ordersOf, transactionOfOrder } from './orders';
import { EPIN_PRODUCTS } from './packages';
import type { EpinOrderDeps } from './place';
import { answerOrder, asBillsOutcome, batchOfTransaction } from './settle';

/*
 * A pending batch is asked of its own seller, never another, by the reconciler and the seller's
 * callback alike: its order still out is requeried under its own request id and the batch settled
 * by what the seller says. The reconciler never buys: orders of the batch not yet sent when it
 * steps in are closed unsent and their cards refunded with the batch. An order the seller says it
 * does not know is never bought again (the seller does not document that a reused request id is
 * never sold twice): it stays pending, and after the seller's own window the purchase waits for a
 * person, who settles it from the seller's records (a person's refund gives back only the cards
 * that did not come).
 */

export const isEpinOrder = (row: TransactionRow) =>
  row.serviceId !== null && Object.hasOwn(EPIN_PRODUCTS, row.serviceId);

async function requeryBatch(deps: EpinOrderDeps, row: TransactionRow, operation: string) {
  const seller = deps.seller;
  const batch = await batchOfTransaction(deps.db, row.id);
  if (!seller || !batch) return row;
  const out = (await ordersOf(deps.db, batch.id)).find((order) => order.state === 'sent');
  if (!out) return (await answerOrder(deps, batch, undefined, { last: true })).settled.row;

  const started = performance.now();
  const outcome = await seller.requeryEpins(out.requestId, out.quantity);
  const call = {
    operation,
    durationMs: performance.now() - started,
    provider: row.provider,
    requestId: out.requestId,
  };
  const ageMs = Date.now() - row.createdAt.getTime();
  if (outcome.state !== 'not_found' || ageMs < seller.resend.notFoundAttentionAfterMs)
    return (await answerOrder(deps, batch, { order: out, outcome, call }, { last: true })).settled
      .row;
  const notFound = asBillsOutcome(outcome);
  await recordCall(deps.db, row.id, operation, notFound, call.durationMs, call);
  return needsAttentionNow(
    deps,
    row.id,
    notFound,
    `${row.provider ?? 'The seller'} has no record of card order ${out.requestId} ` +
      `${Math.floor(ageMs / 60_000)} min after it was sent. It was not bought again. Look it ` +
      'up in the seller’s own records; a refund gives back only the cards that did not come.',
  );
}

/** The printable-card orders the engine hands back to this service. */
export const epinOrders = (deps: EpinOrderDeps): OwnOrders => ({
  owns: isEpinOrder,
  requery: (row, operation) => requeryBatch(deps, row, operation),
  purchaseOf: (requestId) => transactionOfOrder(deps.db, requestId),
});
