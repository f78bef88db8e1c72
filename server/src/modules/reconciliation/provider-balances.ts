import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BillsProvider } from '../../ports/bills';

/*
 * Our balance with the bills provider over time: a job records it every 15 minutes and at each
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

export async function latestProviderBalance(db: Db) {
  const [row] = await db
    .select()
    .from(providerBalances)
    .where(eq(providerBalances.provider, BILLS_PROVIDER))
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
): Promise<number> {
  const last = await latestProviderBalance(db);
  const due =
    !last ||
    now.getTime() - last.recordedAt.getTime() >= RECORD_BALANCE_EVERY_MS ||
    lagosDay(last.recordedAt) !== lagosDay(now);
  if (!due) return 0;
  const naira = await bills.balance();
  await db.insert(providerBalances).values({
    provider: BILLS_PROVIDER,
    // the provider may answer fractions of a kobo
    balanceKobo: Math.round(naira * 100),
    recordedAt: now,
  });
  return 1;
}
