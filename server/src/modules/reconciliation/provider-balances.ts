import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BillsProvider } from '../../ports/bills';
import type { BillsProviders } from '../purchases/bills-providers';

/*
 * Our balance with each bills provider over time: a job records it every 15 minutes and at each
 * Lagos day boundary (the first pass after midnight), so a day's reconciliation has the balance
 * before and after the day, and the console warns of a low float without calling the provider.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** migration 0018 */
export const providerBalances = pgTable('provider_balances', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  balanceKobo: bigint('balance_kobo', { mode: 'number' }).notNull(),
  recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
});

export const BILLS_PROVIDER = 'vtpass';
export const RECORD_BALANCE_EVERY_MS = 15 * 60 * 1000;

/** The Lagos day (YYYY-MM-DD) of an instant; Lagos keeps UTC+1 all year. */
export const lagosDay = (at: Date) =>
  new Date(at.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);

/** The provider's balance as last recorded (VTpass's by default: the day's reconciliation). */
export async function latestProviderBalance(db: Db, provider: string = BILLS_PROVIDER) {
  const [row] = await db
    .select()
    .from(providerBalances)
    .where(eq(providerBalances.provider, provider))
    .orderBy(desc(providerBalances.recordedAt))
    .limit(1);
  return row;
}

/**
 * One pass of the job: asks the provider for its balance and records it when none was recorded in
 * the last 15 minutes or the last one is from an earlier Lagos day; answers 1 when it recorded.
 * Several processes may record at the same moment: an extra row changes no figure.
 */
export async function recordProviderBalanceIfDue(
  db: Db,
  bills: Pick<BillsProvider, 'balance'>,
  now = new Date(),
  provider: string = BILLS_PROVIDER,
): Promise<number> {
  const last = await latestProviderBalance(db, provider);
  const due =
    !last ||
    now.getTime() - last.recordedAt.getTime() >= RECORD_BALANCE_EVERY_MS ||
    lagosDay(last.recordedAt) !== lagosDay(now);
  if (!due) return 0;
  const naira = await bills.balance();
  await db.insert(providerBalances).values({
    provider,
    // the provider may answer fractions of a kobo
    balanceKobo: Math.round(naira * 100),
    recordedAt: now,
  });
  return 1;
}

/**
 * The job's pass over every registered bills provider: records each one's balance when due. One
 * provider that does not answer is logged and skipped; the others are still recorded.
 */
export async function recordBillsBalancesIfDue(
  db: Db,
  providers: BillsProviders,
  onError: (provider: string, error: unknown) => void,
  now = new Date(),
): Promise<number> {
  let recorded = 0;
  for (const name of providers.names) {
    const provider = providers.get(name);
    if (!provider) continue;
    try {
      recorded += await recordProviderBalanceIfDue(db, provider, now, name);
    } catch (error) {
      onError(name, error);
    }
  }
  return recorded;
}
