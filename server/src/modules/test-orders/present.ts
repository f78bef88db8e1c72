import { eq } from 'drizzle-orm';
import type { PurchaseResponse, Transaction } from '@contract/api';
import type { Db, Tx } from '../../db/client';
import { categories, packages } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { koboToNaira } from '../../lib/money';
import { presentTransaction } from '../wallet/presenter';
import { asTransactionRow, type TestOrder } from './table';

/*
 * A test order in the NairaTop API's words: the transaction a live order shows, marked `test`,
 * with its names read by its own category and package (never by its id, which is not a
 * transaction's) and no refund (nothing was charged).
 */

export async function presentTestOrder(db: Db | Tx, order: TestOrder): Promise<Transaction> {
  const [category] = order.categoryId
    ? await db
        .select({ id: categories.id, name: categories.name, image: categories.image })
        .from(categories)
        .where(eq(categories.id, order.categoryId))
    : [];
  const [subcategory] = order.packageId
    ? await db
        .select({ id: packages.id, title: packages.title, image: packages.image })
        .from(packages)
        .where(eq(packages.id, order.packageId))
    : [];
  return {
    ...presentTransaction(asTransactionRow(order), category ?? null, subcategory ?? null, null),
    test: true,
  };
}

/**
 * The purchase answer for a test order, as a live order's would be: delivered 200, processing
 * 201, failed a 400 with its message (which says it was a test). The wallet is as it was.
 */
export async function testPurchaseReply(
  db: Db,
  order: TestOrder,
): Promise<{ statusCode: 200 | 201; message: string; data: PurchaseResponse }> {
  if (order.status === 'failed') throw new HttpError(400, order.response);
  return {
    statusCode: order.status === 'confirmed' ? 200 : 201,
    message: order.response,
    data: {
      transaction: await presentTestOrder(db, order),
      wallet_balance: koboToNaira(order.balanceKobo),
    },
  };
}
