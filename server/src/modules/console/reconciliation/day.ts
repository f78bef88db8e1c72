import type { LedgerCheckResult, ReconciliationDay } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { koboToNaira } from '../../../lib/money';
import type { PaymentsProvider } from '../../../ports/payments';
import { primaryName, type BillsProviders } from '../../purchases/bills-providers';
import { checkLedger } from '../../wallet/ledger';
import { billsProviderDay } from './bills-day';
import { fundingDay } from './funding-day';

/*
 * One Lagos day against the providers: every registered bills provider (each through its own
 * adapter's day statement, so a new provider is reconciled once it is registered), Monnify and
 * Paystack.
 */

export interface ReconciliationDeps {
  db: Db;
  billsProviders: BillsProviders;
  payments: PaymentsProvider;
  /** Paystack, reconciled beside Monnify when the console was given it */
  paystack?: PaymentsProvider;
}

export async function reconcileDay(
  deps: ReconciliationDeps,
  day: string,
): Promise<ReconciliationDay> {
  const { db, billsProviders } = deps;
  const primary = primaryName(billsProviders);
  const [providers, funding, paystackFunding] = await Promise.all([
    Promise.all(
      billsProviders.names.map((name) => {
        const provider = billsProviders.get(name);
        if (!provider) throw new Error(`bills provider ${name} is not registered`);
        return billsProviderDay(db, day, name, primary, provider);
      }),
    ),
    fundingDay(db, deps.payments, day),
    deps.paystack ? fundingDay(db, deps.paystack, day, 'paystack') : undefined,
  ]);
  return {
    day,
    providers,
    funding,
    ...(paystackFunding ? { paystack_funding: paystackFunding } : {}),
  };
}

/** The ledger check (`npm run ledger:check`'s), as the console shows it. */
export async function runLedgerCheck(db: Db): Promise<LedgerCheckResult> {
  const check = await checkLedger(db);
  return {
    users_checked: check.usersChecked,
    checked_at: new Date().toISOString(),
    mismatches: check.mismatches.map((m) => ({
      user_id: m.userId,
      wallet_balance: koboToNaira(m.walletBalanceKobo),
      wallet_entries: koboToNaira(m.walletEntriesKobo),
      bonus: koboToNaira(m.bonusKobo),
      bonus_entries: koboToNaira(m.bonusEntriesKobo),
    })),
  };
}
