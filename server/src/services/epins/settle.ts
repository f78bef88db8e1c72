import { eq } from 'drizzle-orm';
import { EPIN_MESSAGES } from '@contract/services/epins';
import type { TransactionResult } from '@contract/api';
import type { Db } from '../../db/client';
import type { EnvelopeKey } from '../../lib/secret-envelope';
import { formatNaira } from '@contract/format';
import type { BillsOutcome } from '../../ports/bills';
import type { EpinOutcome } from '../../ports/epins';
import {
  lockTransaction,
  recordCall,
  settleLocked,
  type ProviderCall,
  type SettleDeps,
  type Settled,
} from '../../modules/purchases/settle';
import { post } from '../../modules/wallet/ledger';
import { EPIN_SHORT_REFUND } from '../../modules/wallet/refunds';
import { keepCards } from './cards';
import { epinBatches, type EpinBatch } from './tables';

/*
 * A batch's answer settles its purchase through the engine's one decision (settleLocked), after
 * what only cards need, in the same database transaction under the purchase's lock: the cards that
 * came are kept with their PINs sealed (never in the purchase's result, its token, its message or
 * the call's audit), and a batch the seller settled short is refunded the missing cards' price
 * once. The purchase is then confirmed for the cards that came; an uncertain answer keeps it
 * pending with this seller.
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

/** What the cards that came say on the purchase: how many, and what was refunded. */
function cardsResult(batch: EpinBatch, delivered: number): TransactionResult {
  const missing = Math.max(0, batch.quantity - delivered);
  const text = missing
    ? EPIN_MESSAGES.short(
        delivered,
        batch.quantity,
        formatNaira((missing * batch.unitPriceKobo) / 100),
      )
    : EPIN_MESSAGES.delivered(delivered);
  return {
    epin_batch_id: batch.id,
    epin_cards: { asked: batch.quantity, delivered },
    items: [{ label: 'Cards', values: [text] }],
  };
}

/** The engine's reading of a seller's answer: cards delivered (all or some) confirm. */
export function asBillsOutcome(outcome: EpinOutcome, batch: EpinBatch): BillsOutcome {
  const state = outcome.state === 'partial' ? 'delivered' : outcome.state;
  const delivered = state === 'delivered';
  return {
    state,
    ...(outcome.code ? { code: outcome.code } : {}),
    description: outcome.description,
    ourFault: outcome.ourFault,
    providerSide: outcome.providerSide,
    result: delivered ? cardsResult(batch, outcome.cards.length) : {},
    ...(outcome.providerTransactionId
      ? { providerTransactionId: outcome.providerTransactionId }
      : {}),
    ...(outcome.charged === undefined ? {} : { charged: outcome.charged }),
    raw: outcome.raw,
  };
}

export async function settleBatch(
  deps: EpinSettleDeps,
  batch: EpinBatch,
  outcome: EpinOutcome,
  call?: ProviderCall,
): Promise<Settled> {
  return deps.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, batch.transactionId);
    if (!row) throw new Error(`transaction ${batch.transactionId} does not exist`);
    const bills = asBillsOutcome(outcome, batch);
    if (call) await recordCall(tx, row.id, call.operation, bills, call.durationMs, call);
    if (bills.state !== 'delivered' || row.status !== 'pending')
      return settleLocked(tx, deps, row, bills);
    const cards = outcome.cards.slice(0, batch.quantity);
    await keepCards(tx, deps.epinKey, batch.id, cards);
    const missing = batch.quantity - cards.length;
    if (missing > 0)
      await post(tx, {
        userId: row.userId,
        account: 'wallet',
        amountKobo: missing * batch.unitPriceKobo,
        kind: EPIN_SHORT_REFUND,
        reference: row.txRef,
        transactionId: row.id,
      });
    // Commission is earned on the cards that came, not on those refunded.
    const paidFor = { ...row, amountKobo: cards.length * batch.unitPriceKobo };
    return settleLocked(tx, deps, paidFor, bills);
  });
}
