import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { HttpError } from '../../lib/http-error';
import { placePurchase, type EngineDeps } from '../purchases/engine';
import { quoteDepsOf } from '../purchases/quote';
import { transactionOfKey } from '../purchases/records';
import { quoteRow } from './quote-row';
import { bulkPurchaseRows, type BulkRowRecord } from './tables';

/*
 * Buys the queued rows of every batch in the background, at most `concurrency` at a time per
 * process. A row is leased (claimed_until) with SKIP LOCKED, so processes share the work; a lease
 * that lapses (the process died mid-row) lets any process take the row again. Each row is one call
 * of the purchase engine with the row's own Idempotency-Key: a row bought before the crash is
 * found by its key (or answered by the engine as a replay), never bought twice. A failed purchase
 * is refunded by the engine; a row the engine refuses before charging (balance, duplicate) is
 * marked refused with its answer. A row is charged at most the price stored when its batch was
 * accepted (a price rise meanwhile is not charged; a cut is). Anything else (the database went away) leaves the row queued
 * for its lease to lapse.
 */

/** Rows bought at once per process: the engine's pay calls overlap, the balance locks do not. */
export const BULK_CONCURRENCY = 6;

export interface BulkWorker {
  /** claims rows for the free slots; answers how many it claimed (the background job's pass) */
  pass(stopping?: AbortSignal): Promise<number>;
  /** resolves once nothing is being bought or claimed */
  idle(): Promise<void>;
  /** claims nothing more and waits for the rows in hand */
  stop(): Promise<void>;
}

export interface BulkWorkerOptions {
  concurrency: number;
  /** how long a claimed row is left to its process (covers the provider's pay call) */
  leaseMs: number;
  onError: (error: unknown, row: Pick<BulkRowRecord, 'batchId' | 'rowNo'>) => void;
}

async function claimRows(db: Db, limit: number, leaseMs: number): Promise<BulkRowRecord[]> {
  const until = new Date(Date.now() + leaseMs).toISOString();
  const result = await db.execute(sql`
    UPDATE bulk_purchase_rows r SET claimed_until = ${until}::timestamptz
    FROM (
      SELECT batch_id, row_no FROM bulk_purchase_rows
      WHERE state = 'queued' AND (claimed_until IS NULL OR claimed_until < now())
      ORDER BY batch_id, row_no
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ) due
    WHERE r.batch_id = due.batch_id AND r.row_no = due.row_no
    RETURNING r.batch_id, r.row_no`);
  const keys = rowsOf<{ batch_id: number; row_no: number }>(result);
  if (!keys.length) return [];
  const claimed = await db
    .select()
    .from(bulkPurchaseRows)
    .where(
      sql`(${bulkPurchaseRows.batchId}, ${bulkPurchaseRows.rowNo}) IN (${sql.join(
        keys.map((key) => sql`(${key.batch_id}::integer, ${key.row_no}::integer)`),
        sql`, `,
      )})`,
    );
  return claimed.sort((a, b) => a.batchId - b.batchId || a.rowNo - b.rowNo);
}

async function markRow(db: Db, row: BulkRowRecord, refusal?: string) {
  await db
    .update(bulkPurchaseRows)
    .set({
      state: refusal === undefined ? 'placed' : 'refused',
      refusal: refusal ?? null,
      claimedUntil: null,
    })
    .where(and(eq(bulkPurchaseRows.batchId, row.batchId), eq(bulkPurchaseRows.rowNo, row.rowNo)));
}

/** One row through the engine, as its single purchase with the row's key. */
export async function placeRow(deps: EngineDeps, row: BulkRowRecord): Promise<void> {
  const bought = () => transactionOfKey(deps.db, row.userId, row.purchaseKey);
  if (!(await bought())) {
    try {
      const quote = await quoteRow(quoteDepsOf(deps), { userId: row.userId }, row);
      // The row keeps the price it was accepted at: a later rise is not charged, a cut is.
      const charged =
        quote.chargeKobo > row.chargeKobo ? { ...quote, chargeKobo: row.chargeKobo } : quote;
      await placePurchase(deps, row.userId, charged, row.purchaseKey);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // Failed and refunded: the purchase exists. Refused before any charge: it does not.
      if (!(await bought())) return markRow(deps.db, row, error.message);
    }
  }
  await markRow(deps.db, row);
}

export function createBulkWorker(deps: EngineDeps, options: BulkWorkerOptions): BulkWorker {
  const running = new Set<Promise<void>>();
  let claiming: Promise<number> | undefined;
  let claimAgain = false;
  let stopped = false;
  const idleWaiters: Array<() => void> = [];

  const settleIdle = () => {
    if (running.size || claiming) return;
    idleWaiters.splice(0).forEach((resolve) => resolve());
  };

  const start = (row: BulkRowRecord) => {
    const placing = placeRow(deps, row)
      .catch((error: unknown) => options.onError(error, row))
      .finally(() => {
        running.delete(placing);
        void pass();
      });
    running.add(placing);
  };

  const claimOnce = async (stopping?: AbortSignal): Promise<number> => {
    const free = options.concurrency - running.size;
    if (stopped || free <= 0 || stopping?.aborted) return 0;
    const rows = await claimRows(deps.db, free, options.leaseMs);
    rows.forEach(start);
    return rows.length;
  };

  // One claim at a time per process; a call while one is under way claims again after it.
  const pass = async (stopping?: AbortSignal): Promise<number> => {
    if (claiming) {
      claimAgain = true;
      return 0;
    }
    claiming = claimOnce(stopping);
    try {
      return await claiming;
    } catch (error) {
      options.onError(error, { batchId: 0, rowNo: 0 });
      return 0;
    } finally {
      claiming = undefined;
      if (claimAgain && !stopped) {
        claimAgain = false;
        void pass();
      }
      settleIdle();
    }
  };

  return {
    pass,
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      }),
    stop: async () => {
      stopped = true;
      while (running.size || claiming) await Promise.allSettled([...running, claiming]);
    },
  };
}
