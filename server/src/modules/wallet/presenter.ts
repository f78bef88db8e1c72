import type { Transaction, TransactionRefund } from '@contract/api';
import { koboToNaira } from '../../lib/money';
import { buyAgainOf } from './buy-again';
import type { TransactionRow } from './repository';

const nairaOrNull = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

/** A transaction as get-transactions/ returns it: naira, ISO dates, and its refund if any. */
export function presentTransaction(
  row: TransactionRow,
  category: { id: number; name: string; image: string } | null,
  subcategory: { id: number; title: string; image: string } | null,
  /** the ledger's refund of this row (refunds.ts), null when there is none */
  refund: TransactionRefund | null,
): Transaction {
  return {
    id: row.id,
    tx_ref: row.txRef,
    subcategory,
    category,
    plan: row.plan,
    phone_no: row.phoneNo,
    card_no: row.cardNo,
    description: row.description,
    response: row.response,
    amount: koboToNaira(row.amountKobo),
    token: row.token,
    initial_balance: nairaOrNull(row.initialBalanceKobo),
    new_balance: nairaOrNull(row.newBalanceKobo),
    status: row.status,
    kind: row.kind,
    result: row.result ?? null,
    refund,
    buy_again: buyAgainOf(row),
    created_at: row.createdAt.toISOString(),
  };
}
