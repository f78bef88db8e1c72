import { eq } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import type { BillsOutcome } from '../../ports/bills';
import type { TransactionRow } from '../wallet/repository';
import { primaryName } from './bills-providers';
import type { EngineDeps } from './engine';
import { requeryPurchase } from './reconciler';
import { settle } from './settle';

/*
 * A provider's callback about one of its request ids. It settles only an order that is with that
 * provider under that request id: an order of another provider (or an earlier attempt's id, after
 * the order moved on) is left alone, so one provider's word never settles another's order.
 */

export type CallbackAnswer =
  | { kind: 'settled'; row: TransactionRow }
  | { kind: 'unknown' }
  | { kind: 'other_provider'; provider: string };

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
  const [row] = await deps.db
    .select()
    .from(transactions)
    .where(eq(transactions.requestId, requestId));
  if (!row) return { kind: 'unknown' };
  const owner = row.provider ?? primaryName(deps.providers);
  if (owner !== provider) return { kind: 'other_provider', provider: owner };
  if (!outcome)
    return { kind: 'settled', row: await requeryPurchase(deps, row, 'callback-requery') };
  return {
    kind: 'settled',
    row: await settle(deps, row.id, outcome, { operation: 'callback', provider, requestId }),
  };
}
