import { eq } from 'drizzle-orm';
import type { TransactionResult } from '@contract/api';
import type { Db, Tx } from '../../db/client';
import { transactions } from '../../db/schema';
import type { EnvelopeKey } from '../../lib/secret-envelope';
import type { BillsOutcome } from '../../ports/bills';
import type { EpinOutcome } from '../../ports/epins';
import { cardsResult, refundMissingCards } from '../../modules/purchases/in-part';
import {
  lockTransaction,
  recordCall,
  recordConflict,
  settleLocked,
  type ProviderCall,
  type SettleDeps,
  type Settled,
} from '../../modules/purchases/settle';
import type { TransactionRow } from '../../modules/wallet/repository';
import { keepCards } from './cards';
import { batchProgress, closeUnsent, ordersOf } from './orders';
import { epinBatches, epinBatchOrders, type EpinBatch, type EpinBatchOrder } from './tables';

/*
 * A batch's orders are answered one at a time, each in one database transaction under the
 * purchase's lock: the cards an order brought are kept with their PINs sealed (never in the
 * purchase's result, its token, its message or the call's audit) and the order takes the seller's
 * definite answer; an uncertain answer leaves it with the seller. When no order is open any more,
 * the batch settles through the engine's one decision (settleLocked): confirmed for the cards that
 * came, the missing cards refunded once in the same transaction, or failed and refunded in full
 * when none came. While an order is out the purchase stays pending with this seller.
 */

export interface EpinSettleDeps extends SettleDeps {
  epinKey: EnvelopeKey;
}

/** The batch a purchase paid for. */
export async function batchOfTransaction(db: Db, transactionId: number) {
  const [batch] = await db
    .select()
    .from(epinBatches)
    .where(eq(epinBatches.transactionId, transactionId));
  return batch;
}

/** The engine's reading of a seller's answer: cards delivered (all or some) confirm. */
export function asBillsOutcome(outcome: EpinOutcome, result: TransactionResult = {}): BillsOutcome {
  const state = outcome.state === 'partial' ? 'delivered' : outcome.state;
  return {
    state,
    ...(outcome.code ? { code: outcome.code } : {}),
    description: outcome.description,
    ourFault: outcome.ourFault,
    providerSide: outcome.providerSide,
    result: state === 'delivered' ? result : {},
    ...(outcome.providerTransactionId
      ? { providerTransactionId: outcome.providerTransactionId }
      : {}),
    ...(outcome.charged === undefined ? {} : { charged: outcome.charged }),
    raw: outcome.raw,
  };
}

/** What settles a batch none of whose orders was ever sent. */
const NOTHING_SENT: EpinOutcome = {
  state: 'failed',
  cards: [],
  description: 'The cards were not bought',
  ourFault: false,
  providerSide: false,
  raw: '',
};

/** Applies one order's answer to the order: its cards kept, its state the seller's word. */
async function applyToOrder(
  tx: Tx,
  key: EnvelopeKey,
  order: EpinBatchOrder,
  outcome: EpinOutcome,
): Promise<EpinBatchOrder> {
  const [current] = await tx
    .select()
    .from(epinBatchOrders)
    .where(eq(epinBatchOrders.id, order.id))
    .for('update');
  if (!current || current.state !== 'sent') return current ?? order;
  const came = outcome.state === 'delivered' || outcome.state === 'partial';
  if (!came && outcome.state !== 'failed') return current;
  const cards = came ? outcome.cards.slice(0, current.quantity) : [];
  await keepCards(tx, key, current.batchId, cards);
  const [updated] = await tx
    .update(epinBatchOrders)
    .set({
      state: !came ? 'failed' : cards.length < current.quantity ? 'short' : 'delivered',
      delivered: cards.length,
      updatedAt: new Date(),
    })
    .where(eq(epinBatchOrders.id, current.id))
    .returning();
  return updated ?? current;
}

/** Settles the purchase of a batch none of whose orders is open: by the cards that came. */
async function closeBatch(
  tx: Tx,
  deps: EpinSettleDeps,
  row: TransactionRow,
  batch: EpinBatch,
  delivered: number,
  last: EpinOutcome,
): Promise<Settled> {
  if (delivered === 0) return settleLocked(tx, deps, row, asBillsOutcome(last));
  const cards = { asked: batch.quantity, delivered };
  const paidFor = await refundMissingCards(tx, row, cards, batch.unitPriceKobo);
  const result = cardsResult(batch.id, cards, batch.unitPriceKobo);
  return settleLocked(tx, deps, paidFor, {
    ...asBillsOutcome({ ...last, state: 'delivered' }, result),
    ourFault: false,
    providerSide: false,
  });
}

export interface OrderAnswered {
  settled: Settled;
  /** the order came in full and the batch has orders still to send */
  sendNext: boolean;
}

/**
 * Applies the seller's answer about one of a batch's orders (none: the batch closes with what came),
 * in one database transaction under the purchase's lock. `last`: no further order will be sent (the reconciler never buys), so the
 * unsent ones close. A batch with no open order settles; one whose order is still out stays
 * pending with the seller and is requeried.
 */
export async function answerOrder(
  deps: EpinSettleDeps,
  batch: EpinBatch,
  answer: { order: EpinBatchOrder; outcome: EpinOutcome; call: ProviderCall } | undefined,
  options: { last: boolean },
): Promise<OrderAnswered> {
  return deps.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, batch.transactionId);
    if (!row) throw new Error(`transaction ${batch.transactionId} does not exist`);
    const heard = answer?.outcome ?? NOTHING_SENT;
    if (answer) {
      const { call } = answer;
      await recordCall(tx, row.id, call.operation, asBillsOutcome(heard), call.durationMs, call);
    }
    // A settled batch changes no more; a "delivered" after its refund is recorded as its conflict.
    if (row.status !== 'pending') {
      if (!answer) return { settled: { row }, sendNext: false };
      const bills = asBillsOutcome(heard);
      // Cards of an order still out when a person confirmed the batch for the cards that had come
      // contradict that decision: kept as its conflict, for staff to take up with the seller.
      if (
        bills.state === 'delivered' &&
        answer.order.state === 'sent' &&
        row.status === 'confirmed'
      )
        await recordConflict(tx, row, bills);
      return { settled: await settleLocked(tx, deps, row, bills), sendNext: false };
    }

    const answered = answer && (await applyToOrder(tx, deps.epinKey, answer.order, heard));
    const inFull = answered?.state === 'delivered';
    if (options.last || !inFull) await closeUnsent(tx, batch.id);
    const orders = await ordersOf(tx, batch.id);
    const { open, delivered } = batchProgress(orders);
    if (!open)
      return { settled: await closeBatch(tx, deps, row, batch, delivered, heard), sendNext: false };
    if (inFull) {
      // The cards so far are on the purchase: a person who settles it later refunds only the rest.
      const result = { ...(row.result ?? {}), epin_cards: { asked: batch.quantity, delivered } };
      const [updated] = await tx
        .update(transactions)
        .set({ result })
        .where(eq(transactions.id, row.id))
        .returning();
      return { settled: { row: updated ?? row }, sendNext: true };
    }
    // Still with the seller: the purchase stays pending and is requeried.
    const uncertain = heard.state === 'not_found' ? heard : { ...heard, state: 'pending' as const };
    return {
      settled: await settleLocked(tx, deps, row, asBillsOutcome(uncertain)),
      sendNext: false,
    };
  });
}
