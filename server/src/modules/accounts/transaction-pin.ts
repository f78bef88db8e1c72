import { randomInt } from 'node:crypto';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type {
  ResetTransactionPinRequest,
  SetTransactionPinRequest,
  TransactionPinState,
} from '@contract/api';
import {
  PIN_LOCK_MINUTES,
  PIN_MAX_TRIES,
  PIN_MESSAGES,
  PIN_RESET_CODE_MINUTES,
  PIN_RESET_CODE_PATTERN,
  PROOF_MESSAGES,
  isValidPin,
  lagosClockTime,
} from '@contract/rules';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError, badRequest } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { PinHolder } from '../auth/plugin';
import { digest } from './password-reset';
import { transactionPinState } from './presenter';
import { deleteResetTokens, findUserById, insertResetToken, useResetToken } from './repository';
import { endCredentials, sendCredentialsEndedNotice } from './credentials';
import { recordSecurityEvent, sendSecurityNotice, type NoticeDeps } from './security-events';

/*
 * Statuses (one rule, told in TRANSACTION-PIN.md beside this file): a PIN missing or not 4 digits 400; a wrong PIN (or a
 * wrong password where one is asked) 403 with the tries left; locked 423 with Retry-After. Each
 * names the field in the error envelope. Each try is taken from the account before the comparison
 * (one row update that counts and refuses past the limit), so concurrent tries check at most the
 * tries left. The fifth wrong try locks charged actions, PIN changes and API-key management for 15
 * minutes; the count stays spent during the lock and starts again after it; a correct answer
 * clears it.
 */

export interface PinDeps extends NoticeDeps {
  db: Db;
}

export type { PinHolder };

type TryField = 'pin' | 'old_pin' | 'password';

const pinError = (status: number, message: string, field = 'pin', retryAfter?: number) =>
  new HttpError(status, message, { [field]: message }, retryAfter);

const lockedError = (until: Date, field: string) =>
  pinError(
    423,
    PIN_MESSAGES.locked(until),
    field,
    Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
  );

function refuseIfLocked(holder: Pick<PinHolder, 'pinLockedUntil'>, field = 'pin') {
  const until = holder.pinLockedUntil;
  if (until && until.getTime() > Date.now()) throw lockedError(until, field);
}

/** A lock that has run out: the next try starts a fresh count. */
const lockRanOut = sql`(${users.pinLockedUntil} IS NOT NULL AND ${users.pinLockedUntil} <= now())`;

/**
 * Takes one try in one statement, before anything is compared: refused while locked or when every
 * try is taken. Answers the tries taken, this one included.
 */
async function takeTry(deps: PinDeps, userId: number, field: TryField): Promise<number> {
  const [taken] = await deps.db
    .update(users)
    .set({
      pinFailedAttempts: sql`CASE WHEN ${lockRanOut} THEN 1 ELSE ${users.pinFailedAttempts} + 1 END`,
      pinLockedUntil: sql`CASE WHEN ${lockRanOut} THEN NULL ELSE ${users.pinLockedUntil} END`,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`((${users.pinLockedUntil} IS NULL AND ${users.pinFailedAttempts} < ${PIN_MAX_TRIES}) OR ${lockRanOut})`,
      ),
    )
    .returning({ attempts: users.pinFailedAttempts });
  if (taken) return taken.attempts;
  const [holder] = await deps.db
    .select({ pinLockedUntil: users.pinLockedUntil })
    .from(users)
    .where(eq(users.id, userId));
  // Every try is taken and the one that took the last has not locked yet (or was right).
  throw lockedError(
    holder?.pinLockedUntil ?? new Date(Date.now() + PIN_LOCK_MINUTES * 60_000),
    field,
  );
}

/** The last try was wrong: locks once (audited and e-mailed) and answers the lock. */
async function lockAccount(deps: PinDeps, userId: number, ip: string, field: TryField) {
  const lockUntil = new Date(Date.now() + PIN_LOCK_MINUTES * 60_000);
  const locked = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ pinLockedUntil: lockUntil })
      .where(
        and(
          eq(users.id, userId),
          isNull(users.pinLockedUntil),
          gte(users.pinFailedAttempts, PIN_MAX_TRIES),
        ),
      )
      .returning({ email: users.email, firstName: users.firstName });
    if (row) await recordSecurityEvent(tx, { userId, event: 'transaction_pin.locked', ip });
    return row;
  });
  if (locked)
    sendSecurityNotice(
      deps,
      { id: userId, ...locked },
      {
        subject: 'transaction PIN locked',
        lines: [
          `Your transaction PIN was entered wrongly ${PIN_MAX_TRIES} times, so purchases from your account are locked until ${lagosClockTime(lockUntil)} (Lagos time).`,
          'If this was not you, reset your transaction PIN from your profile and change your password.',
        ],
      },
    );
  return lockedError(lockUntil, field);
}

