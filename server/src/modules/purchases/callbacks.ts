import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { transactions } from '../../db/schema';
import type { BillsOutcome } from '../../ports/bills';
import type { TransactionRow } from '../wallet/repository';
import { primaryName, providerOfOrder } from './bills-providers';
import type { EngineDeps } from './engine';
import { requeryPurchase } from './reconciler';
import { recordCall, recordEarlierAttemptDelivered, settle } from './settle';

/*
 * A provider's callback about one of its request ids. It settles only an order that is with that
 * provider under that request id: an order of another provider (or an earlier attempt's id, after
 * the order moved on) is left alone, so one provider's word never settles another's order.
 */

export type CallbackAnswer =
  | { kind: 'settled'; row: TransactionRow }
  | { kind: 'unknown' }
  | { kind: 'other_provider'; provider: string }
  | { kind: 'earlier_attempt'; transactionId: number; state: BillsOutcome['state'] };

/**
 * A callback about a request id of an order that moved on to another provider after this one
 * refused it. Nothing is settled by it (the order is with the other provider), but the provider is
 * asked (an unsigned callback proves nothing) and a "delivered" becomes the purchase's conflict.
 */
async function earlierAttempt(
  deps: EngineDeps,
  provider: string,
  requestId: string,
  outcome?: BillsOutcome,
): Promise<CallbackAnswer> {
  const [attempt] = rowsOf<{ transaction_id: number }>(
    await deps.db.execute(sql`
      SELECT transaction_id FROM purchase_attempts
      WHERE request_id = ${requestId} AND provider = ${provider}
      ORDER BY id DESC LIMIT 1`),
  );
  if (!attempt) return { kind: 'unknown' };
  const transactionId = Number(attempt.transaction_id);
  const started = performance.now();
  const asked = outcome ?? (await providerOfOrder(deps.providers, provider).requery(requestId));
  const durationMs = outcome ? undefined : performance.now() - started;
  await recordCall(deps.db, transactionId, 'callback-earlier-attempt', asked, durationMs, {
    provider,
    requestId,
  });
  if (asked.state === 'delivered')
    await recordEarlierAttemptDelivered(deps, transactionId, { provider, requestId }, asked);
  return { kind: 'earlier_attempt', transactionId, state: asked.state };
}

/**
 * Settles the callback of `provider` about `requestId`: with `outcome` when the provider's callback
 * can be trusted (signed), else by requerying that provider (an unsigned callback changes nothing
 * on its own word).
 */
export async function settleProviderCallback(
  deps: EngineDeps,
  provider: string,
  requestId: string,
  outcome?: BillsOutcome,
): Promise<CallbackAnswer> {
  const [own] = await deps.db
    .select()
    .from(transactions)
    .where(eq(transactions.requestId, requestId));
  // A service's own orders may go under request ids of their own (a card batch's later orders).
  const row = own ?? (await deps.ownOrders?.purchaseOf(requestId));
  if (!row) return earlierAttempt(deps, provider, requestId, outcome);
  const owner = row.provider ?? primaryName(deps.providers);
  if (owner !== provider) return { kind: 'other_provider', provider: owner };
  if (!outcome)
    return { kind: 'settled', row: await requeryPurchase(deps, row, 'callback-requery') };
  return {
    kind: 'settled',
    row: await settle(deps, row.id, outcome, { operation: 'callback', provider, requestId }),
  };
}
