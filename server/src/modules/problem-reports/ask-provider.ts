import type { FastifyBaseLogger } from 'fastify';
import { providerOfOrder, type BillsProviders } from '../purchases/bills-providers';
import { recordCall, settle, type SettleDeps } from '../purchases/settle';
import type { TransactionRow } from '../wallet/repository';

export interface ProviderCheckDeps extends SettleDeps {
  providers: BillsProviders;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Asks the purchase's own provider about it now and settles it with the answer, by the engine's
 * rules (a pending one is delivered or refunded; a delivered one the provider reversed is
 * refunded; an answer contradicting a settled purchase is kept as a conflict and moves no money).
 * "Not found" is left to the reconciler, which alone decides a resend. A refunded purchase needs
 * no question; a provider that cannot be reached leaves the purchase as it was.
 */
export async function askProviderAgain(
  deps: ProviderCheckDeps,
  row: TransactionRow,
): Promise<TransactionRow> {
  if (!row.requestId || (row.status !== 'pending' && row.status !== 'confirmed')) return row;
  try {
    const provider = providerOfOrder(deps.providers, row.provider);
    const started = performance.now();
    const outcome = await provider.requery(row.requestId);
    await recordCall(deps.db, row.id, 'problem-report', outcome, performance.now() - started, row);
    if (outcome.state === 'not_found') return row;
    return await settle(deps, row.id, outcome);
  } catch (error) {
    deps.log.warn({ err: error, transactionId: row.id }, 'problem report: provider not asked');
    return row;
  }
}
