import { eq } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import type { BillsOutcome } from '../../ports/bills';
import type { TransactionRow } from '../wallet/repository';
import { providerOfOrder } from './bills-providers';
import { payAndSettle, type EngineDeps } from './engine';
import { recordCall, settle, claimDuePurchases } from './settle';

/*
 * Settles pending purchases by asking the provider again (a purchase settles only on a
 * delivered, failed or reversed answer; anything else is asked again later). Any number of server
 * processes may run it: each claims due rows with FOR UPDATE SKIP LOCKED and pushes their next
 * requery time forward as a lease, so two processes never requery the same purchase at once.
 *
 * A process works on at most `concurrency` purchases at once, and claims a purchase only when a
 * slot is free to start it at once: a claimed purchase never waits behind others, so its lease
 * (which must outlast a requery plus a resend) starts when its work does, and one slow provider
 * call holds one slot, not the batch.
 */

/** A purchase the provider never received may be sent again (same request_id) for this long. */
export const RESEND_WINDOW_MS = 15 * 60 * 1000;
/** Purchases one process requeries at once unless REQUERY_CONCURRENCY says otherwise. */
export const DEFAULT_REQUERY_CONCURRENCY = 8;
/** How long a claimed purchase is left to the process that claimed it (at least). */
const LEASE_MS = 120_000;

/** Long enough for a requery and a resend, each of which may take the provider's whole timeout. */
const leaseMsOf = (deps: EngineDeps) => Math.max(LEASE_MS, 4 * deps.payTimeoutMs);

async function load(deps: EngineDeps, id: number): Promise<TransactionRow | undefined> {
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

/**
 * Requeries one pending purchase at its provider and settles it with what that provider says;
 * a request id it never received is sent again to it (same id), never to another provider.
 */
export async function requeryPurchase(
  deps: EngineDeps,
  row: TransactionRow,
  operation = 'requery',
) {
  if (!row.requestId) return row;
  // Asked of the order's own provider, never another: only its answer settles the order.
  const provider = providerOfOrder(deps.providers, row.provider);
  const started = performance.now();
  const outcome = await provider.requery(row.requestId);
  await recordCall(deps.db, row.id, operation, outcome, performance.now() - started, row);
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
    providerSide: false,
    result: {},
    raw: outcome.raw,
  };
  return settle(deps, row.id, gaveUp);
}

async function requeryIfPending(deps: EngineDeps, id: number) {
  const row = await load(deps, id);
  if (row?.status === 'pending') await requeryPurchase(deps, row);
}

/**
 * One pass that waits for its work: claims up to `limit` due purchases and requeries them all at
 * once; returns how many it claimed.
 */
export async function reconcileDue(
  deps: EngineDeps,
  limit = DEFAULT_REQUERY_CONCURRENCY,
): Promise<number> {
  const ids = await claimDuePurchases(deps.db, limit, leaseMsOf(deps));
  await Promise.all(ids.map((id) => requeryIfPending(deps, id)));
  return ids.length;
}

/** Resolves when `signal` aborts (never without one). */
const aborted = (signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) =>
    signal?.addEventListener('abort', () => resolve(), { once: true }),
  );

export interface RequeryWorker {
  /**
   * Waits for a free slot if all are busy, then claims as many due purchases as there are free
   * slots and starts them without waiting for them; returns how many it claimed. Once `stopping`
   * aborts it stops waiting and claims nothing.
   */
  pass(stopping?: AbortSignal): Promise<number>;
  /** purchases being requeried now */
  busy(): number;
  /** resolves when every requery started so far has ended */
  drain(): Promise<void>;
}

export function createRequeryWorker(
  deps: EngineDeps,
  options: { concurrency: number; onError: (error: unknown, transactionId: number) => void },
): RequeryWorker {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const running = new Set<Promise<void>>();

  const start = (id: number) => {
    const work = requeryIfPending(deps, id)
      .catch((error: unknown) => options.onError(error, id))
      .finally(() => running.delete(work));
    running.add(work);
  };

  return {
    async pass(stopping) {
      if (running.size >= concurrency) await Promise.race([...running, aborted(stopping)]);
      if (stopping?.aborted) return 0;
      const free = concurrency - running.size;
      const ids = await claimDuePurchases(deps.db, free, leaseMsOf(deps));
      ids.forEach(start);
      return ids.length;
    },
    busy: () => running.size,
    async drain() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
