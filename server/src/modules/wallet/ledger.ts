import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { WALLET_MESSAGES } from '@contract/rules';
import type { Db, Tx } from '../../db/client';
import { ledgerEntries, users } from '../../db/schema';
import { badRequest } from '../../lib/http-error';

/*
 * The only code that changes wallet and bonus balances, with one exception that follows the same
 * rule: a purchase's wallet debit is written by the SQL function purchase_create (migration 0016,
 * called by purchases/engine.ts), which locks the user's row, refuses a charge above the balance,
 * and writes the entry with the balance after it and the new balance in the same transaction. A
 * change to the rule here must be made there too. Every change is a ledger entry written in the
 * caller's database transaction together with the new balance, under a lock of the user's row, so a
 * user's balance always equals the sum of the user's entries and never goes below zero.
 */

export type Account = 'wallet' | 'bonus';
export type LedgerEntry = typeof ledgerEntries.$inferSelect;

export interface Posting {
  userId: number;
  account: Account;
  /** signed kobo, never 0: positive credits, negative debits */
  amountKobo: number;
  /** what moved the money, e.g. bonus_transfer, level_upgrade, card_funding */
  kind: string;
  /** the operation or external event; one entry per (account, kind, reference) ever */
  reference: string;
  transactionId?: number;
}

export interface PostResult {
  entry: LedgerEntry;
  /** true when the (account, kind, reference) had been posted before and nothing changed */
  duplicate: boolean;
}

export const INSUFFICIENT_MESSAGES: Record<Account, string> = {
  wallet: WALLET_MESSAGES.walletInsufficient,
  bonus: WALLET_MESSAGES.bonusInsufficient,
};

const balanceColumn = (account: Account) =>
  account === 'wallet' ? users.walletBalanceKobo : users.bonusKobo;

export interface LockedUser {
  id: number;
  levelId: number;
  walletBalanceKobo: number;
  bonusKobo: number;
}

/**
 * Locks the users' rows until the transaction ends, in ascending id order so two transactions
 * locking the same users cannot deadlock; returns them in that order.
 */
export async function lockUsers(tx: Tx, userIds: readonly number[]): Promise<LockedUser[]> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const rows: LockedUser[] = [];
  for (const id of ids) {
    const [row] = await tx
      .select({
        id: users.id,
        levelId: users.levelId,
        walletBalanceKobo: users.walletBalanceKobo,
        bonusKobo: users.bonusKobo,
      })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!row) throw new Error(`user ${id} does not exist`);
    rows.push(row);
  }
  return rows;
}

export async function lockUser(tx: Tx, userId: number): Promise<LockedUser> {
  const [row] = await lockUsers(tx, [userId]);
  if (!row) throw new Error(`user ${userId} does not exist`);
  return row;
}

async function findEntry(tx: Tx, posting: Posting): Promise<LedgerEntry | undefined> {
  const [row] = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, posting.account),
        eq(ledgerEntries.kind, posting.kind),
        eq(ledgerEntries.reference, posting.reference),
      ),
    );
  return row;
}

/**
 * Credits or debits one account of one user inside the caller's transaction. A debit below zero
 * throws a 400 HttpError and writes nothing; a posting whose (account, kind, reference) exists
 * returns the existing entry and changes nothing.
 *
 * `locked`: the user's row as lockUser returned it earlier in the same transaction, so it is not
 * locked and read again; it is kept current here. A stale row cannot slip through: the balance
 * update below only applies where the balance is still the one read, and throws otherwise.
 */
