import { and, eq, inArray } from 'drizzle-orm';
import type { TransactionRefund } from '@contract/api';
import type { Db, Tx } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import { koboToNaira } from '../../lib/money';
import type { TransactionRow } from './repository';

/** Ledger kind of the refund of a failed or reversed purchase (or SMS); one per transaction ever. */
export const PURCHASE_REFUND = 'purchase_refund';
/** Ledger kind of the refund of an SMS's refused recipients' share; one per SMS ever. */
export const SMS_REFUSED_REFUND = 'sms_refused_refund';

/**
 * Ledger kind of the refund of the cards a printable-card batch was delivered without (the
 * provider settled it short); one per batch ever.
 */
export const EPIN_SHORT_REFUND = 'epin_short_refund';

/** Refunds of part of a sale that was delivered (it stays a sale, for what the customer kept). */
export const PART_REFUND_KINDS = [SMS_REFUSED_REFUND, EPIN_SHORT_REFUND] as const;

const REFUND_KINDS = [PURCHASE_REFUND, ...PART_REFUND_KINDS];

/** A printable-card batch that came with fewer cards than it asked for. */
const deliveredShort = (row: TransactionRow) => {
  const cards = row.result?.epin_cards;
  return !!cards && cards.delivered < cards.asked;
};

/**
 * Whether the row can carry a refund: a failed or reversed one, an SMS (a delivered SMS gets
 * its refused recipients' share back), or a card batch delivered short. Others are not looked up.
 */
const mayHaveRefund = (row: TransactionRow) =>
  row.status === 'failed' || row.status === 'reversed' || row.kind === 'sms' || deliveredShort(row);

/**
 * What a short delivery already gave back on this purchase (kobo): a later full refund (a
 * reversal, a dispute) gives back only the rest of the charge.
 */
export async function refundedShortKobo(tx: Tx, row: TransactionRow): Promise<number> {
  if (!deliveredShort(row)) return 0;
  const [entry] = await tx
    .select({ amountKobo: ledgerEntries.amountKobo })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, 'wallet'),
        eq(ledgerEntries.kind, EPIN_SHORT_REFUND),
        eq(ledgerEntries.reference, row.txRef),
      ),
    );
  return entry?.amountKobo ?? 0;
}

/**
 * The wallet refunds written for these transactions, by transaction id: what the ledger says,
 * read through its unique (account, kind, reference) index, the reference being the tx_ref.
 */
export async function refundsOf(
  db: Db | Tx,
  rows: readonly TransactionRow[],
): Promise<Map<number, TransactionRefund>> {
  const found = new Map<number, TransactionRefund>();
  const candidates = rows.filter(mayHaveRefund);
  if (candidates.length === 0) return found;
  const entries = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      amountKobo: ledgerEntries.amountKobo,
      balanceAfterKobo: ledgerEntries.balanceAfterKobo,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, 'wallet'),
        inArray(ledgerEntries.kind, REFUND_KINDS),
        inArray(
          ledgerEntries.reference,
          candidates.map((row) => row.txRef),
        ),
      ),
    );
  for (const entry of entries) {
    if (entry.transactionId === null) continue;
    found.set(entry.transactionId, {
      amount: koboToNaira(entry.amountKobo),
      balance_after: koboToNaira(entry.balanceAfterKobo),
      refunded_at: entry.createdAt.toISOString(),
    });
  }
  return found;
}

/** The refund of one transaction, or null. */
export async function refundOf(db: Db | Tx, row: TransactionRow) {
  return (await refundsOf(db, [row])).get(row.id) ?? null;
}
