import type { TransactionResult } from '@contract/api';
import { formatNaira } from '@contract/format';
import { EPIN_MESSAGES } from '@contract/services/epins';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { transactions } from '../../db/schema';
import { post } from '../wallet/ledger';
import { EPIN_SHORT_REFUND } from '../wallet/refunds';
import type { TransactionRow } from '../wallet/repository';

/*
 * A batch of printable cards is a purchase of equal cards that may come in part: the cards that
 * came are confirmed and the missing cards' price goes back to the wallet once (EPIN_SHORT_REFUND,
 * unique per purchase), in the settling transaction under the purchase's lock. Commission is
 * earned on the cards that came: the row handed on to be confirmed is charged for them only.
 */

export interface CardCounts {
  asked: number;
  delivered: number;
}

/** What the cards that came say on the purchase: how many, and what was refunded. */
export function cardsResult(
  batchId: number,
  cards: CardCounts,
  unitPriceKobo: number,
): TransactionResult {
  const missing = Math.max(0, cards.asked - cards.delivered);
  const text = missing
    ? EPIN_MESSAGES.short(
        cards.delivered,
        cards.asked,
        formatNaira((missing * unitPriceKobo) / 100),
      )
    : EPIN_MESSAGES.delivered(cards.delivered);
  return {
    epin_batch_id: batchId,
    epin_cards: cards,
    items: [{ label: 'Cards', values: [text] }],
  };
}

/** What the seller charges for the cards that came: its price for the batch, pro rata. */
const forCardsThatCame = (kobo: number | null, cards: CardCounts) =>
  kobo === null ? null : Math.round((kobo * cards.delivered) / cards.asked);

/**
 * Refunds the cards of a batch that did not come and answers the purchase as charged for those
 * that did, to be confirmed by the caller in the same transaction. The seller's charge and our
 * cost on the purchase become those of the cards that came.
 */
export async function refundMissingCards(
  tx: Tx,
  row: TransactionRow,
  cards: CardCounts,
  unitPriceKobo: number,
): Promise<TransactionRow> {
  const missing = cards.asked - cards.delivered;
  if (missing <= 0) return row;
  await post(tx, {
    userId: row.userId,
    account: 'wallet',
    amountKobo: missing * unitPriceKobo,
    kind: EPIN_SHORT_REFUND,
    reference: row.txRef,
    transactionId: row.id,
  });
  const costs = {
    upstreamAmountKobo: forCardsThatCame(row.upstreamAmountKobo, cards),
    providerCostKobo: forCardsThatCame(row.providerCostKobo, cards),
  };
  await tx.update(transactions).set(costs).where(eq(transactions.id, row.id));
  return { ...row, ...costs, amountKobo: cards.delivered * unitPriceKobo };
}

/** The cards of a pending batch that came already (its orders settled so far), if any. */
export function cardsCameOf(row: TransactionRow) {
  const batchId = row.result?.epin_batch_id;
  const cards = row.result?.epin_cards;
  if (batchId === undefined || !cards || cards.delivered <= 0) return undefined;
  return { batchId, cards: { asked: cards.asked, delivered: cards.delivered } };
}
