import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { transactions } from '../../db/schema';
import { epinBatches, epinBatchOrders, type EpinBatchOrder } from './tables';

/*
 * A batch bigger than the seller issues in one order is bought in several orders of at most its
 * maxPerOrder cards, each under its own request id (the first under the purchase's), sent one
 * after another. The next order goes only when the one before came in full: a seller that refused,
 * ran short or did not answer is not asked again for the same batch. An order is marked sent before
 * it is sent, so an order still unsent when its batch closes was never bought, and its cards are
 * refunded with the batch.
 */

/** The orders' sizes: as many full orders as fit, then the rest. */
export function orderSizes(quantity: number, maxPerOrder: number): number[] {
  const per = Math.max(1, Math.floor(maxPerOrder));
  const sizes: number[] = [];
  for (let left = quantity; left > 0; left -= per) sizes.push(Math.min(per, left));
  return sizes;
}

/** Writes a new batch's orders, unsent, the first under `requestIds[0]`. */
export async function writeOrders(
  tx: Tx,
  batchId: number,
  sizes: readonly number[],
  requestIds: readonly string[],
): Promise<EpinBatchOrder[]> {
  return tx
    .insert(epinBatchOrders)
    .values(
      sizes.map((quantity, index) => ({
        batchId,
        part: index + 1,
        requestId: requestIds[index] ?? '',
        quantity,
      })),
    )
    .returning();
}

/** A batch's orders in the order they are sent. */
export async function ordersOf(db: Db | Tx, batchId: number): Promise<EpinBatchOrder[]> {
  return db
    .select()
    .from(epinBatchOrders)
    .where(eq(epinBatchOrders.batchId, batchId))
    .orderBy(asc(epinBatchOrders.part));
}

/** The purchase one of whose orders went under `requestId` (a callback may name any of them). */
export async function transactionOfOrder(db: Db, requestId: string) {
  const [found] = await db
    .select({ row: transactions })
    .from(epinBatchOrders)
    .innerJoin(epinBatches, eq(epinBatches.id, epinBatchOrders.batchId))
    .innerJoin(transactions, eq(transactions.id, epinBatches.transactionId))
    .where(eq(epinBatchOrders.requestId, requestId));
  return found?.row;
}

/**
 * Marks an order sent, just before it is sent; false when it is no longer unsent (the batch was
 * closed meanwhile), and then it must not be sent.
 */
export async function markSent(db: Db, orderId: number): Promise<boolean> {
  const marked = await db
    .update(epinBatchOrders)
    .set({ state: 'sent', updatedAt: new Date() })
    .where(and(eq(epinBatchOrders.id, orderId), eq(epinBatchOrders.state, 'unsent')))
    .returning({ id: epinBatchOrders.id });
  return marked.length > 0;
}

/** Closes the batch's orders that were never sent: nothing was bought under them. */
export async function closeUnsent(db: Db | Tx, batchId: number): Promise<void> {
  await db
    .update(epinBatchOrders)
    .set({ state: 'never_sent', updatedAt: new Date() })
    .where(and(eq(epinBatchOrders.batchId, batchId), eq(epinBatchOrders.state, 'unsent')));
}

/** Whether every order of the batch has its definite answer, and the cards that came. */
export function batchProgress(orders: readonly EpinBatchOrder[]) {
  const open = orders.some((order) => order.state === 'unsent' || order.state === 'sent');
  const delivered = orders.reduce((sum, order) => sum + order.delivered, 0);
  return { open, delivered };
}
