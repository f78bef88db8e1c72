import { eq } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import type { BillsOutcome, ResendGuarantee } from '../../ports/bills';
import type { TransactionRow } from '../wallet/repository';
import { providerOfOrder } from './bills-providers';
import { resendAndSettle, type EngineDeps } from './engine';
import { claimDuePurchases, needsAttentionNow, recordCall, releaseClaim, settle } from './settle';

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

/**
 * A purchase its provider does not know may be sent again (same request id) for this long, when
 * the provider guarantees a reused id is never sold twice; later it is refunded as never received.
 */
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
 * Requeries one purchase at its provider and settles it with what that provider says. A request id
 * the provider does not know is the resend rule's (resendOrWait): never sent to another provider.
 */
export async function requeryPurchase(
  deps: EngineDeps,
  row: TransactionRow,
  operation = 'requery',
) {
  if (!row.requestId) return row;
  if (deps.ownOrders?.owns(row)) return deps.ownOrders.requery(row, operation);
  // Asked of the order's own provider, never another: only its answer settles the order.
  const provider = providerOfOrder(deps.providers, row.provider);
  const started = performance.now();
  const outcome = await provider.requery(row.requestId);
  await recordCall(deps.db, row.id, operation, outcome, performance.now() - started, row);
  if (outcome.state !== 'not_found') return settle(deps, row.id, outcome);
  // Read again: a callback or another process may have settled it while the provider was asked,
  // and a settled order is never sent again.
  const now = await load(deps, row.id);
  if (now?.status !== 'pending') return now ?? row;
  return resendOrWait(deps, now, provider.resend, outcome);
}

/**
 * The resend rule, for a pending order its provider says it does not know. "Not found" after a
 * pay call whose answer was lost does not prove the order never arrived: it may be queued on the
 * provider's side, or stored after the query was answered.
 * - A provider that answers a reused request id with the first order (and never sells it twice):
 *   the order is sent again under its id while the resend window lasts; a refusal of that resend
 *   leaves it pending (the first call may still have been taken); after the window, still unknown,
 *   it is refunded as never received.
 * - A provider without that guarantee: never sent again. It stays pending with that provider and
 *   is requeried on the usual schedule; still unknown after the provider's own window, it needs
 *   attention, and a person settles it from the provider's own records.
 */
async function resendOrWait(
  deps: EngineDeps,
  row: TransactionRow,
  guarantee: ResendGuarantee,
  notFound: BillsOutcome,
) {
  const age = Date.now() - row.createdAt.getTime();
  if (!guarantee.reusedIdAnsweredWithFirstOrder)
    return age < guarantee.notFoundAttentionAfterMs
      ? settle(deps, row.id, notFound)
      : needsAttentionNow(deps, row.id, notFound, unknownOrderReason(row, age));
  if (age < RESEND_WINDOW_MS) return resendAndSettle(deps, row);
  const gaveUp: BillsOutcome = {
    state: 'failed',
    code: notFound.code,
    description: 'The provider never received this purchase',
    ourFault: false,
    providerSide: false,
    result: {},
    raw: notFound.raw,
  };
  return settle(deps, row.id, gaveUp);
}

/** Why an order its provider does not know waits for a person, and what the person checks. */
function unknownOrderReason(row: TransactionRow, ageMs: number) {
  const provider = row.provider ?? 'The provider';
  return (
    `${provider} has no record of request ${row.requestId ?? ''} ` +
    `${Math.floor(ageMs / 60_000)} min after it was made. It was not sent again: ${provider} ` +
    'does not document that a reused request id is never sold twice. Look it up in ' +
    `${provider}'s own records, then settle it as delivered or refunded.`
  );
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

/** Tries to give a purchase back, and how long to wait before each try. */
const GIVE_BACK_WAITS_MS = [0, 500, 2_000];

/**
 * A requery that ended in an error (the database dropped mid-way, the adapter threw) gives its
 * purchase back, due again after the first requery delay: an error must not hold it for the
 * rest of its lease. If the database is still away after the last try, the lease ends it.
 */
async function giveBack(deps: EngineDeps, id: number) {
  let lastError: unknown;
  for (const wait of GIVE_BACK_WAITS_MS) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      return await releaseClaim(deps.db, id, deps.requeryFirstDelayMs);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

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
      .catch(async (error: unknown) => {
        options.onError(error, id);
        await giveBack(deps, id).catch((failed: unknown) => options.onError(failed, id));
      })
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
