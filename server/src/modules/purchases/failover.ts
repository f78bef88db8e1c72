import { eq } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import type { BillsOutcome, BillsProvider } from '../../ports/bills';
import type { TransactionRow } from '../wallet/repository';
import type { Route } from './routing';
import {
  leftAloneUntil,
  lockTransaction,
  recordCall,
  type ProviderCall,
  type SettleDeps,
} from './settle';

/*
 * The failover rule: an order moves to its next route only when its provider refused it
 * definitively before vending for a provider-side reason (a failed outcome with providerSide).
 * Anything else — a timeout, a network error after sending, pending, not found, an unclassified
 * answer — keeps it with that provider, to be requeried and settled there only.
 */

export const movesToNextProvider = (outcome: Pick<BillsOutcome, 'state' | 'providerSide'>) =>
  outcome.state === 'failed' && outcome.providerSide;

/** Where an order is sent: the route's provider, its codes there and its cost there. */
export function routeColumns(
  route: Route,
  provider: BillsProvider,
  order: { serviceId: string; variationCode: string | null },
) {
  return {
    provider: route.provider,
    requestId: provider.newRequestId(),
    providerServiceId: route.planOffer ? order.serviceId : route.providerCode,
    providerVariationCode: route.planOffer ? route.providerCode : order.variationCode,
    providerCostKobo: route.costKobo,
  };
}

export interface Moved {
  moved: boolean;
  row: TransactionRow;
}

/**
 * Records the refused attempt and moves the order to `route` with that provider's new request id,
 * in one database transaction under the row lock: only while the order is still pending with the
 * provider and request id that refused it (a callback or person may have settled it meanwhile).
 */
export async function moveToProvider(
  deps: SettleDeps & { payTimeoutMs: number },
  from: TransactionRow,
  refusal: BillsOutcome,
  call: ProviderCall,
  route: Route,
  provider: BillsProvider,
): Promise<Moved> {
  return deps.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, from.id);
    if (!row) throw new Error(`transaction ${from.id} does not exist`);
    await recordCall(tx, row.id, call.operation, refusal, call.durationMs, call);
    if (
      row.status !== 'pending' ||
      row.provider !== from.provider ||
      row.requestId !== from.requestId
    )
      return { moved: false, row };
    const [moved] = await tx
      .update(transactions)
      .set({
        ...routeColumns(route, provider, {
          serviceId: row.serviceId ?? '',
          variationCode: row.variationCode,
        }),
        // The new provider's answers describe the order from now on.
        upstreamCode: null,
        upstreamStatus: null,
        upstreamTransactionId: null,
        // Left alone while the next pay call is out, as a new purchase is.
        nextRequeryAt: leftAloneUntil(deps),
        updatedAt: new Date(),
      })
      .where(eq(transactions.id, row.id))
      .returning();
    return { moved: true, row: moved ?? row };
  });
}
