import { count, eq, inArray, sql } from 'drizzle-orm';
import { WALLET_MESSAGES } from '@contract/rules';
import type { Db, Tx } from '../../db/client';
import { parsedJson, rowFromJson, rowsOf } from '../../db/rows';
import { ledgerEntries, users } from '../../db/schema';
import { badRequest } from '../../lib/http-error';

/*
 * The only code that changes wallet and bonus balances. The rule is written once, in the SQL
 * function ledger_post (migration 0028), which post() calls and which also posts the charge of a
 * new order (transaction_create, through purchases/create.ts): every change is a ledger entry
 * written in the caller's database transaction together with the new balance, under a lock of the
 * user's row, so a user's balance always equals the sum of the user's entries and never goes below
 * zero.
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

interface PostAnswer {
  outcome: 'posted' | 'duplicate' | 'insufficient' | 'no_user';
  entry?: unknown;
  balance_kobo?: number | string;
}

/**
 * Credits or debits one account of one user inside the caller's transaction, by the ledger's rule
 * (the SQL function ledger_post, migration 0028). A debit below zero throws a 400 HttpError and
 * writes nothing; a posting whose (account, kind, reference) exists returns the existing entry and
 * changes nothing.
 *
 * `locked`: the user's row as lockUser returned it earlier in the same transaction; it is kept
 * current here, so it can be passed to a further post.
 */
export async function post(tx: Tx, posting: Posting, locked?: LockedUser): Promise<PostResult> {
  if (!Number.isSafeInteger(posting.amountKobo) || posting.amountKobo === 0) {
    throw new RangeError(`a ledger amount must be a non-zero whole number of kobo`);
  }
  if (locked && locked.id !== posting.userId)
    throw new Error(`the locked row of user ${locked.id} was passed for user ${posting.userId}`);
  const result = await tx.execute(sql`select ledger_post(
    ${posting.userId}::integer, ${posting.account}::text, ${posting.amountKobo}::bigint,
    ${posting.kind}::text, ${posting.reference}::text, ${posting.transactionId ?? null}::integer
  ) as answer`);
  const answer = parsedJson(rowsOf<{ answer: unknown }>(result)[0]?.answer) as PostAnswer;
  switch (answer.outcome) {
    case 'posted': {
      const after = Number(answer.balance_kobo);
      if (locked && posting.account === 'wallet') locked.walletBalanceKobo = after;
      else if (locked) locked.bonusKobo = after;
      return { entry: rowFromJson(ledgerEntries, answer.entry), duplicate: false };
    }
    case 'duplicate':
      return { entry: rowFromJson(ledgerEntries, answer.entry), duplicate: true };
    case 'insufficient':
      throw badRequest(INSUFFICIENT_MESSAGES[posting.account]);
    default:
      throw new Error(`user ${posting.userId} does not exist`);
  }
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