/**
 * Spends one try on `matches` (a PIN or the password compared in constant time): a right answer
 * clears the count, or with `onMatch: 'refund'` (a password the PIN still has to follow) gives back
 * only its own try; a wrong one answers the tries left, or locks on the last.
 */
async function spendTry(
  deps: PinDeps,
  userId: number,
  ip: string,
  field: TryField,
  matches: () => Promise<boolean>,
  onMatch: 'clear' | 'refund' = 'clear',
): Promise<void> {
  const attempts = await takeTry(deps, userId, field);
  if (await matches()) {
    await deps.db
      .update(users)
      .set({
        pinFailedAttempts:
          onMatch === 'clear' ? 0 : sql`greatest(${users.pinFailedAttempts} - 1, 0)`,
      })
      .where(eq(users.id, userId));
    return;
  }
  if (attempts >= PIN_MAX_TRIES) throw await lockAccount(deps, userId, ip, field);
  const left = PIN_MAX_TRIES - attempts;
  throw pinError(
    403,
    field === 'password' ? PIN_MESSAGES.wrongPassword(left) : PIN_MESSAGES.wrong(left),
    field,
  );
}

/** Checks a PIN against the account's; a wrong one counts (and may lock). */
async function verifyPinTry(
  deps: PinDeps,
  userId: number,
  holder: PinHolder & { transactionPinHash: string },
  pin: unknown,
  ip: string,
  field: 'pin' | 'old_pin' = 'pin',
): Promise<void> {
  refuseIfLocked(holder, field);
  if (pin === undefined || pin === null || pin === '')
    throw pinError(
      400,
      field === 'pin' ? PIN_MESSAGES.required : PIN_MESSAGES.oldPinRequired,
      field,
    );
  if (!isValidPin(pin)) throw pinError(400, PIN_MESSAGES.format, field);
  // verifyPassword compares the derived keys in constant time.
  await spendTry(deps, userId, ip, field, () => verifyPassword(pin, holder.transactionPinHash));
}

/**
 * A fresh proof that the account's owner is asking (API-key management): the password, and the
 * PIN when the account has one, in the same request. Wrong answers spend the PIN's tries; a locked
 * account is refused.
 */
export async function checkFreshProof(
  deps: PinDeps,
  userId: number,
  proof: { password?: string; pin?: string },
  ip: string,
): Promise<void> {
  const user = await readHolder(deps.db, userId);
  refuseIfLocked(user, user.transactionPinHash ? 'pin' : 'password');
  if (!proof.password) throw pinError(400, PROOF_MESSAGES.passwordRequired, 'password');
  const { transactionPinHash } = user;
  if (transactionPinHash !== null) {
    if (!proof.pin) throw pinError(400, PIN_MESSAGES.required);
    if (!isValidPin(proof.pin)) throw pinError(400, PIN_MESSAGES.format);
  }
  const { password } = proof;
  // A right password must not clear the PIN's count: the PIN still has to be right.
  await spendTry(
    deps,
    userId,
    ip,
    'password',
    () => verifyPassword(password, user.passwordHash),
    transactionPinHash === null ? 'clear' : 'refund',
  );
  if (transactionPinHash !== null)
    await verifyPinTry(deps, userId, { ...user, transactionPinHash }, proof.pin, ip);
}

/**
 * The check every charged request made with a login token passes before anything is charged:
 * nothing to do for an account without a PIN.
 */
export async function checkChargedPin(
  deps: PinDeps,
  userId: number,
  holder: PinHolder,
  pin: unknown,
  ip: string,
): Promise<void> {
  const { transactionPinHash } = holder;
  if (transactionPinHash === null) return;
  await verifyPinTry(deps, userId, { ...holder, transactionPinHash }, pin, ip);
}

/** The new PIN's hash, a clean count and no lock, in the caller's transaction. */
async function writePin(tx: Tx, userId: number, transactionPinHash: string) {
  await tx
    .update(users)
    .set({ transactionPinHash, pinFailedAttempts: 0, pinLockedUntil: null })
    .where(eq(users.id, userId));
}

async function storePin(
  db: Db,
  userId: number,
  pin: string,
  event: 'transaction_pin.set' | 'transaction_pin.changed',
  ip: string,
) {
  const transactionPinHash = await hashPassword(pin);
  await db.transaction(async (tx) => {
    await writePin(tx, userId, transactionPinHash);
    await recordSecurityEvent(tx, { userId, event, ip });
  });
}

