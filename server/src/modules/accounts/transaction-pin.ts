import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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
  isValidPin,
  lagosClockTime,
} from '@contract/rules';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError, badRequest } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { PinHolder } from '../../plugins/auth';
import { digest } from './password-reset';
import { transactionPinState } from './presenter';
import { deleteResetTokens, findUserById, insertResetToken, useResetToken } from './repository';
import { recordSecurityEvent, sendSecurityNotice, type NoticeDeps } from './security-events';

/*
 * Statuses (one rule, told in the README): a PIN missing or not 4 digits 400; a wrong PIN (or a
 * wrong password when setting the first PIN) 403 with the tries left; locked 423 with
 * Retry-After. Each names the field in the error envelope. The fifth wrong try locks charged
 * actions and PIN changes for 15 minutes and starts the count again; a correct PIN clears it.
 */

export interface PinDeps extends NoticeDeps {
  db: Db;
}

export type { PinHolder };

const pinError = (status: number, message: string, field = 'pin', retryAfter?: number) =>
  new HttpError(status, message, { [field]: message }, retryAfter);

function refuseIfLocked(holder: Pick<PinHolder, 'pinLockedUntil'>, field = 'pin') {
  const until = holder.pinLockedUntil;
  if (until && until.getTime() > Date.now())
    throw pinError(
      423,
      PIN_MESSAGES.locked(until),
      field,
      Math.ceil((until.getTime() - Date.now()) / 1000),
    );
}

/**
 * Counts one wrong try in one statement (concurrent tries each count); the fifth locks and
 * starts the count again. The lock is audited and e-mailed. Throws the answer for the try.
 */
async function countWrongTry(
  deps: PinDeps,
  userId: number,
  ip: string,
  field: 'pin' | 'old_pin' | 'password',
): Promise<never> {
  const lockUntil = new Date(Date.now() + PIN_LOCK_MINUTES * 60_000);
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        pinFailedAttempts: sql`CASE WHEN ${users.pinFailedAttempts} + 1 >= ${PIN_MAX_TRIES} THEN 0 ELSE ${users.pinFailedAttempts} + 1 END`,
        pinLockedUntil: sql`CASE WHEN ${users.pinFailedAttempts} + 1 >= ${PIN_MAX_TRIES} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${users.pinLockedUntil} END`,
      })
      .where(eq(users.id, userId))
      .returning({
        attempts: users.pinFailedAttempts,
        email: users.email,
        firstName: users.firstName,
      });
    if (!row) throw new Error(`user ${userId} vanished during a PIN check`);
    // The count is zero again only when this try locked the account.
    if (row.attempts === 0)
      await recordSecurityEvent(tx, { userId, event: 'transaction_pin.locked', ip });
    return row;
  });
  if (result.attempts === 0) {
    sendSecurityNotice(
      deps,
      { id: userId, ...result },
      {
        subject: 'transaction PIN locked',
        lines: [
          `Your transaction PIN was entered wrongly ${PIN_MAX_TRIES} times, so purchases from your account are locked until ${lagosClockTime(lockUntil)} (Lagos time).`,
          'If this was not you, reset your transaction PIN from your profile and change your password.',
        ],
      },
    );
    throw pinError(423, PIN_MESSAGES.locked(lockUntil), field, PIN_LOCK_MINUTES * 60);
  }
  const left = PIN_MAX_TRIES - result.attempts;
  throw pinError(
    403,
    field === 'password' ? PIN_MESSAGES.wrongPassword(left) : PIN_MESSAGES.wrong(left),
    field,
  );
}

async function clearWrongTries(db: Db, userId: number) {
  await db.update(users).set({ pinFailedAttempts: 0 }).where(eq(users.id, userId));
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
  if (!(await verifyPassword(pin, holder.transactionPinHash)))
    await countWrongTry(deps, userId, ip, field);
  if (holder.pinFailedAttempts > 0) await clearWrongTries(deps.db, userId);
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

/** The new PIN's hash, a clean count and no lock, with the event's audit row, in one transaction. */
async function writePin(
  tx: Tx,
  userId: number,
  transactionPinHash: string,
  event: 'transaction_pin.set' | 'transaction_pin.changed' | 'transaction_pin.reset',
  ip: string,
) {
  await tx
    .update(users)
    .set({ transactionPinHash, pinFailedAttempts: 0, pinLockedUntil: null })
    .where(eq(users.id, userId));
  await recordSecurityEvent(tx, { userId, event, ip });
}

async function storePin(
  db: Db,
  userId: number,
  pin: string,
  event: 'transaction_pin.set' | 'transaction_pin.changed',
  ip: string,
) {
  const transactionPinHash = await hashPassword(pin);
  await db.transaction((tx) => writePin(tx, userId, transactionPinHash, event, ip));
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
    if (!input.password) throw pinError(400, PIN_MESSAGES.passwordRequired, 'password');
    if (!(await verifyPassword(input.password, user.passwordHash)))
      await countWrongTry(deps, userId, ip, 'password');
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

/** Uses the e-mailed code and sets the new PIN; lifts a lock. Audited and e-mailed. */
export async function resetTransactionPin(
  deps: PinDeps,
  userId: number,
  input: ResetTransactionPinRequest,
  ip: string,
): Promise<{ message: string; data: TransactionPinState }> {
  const code = input.code.trim();
  if (!PIN_RESET_CODE_PATTERN.test(code))
    throw badRequest(PIN_MESSAGES.codeFormat, { code: PIN_MESSAGES.codeFormat });
  if (!isValidPin(input.pin)) throw pinError(400, PIN_MESSAGES.format);
  const user = await readHolder(deps.db, userId);
  const transactionPinHash = await hashPassword(input.pin);
  await deps.db.transaction(async (tx) => {
    const owner = await useResetToken(tx, codeDigest(userId, code), 'transaction_pin');
    if (owner !== userId)
      throw badRequest(PIN_MESSAGES.codeInvalid, { code: PIN_MESSAGES.codeInvalid });
    await writePin(tx, userId, transactionPinHash, 'transaction_pin.reset', ip);
  });
  sendSecurityNotice(deps, user, {
    subject: 'transaction PIN reset',
    lines: [
      'Your transaction PIN was reset with a code sent to this e-mail address.',
      'If this was not you, change your password now and contact support.',
    ],
  });
  return {
    message: PIN_MESSAGES.reset,
    data: transactionPinState({ transactionPinHash, pinLockedUntil: null }),
  };
}