export async function post(tx: Tx, posting: Posting, locked?: LockedUser): Promise<PostResult> {
  if (!Number.isSafeInteger(posting.amountKobo) || posting.amountKobo === 0) {
    throw new RangeError(`a ledger amount must be a non-zero whole number of kobo`);
  }
  if (locked && locked.id !== posting.userId)
    throw new Error(`the locked row of user ${locked.id} was passed for user ${posting.userId}`);
  const user = locked ?? (await lockUser(tx, posting.userId));
  const before = posting.account === 'wallet' ? user.walletBalanceKobo : user.bonusKobo;
  const after = before + posting.amountKobo;

  if (after < 0) {
    // A replay of a debit that went through must not fail now that the money is gone.
    const existing = await findEntry(tx, posting);
    if (existing) return { entry: existing, duplicate: true };
    throw badRequest(INSUFFICIENT_MESSAGES[posting.account]);
  }

  const [inserted] = await tx
    .insert(ledgerEntries)
    .values({
      userId: posting.userId,
      account: posting.account,
      amountKobo: posting.amountKobo,
      kind: posting.kind,
      reference: posting.reference,
      transactionId: posting.transactionId ?? null,
      balanceAfterKobo: after,
    })
    .onConflictDoNothing({
      target: [ledgerEntries.account, ledgerEntries.kind, ledgerEntries.reference],
    })
    .returning();
  if (!inserted) {
    const existing = await findEntry(tx, posting);
    if (!existing) throw new Error(`ledger entry ${posting.reference} conflicted but is missing`);
    return { entry: existing, duplicate: true };
  }

  const column = balanceColumn(posting.account);
  const updated = await tx
    .update(users)
    .set(posting.account === 'wallet' ? { walletBalanceKobo: after } : { bonusKobo: after })
    .where(and(eq(users.id, posting.userId), eq(column, before)))
    .returning({ id: users.id });
  // Cannot happen under the row lock; failing here rolls the caller's transaction back.
  if (updated.length !== 1) throw new Error(`balance of user ${posting.userId} moved under lock`);
  // The caller's locked row stays current, so it can be passed to a further post.
  if (posting.account === 'wallet') user.walletBalanceKobo = after;
  else user.bonusKobo = after;
  return { entry: inserted, duplicate: false };
}

export interface LedgerMismatch {
  userId: number;
  walletBalanceKobo: number;
  walletEntriesKobo: number;
  bonusKobo: number;
  bonusEntriesKobo: number;
}

export interface LedgerCheck {
  usersChecked: number;
  mismatches: LedgerMismatch[];
}

/**
 * The invariant: for every user, each balance equals the sum of the user's entries in that
 * account. Returns the users where it does not hold (none, when the ledger is sound).
 */
export async function ledgerSums(db: Db | Tx, userIds?: readonly number[]): Promise<LedgerCheck> {
  const scope = userIds ? inArray(users.id, [...userIds]) : undefined;
  const sumOf = (account: Account) =>
    sql<number>`coalesce(sum(${ledgerEntries.amountKobo}) filter (where ${ledgerEntries.account} = ${account}), 0)`.mapWith(
      Number,
    );
  const walletSum = sumOf('wallet');
  const bonusSum = sumOf('bonus');
  const [counted] = await db.select({ n: count() }).from(users).where(scope);
  const rows = await db
    .select({
      userId: users.id,
      walletBalanceKobo: users.walletBalanceKobo,
      walletEntriesKobo: walletSum,
      bonusKobo: users.bonusKobo,
      bonusEntriesKobo: bonusSum,
    })
    .from(users)
    .leftJoin(ledgerEntries, eq(ledgerEntries.userId, users.id))
    .where(scope)
    .groupBy(users.id)
    .having(sql`${users.walletBalanceKobo} <> ${walletSum} or ${users.bonusKobo} <> ${bonusSum}`)
    .orderBy(users.id);
  return { usersChecked: counted?.n ?? 0, mismatches: rows };
}

/**
 * The ledger invariant over every user in one read-only repeatable-read transaction, so the sums
 * and the balances come from one snapshot (`npm run ledger:check` and the console's
 * reconciliation run this).
 */
export function checkLedger(db: Db): Promise<LedgerCheck> {
  return db.transaction((tx) => ledgerSums(tx), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