async function readHolder(db: Db, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'Given token not valid for any token type');
  return user;
}

/** The account's PIN state, as get-user tells it. */
export async function transactionPinStateOf(db: Db, userId: number): Promise<TransactionPinState> {
  return transactionPinState(await readHolder(db, userId));
}

/** Sets the first PIN (with the account password) or changes it (with the current PIN). */
export async function setTransactionPin(
  deps: PinDeps,
  userId: number,
  input: SetTransactionPinRequest,
  ip: string,
): Promise<{ message: string; data: TransactionPinState }> {
  if (!isValidPin(input.pin)) throw pinError(400, PIN_MESSAGES.format);
  const user = await readHolder(deps.db, userId);
  const { transactionPinHash } = user;
  if (transactionPinHash === null) {
    refuseIfLocked(user, 'password');
    const { password } = input;
    if (!password) throw pinError(400, PIN_MESSAGES.passwordRequired, 'password');
    await spendTry(deps, userId, ip, 'password', () => verifyPassword(password, user.passwordHash));
    await storePin(deps.db, userId, input.pin, 'transaction_pin.set', ip);
    return {
      message: PIN_MESSAGES.set,
      data: { has_transaction_pin: true, transaction_pin_locked_until: null },
    };
  }
  await verifyPinTry(deps, userId, { ...user, transactionPinHash }, input.old_pin, ip, 'old_pin');
  await storePin(deps.db, userId, input.pin, 'transaction_pin.changed', ip);
  return {
    message: PIN_MESSAGES.changed,
    data: { has_transaction_pin: true, transaction_pin_locked_until: null },
  };
}

/** A code is bound to its account: the digest covers the user id, so codes of two users never clash. */
const codeDigest = (userId: number, code: string) => digest(`transaction_pin:${userId}:${code}`);

/** E-mails a 6-digit code that resets the PIN (15 minutes, once); an earlier code stops working. */
export async function requestPinResetCode(deps: PinDeps, userId: number) {
  const user = await readHolder(deps.db, userId);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deleteResetTokens(deps.db, userId, 'transaction_pin');
  await insertResetToken(deps.db, {
    userId,
    tokenHash: codeDigest(userId, code),
    ttlSeconds: PIN_RESET_CODE_MINUTES * 60,
    purpose: 'transaction_pin',
  });
  // The code unlocks purchases: it goes to the mailbox, never to the log.
  sendSecurityNotice(deps, user, {
    subject: 'your transaction PIN reset code',
    lines: [
      `Your code to reset your transaction PIN is ${code}.`,
      `It works once, for ${PIN_RESET_CODE_MINUTES} minutes.`,
      'If you did not ask for it, ignore this e-mail and change your password.',
    ],
  });
  return { message: PIN_MESSAGES.codeSent, data: { detail: PIN_MESSAGES.codeSent } };
}

/**
 * Uses the e-mailed code and sets the new PIN; lifts a lock. Whoever reset it holds the mailbox,
 * not necessarily the phone: every other session and every API key is ended, audited and e-mailed.
 */
export async function resetTransactionPin(
  deps: PinDeps,
  caller: { userId: number; sessionId: string; ip: string },
  input: ResetTransactionPinRequest,
): Promise<{ message: string; data: TransactionPinState }> {
  const { userId, ip } = caller;
  const code = input.code.trim();
  if (!PIN_RESET_CODE_PATTERN.test(code))
    throw badRequest(PIN_MESSAGES.codeFormat, { code: PIN_MESSAGES.codeFormat });
  if (!isValidPin(input.pin)) throw pinError(400, PIN_MESSAGES.format);
  const user = await readHolder(deps.db, userId);
  const transactionPinHash = await hashPassword(input.pin);
  const ended = await deps.db.transaction(async (tx) => {
    const owner = await useResetToken(tx, codeDigest(userId, code), 'transaction_pin');
    if (owner !== userId)
      throw badRequest(PIN_MESSAGES.codeInvalid, { code: PIN_MESSAGES.codeInvalid });
    await writePin(tx, userId, transactionPinHash);
    return endCredentials(tx, userId, {
      event: 'transaction_pin.reset',
      ip,
      keepSessionId: caller.sessionId,
      raiseGeneration: false,
    });
  });
  sendCredentialsEndedNotice(deps, user, 'transaction_pin.reset', ended);
  return {
    message: PIN_MESSAGES.reset,
    data: transactionPinState({ transactionPinHash, pinLockedUntil: null }),
  };
}
