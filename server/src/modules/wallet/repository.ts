import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { levels, transactions, users } from '../../db/schema';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransactionRow = typeof transactions.$inferInsert;
export type LevelRow = typeof levels.$inferSelect;

/** Our transaction reference: NT, the time in milliseconds and 8 random hex digits. */
export const newTxRef = () => `NT${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`;

export async function insertTransaction(
  tx: Tx,
  row: Omit<NewTransactionRow, 'txRef'> & { txRef?: string },
): Promise<TransactionRow> {
  const [inserted] = await tx
    .insert(transactions)
    .values({ ...row, txRef: row.txRef ?? newTxRef() })
    .returning();
  if (!inserted) throw new Error('insert into transactions returned no row');
  return inserted;
}

export async function listLevels(db: Db | Tx): Promise<LevelRow[]> {
  return db.select().from(levels).orderBy(levels.id);
}

export async function setUserLevel(tx: Tx, userId: number, levelId: number): Promise<void> {
  await tx.update(users).set({ levelId }).where(eq(users.id, userId));
}
