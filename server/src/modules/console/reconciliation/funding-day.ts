import { sql } from 'drizzle-orm';
import type { ReconciliationDay } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { koboToNaira } from '../../../lib/money';
import type { PaymentsProvider, ReceivedPayment } from '../../../ports/payments';
import { ledgerReference, type FundingProviderName } from '../../payments/funding-providers';
import { compareSides, type OurSide, type TheirSide } from './differences';
import { dayEnd, dayStart } from './lagos-day';

/*
 * A payments provider's Lagos day (Monnify's, Paystack's): the card and transfer funding we
 * credited that day through it (the ledger's entries, each under the provider's transaction
 * reference, ledgerReference) against the payments it received that day (Monnify's transaction
 * search, Paystack's transaction list). A payment received just before midnight and credited just
 * after is in both days' lists unless the other side is looked up: each side's stragglers are, so
 * only a real difference is listed.
 */

export const PAYMENT_PROVIDER_SOURCE =
  "Monnify's transaction search: the payments it received that day.";
export const PAYSTACK_SOURCE = "Paystack's transaction list: the successful payments of that day.";

/** Which ledger references are the provider's: Paystack's carry its prefix, Monnify's none. */
const ofProvider = (provider: FundingProviderName) =>
  provider === 'paystack'
    ? sql`le.reference LIKE 'paystack:%'`
    : sql`le.reference NOT LIKE 'paystack:%'`;

/** The provider's own reference of a ledger reference. */
const providerReference = (provider: FundingProviderName, reference: string) =>
  reference.slice(ledgerReference(provider, '').length);

const FUNDING_KINDS = sql`('card_funding', 'bank_funding')`;
const RECEIVED = new Set(['PAID', 'OVERPAID', 'PARTIALLY_PAID']);
const PRODUCT_OF_KIND: Record<string, string> = {
  card_funding: 'WEB_SDK',
  bank_funding: 'RESERVED_ACCOUNT',
};

const num = (value: unknown) => Number(value ?? 0);
const kobo = (naira: number) => Math.round(naira * 100);

interface CreditRow extends Record<string, unknown> {
  reference: string;
  kind: string;
  amount_kobo: number;
  tx_ref: string | null;
  day: string;
}

const CREDIT_COLUMNS = sql`le.reference, le.kind, le.amount_kobo::float8 AS amount_kobo, t.tx_ref,
  to_char(le.created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD') AS day`;

async function creditsOfDay(db: Db, day: string, provider: FundingProviderName) {
  return rowsOf<CreditRow>(
    await db.execute(sql`
      SELECT ${CREDIT_COLUMNS}
      FROM ledger_entries le LEFT JOIN transactions t ON t.id = le.transaction_id
      WHERE le.kind IN ${FUNDING_KINDS} AND le.account = 'wallet' AND ${ofProvider(provider)}
        AND le.created_at >= ${dayStart(day)} AND le.created_at < ${dayEnd(day)}
      ORDER BY le.id`),
  );
}

/** Our credits, on any day, of the given ledger references. */
async function creditsOf(db: Db, references: readonly string[]) {
  if (references.length === 0) return [];
  return rowsOf<CreditRow>(
    await db.execute(sql`
      SELECT ${CREDIT_COLUMNS}
      FROM ledger_entries le LEFT JOIN transactions t ON t.id = le.transaction_id
      WHERE le.kind IN ${FUNDING_KINDS} AND le.account = 'wallet'
        AND le.reference IN (${sql.join(
          references.map((reference) => sql`${reference}`),
          sql`, `,
        )})`),
  );
}

const ourSide = (row: CreditRow): OurSide => ({
  reference: row.reference,
  txRef: row.tx_ref,
  status: 'credited',
  kobo: num(row.amount_kobo),
});

/**
 * What the provider says of a payment we credited that is not in its day (paid on another day?);
 * undefined when it has no such payment or cannot say.
 */
async function theirSideOf(
  payments: PaymentsProvider,
  provider: FundingProviderName,
  reference: string,
): Promise<TheirSide | undefined> {
  try {
    const status = await payments.getTransactionStatus(providerReference(provider, reference));
    const paid = RECEIVED.has(status.paymentStatus);
    return { reference, status: status.paymentStatus, kobo: paid ? kobo(status.amountPaid) : 0 };
  } catch {
    return undefined;
  }
}

export async function fundingDay(
  db: Db,
  payments: PaymentsProvider,
  day: string,
  provider: FundingProviderName = 'monnify',
): Promise<ReconciliationDay['funding']> {
  const [credits, statement] = await Promise.all([
    creditsOfDay(db, day, provider),
    payments.paymentsReceived(day).then(
      (found): { found: ReceivedPayment[]; error: null } => ({ found, error: null }),
      (error: unknown) => ({
        found: null,
        error: error instanceof Error ? error.message : String(error),
      }),
    ),
  ]);
  const ofKind = (kind: string) => credits.filter((row) => row.kind === kind);
  const line = (kind: string) => {
    const rows = ofKind(kind);
    const received = statement.found?.filter((payment) =>
      kind === 'bank_funding'
        ? payment.productType === PRODUCT_OF_KIND.bank_funding
        : payment.productType !== PRODUCT_OF_KIND.bank_funding,
    );
    return {
      count: rows.length,
      credited: koboToNaira(rows.reduce((sum, row) => sum + num(row.amount_kobo), 0)),
      provider: received
        ? koboToNaira(received.reduce((sum, payment) => sum + kobo(payment.amountPaid), 0))
        : null,
    };
  };
  const result = {
    card: line('card_funding'),
    transfers: line('bank_funding'),
    provider_source: provider === 'paystack' ? PAYSTACK_SOURCE : PAYMENT_PROVIDER_SOURCE,
  };
  if (!statement.found) return { ...result, differences: null, statement_error: statement.error };

  const theirs: TheirSide[] = statement.found.map((payment) => ({
    reference: ledgerReference(provider, payment.transactionReference),
    status: 'PAID',
    kobo: kobo(payment.amountPaid),
  }));
  const received = new Set(theirs.map((side) => side.reference));
  const credited = new Set(credits.map((row) => row.reference));
  // Each side's stragglers, looked up on the other side whatever their day.
  const ourStragglers = credits.filter((row) => !received.has(row.reference));
  const theirStragglers = theirs.filter((side) => !credited.has(side.reference));
  const [theirsOfOurs, oursOfTheirs] = await Promise.all([
    Promise.all(ourStragglers.map((row) => theirSideOf(payments, provider, row.reference))),
    creditsOf(
      db,
      theirStragglers.map((side) => side.reference),
    ),
  ]);
  const known = theirsOfOurs.filter((side): side is TheirSide => side !== undefined);
  const compared = compareSides(
    [...credits.map(ourSide), ...oursOfTheirs.map(ourSide)],
    [...theirs, ...known],
  );
  return { ...result, differences: compared.differences, statement_error: null };
}
