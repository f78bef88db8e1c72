import { asc, eq } from 'drizzle-orm';
import type { ConsoleCardBatch } from '@contract/api/console';
import type { Db } from '../../db/client';
import { batchForStaff } from './cards';
import { ordersOf } from './orders';
import { epinBatchAccess, epinBatches } from './tables';

/*
 * A card batch on the console: how many cards were asked for, came, were printed and sold, their
 * serials and the seller's batch numbers, the seller's orders it was bought in, and each time the
 * buyer opened the PINs. Never a PIN.
 */

export async function cardBatchForStaff(
  db: Db,
  transactionId: number,
): Promise<ConsoleCardBatch | undefined> {
  const [found] = await db
    .select({ id: epinBatches.id })
    .from(epinBatches)
    .where(eq(epinBatches.transactionId, transactionId));
  const view = found && (await batchForStaff(db, found.id));
  if (!view) return undefined;
  const openings = await db
    .select({ purpose: epinBatchAccess.action, at: epinBatchAccess.createdAt })
    .from(epinBatchAccess)
    .where(eq(epinBatchAccess.batchId, view.batch.id))
    .orderBy(asc(epinBatchAccess.id));
  return {
    asked: view.batch.quantity,
    delivered: view.cards.length,
    printed: view.cards.filter((card) => card.printedAt).length,
    sold: view.cards.filter((card) => card.soldAt).length,
    batch_numbers: [...new Set(view.cards.map((card) => card.providerBatchNo))],
    serials: view.cards.map((card) => card.serial),
    openings: openings.map((opening) => ({
      purpose: opening.purpose,
      at: opening.at.toISOString(),
    })),
    orders: (await ordersOf(db, view.batch.id)).map((order) => ({
      request_id: order.requestId,
      quantity: order.quantity,
      state: order.state,
      delivered: order.delivered,
    })),
  };
}
