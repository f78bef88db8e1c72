import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { levels, passwordResetTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * Postgres unique_violation (of the named index, when given), wherever the driver or drizzle put
 * it in the cause chain.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('code' in current && current.code === '23505')
      return !constraint || ('constraint' in current && current.constraint === constraint);
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

const lowerEquals = (column: typeof users.email | typeof users.username, value: string) =>
  sql`lower(${column}) = ${value.toLowerCase()}`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(lowerEquals(users.email, email)).limit(1);
  return row;
}

/** A user named by username or e-mail (they are equal for accounts made here). */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(lowerEquals(users.username, login), lowerEquals(users.email, login)))
    .limit(1);
  return row;
}

/** The account that holds a phone number (stored in its local form, 08031234567). */
export async function findUserByPhone(db: Db, phoneNo: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneNo, phoneNo)).limit(1);
  return row;
}

/** Codes are shown in capitals; a code typed in small letters finds the same user. */
export async function findUserByReferralCode(db: Db, code: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.referralCode, code.toUpperCase()))
    .limit(1);
  return row;
}

export async function findUserById(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserWithLevel(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, levelName: levels.name })
    .from(users)
    .innerJoin(levels, eq(levels.id, users.levelId))
    .where(eq(users.id, id));
  return row;
}

export async function insertUser(db: Db, user: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/**
 * Sets a new password hash and retires every outstanding reset link (one mailed before the change
 * must not undo it). The caller ends the older credentials in the same transaction.
 */
export async function replacePassword(tx: Tx, userId: number, passwordHash: string) {
  const [row] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning({
    id: users.id,
    role: users.role,
    email: users.email,
    firstName: users.firstName,
  });
  if (row) await retireResetTokens(tx, userId);
  return row;
}

/** A new number is the account's own: it joins the one-account-per-number index. */
export async function setPhone(db: Db, userId: number, phoneNo: string): Promise<void> {
  await db
    .update(users)
    .set({ phoneNo, phoneSharedBeforeUnique: false })
    .where(eq(users.id, userId));
}

/** Turning it on again keeps the first moment: purchases since then are mailed, each once. */
export async function setEmailReceipts(db: Db, userId: number, on: boolean): Promise<void> {
  await db
    .update(users)
    .set({ emailReceiptsSince: on ? sql`coalesce(${users.emailReceiptsSince}, now())` : null })
    .where(eq(users.id, userId));
}

/** "E-mail me 3 days before my TV subscription is due". */
export async function setCableReminders(db: Db, userId: number, on: boolean): Promise<void> {
  await db.update(users).set({ cableReminders: on }).where(eq(users.id, userId));
}

export async function setWebhookUrl(db: Db, userId: number, webhookUrl: string): Promise<void> {
  await db.update(users).set({ webhookUrl }).where(eq(users.id, userId));
}

/** What a reset token resets: a token of one purpose never works for the other. */
export type ResetPurpose = 'password' | 'transaction_pin';

export async function insertResetToken(
  db: Db,
  token: { userId: number; tokenHash: string; ttlSeconds: number; purpose?: ResetPurpose },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    userId: token.userId,
    tokenHash: token.tokenHash,
    purpose: token.purpose ?? 'password',
    expiresAt: sql`now() + make_interval(secs => ${token.ttlSeconds})`,
  });
}

/**
 * Marks an unused, unexpired token of the purpose used and returns its user. The condition sits in
 * the UPDATE itself, so of two concurrent uses only one gets a row back.
 */
export async function useResetToken(
  tx: Tx,
  tokenHash: string,
  purpose: ResetPurpose = 'password',
): Promise<number | undefined> {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.purpose, purpose),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Forgets a user's earlier codes of the purpose (a new one replaces them). */
export async function deleteResetTokens(db: Db, userId: number, purpose: ResetPurpose) {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.purpose, purpose)));
}

async function retireResetTokens(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.purpose, 'password'),
        isNull(passwordResetTokens.usedAt),
      ),
    );
}
