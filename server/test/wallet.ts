import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { ledgerEntries, transactions, users } from '../src/db/schema';
import { nairaToKobo } from '../src/lib/money';
import { post, type Account } from '../src/modules/wallet/ledger';

/** Credits an account through the ledger, as a funding would; the invariant keeps holding. */
export async function seedBalance(db: Db, userId: number, account: Account, naira: number) {
  return db.transaction((tx) =>
    post(tx, {
      userId,
      account,
      amountKobo: nairaToKobo(naira),
      kind: 'test_seed',
      reference: randomBytes(8).toString('hex'),
    }),
  );
}

/** What the database holds for a user: balances, level and how many rows the ledger wrote. */
export async function snapshot(db: Db, userId: number) {
  const [user] = await db
    .select({
      wallet: users.walletBalanceKobo,
      bonus: users.bonusKobo,
      levelId: users.levelId,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [entries] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  const [records] = await db
    .select({ n: count() })
    .from(transactions)
    .where(eq(transactions.userId, userId));
  return { ...user, entries: entries?.n ?? 0, transactions: records?.n ?? 0 };
}

export async function entriesOf(db: Db, userId: number, kind?: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), kind ? eq(ledgerEntries.kind, kind) : undefined))
    .orderBy(ledgerEntries.id);
}
