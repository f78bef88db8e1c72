import type { FastifyRequest } from 'fastify';
import type {
  ChangePasswordRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  UpdateProfileRequest,
  User,
} from '@contract/api';
import {
  LOGIN_MESSAGES,
  normalizePhone,
  PROFILE_MESSAGES,
  REGISTER_MESSAGES,
} from '@contract/rules';
import type { Db } from '../../db/client';
import { HttpError, badRequest, unauthorized } from '../../lib/http-error';
import { SUSPENDED_MESSAGE, type TokenSubject } from '../auth/plugin';
import {
  assertPublicWebhookUrl,
  ensureWebhookSecret,
  rotateWebhookSecret,
  UnsafeWebhookUrlError,
} from '../webhooks';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password';
import {
  checkChangePassword,
  checkWebhookUrl,
  rejectIfAny,
  type FieldErrors,
} from './password-rules';
import { balanceCursor } from '../wallet/balance-cursor';
import { presentUser } from './presenter';
import { checkRegistration } from './registration-rules';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  findUserByReferralCode,
  findUserByLogin,
  findUserWithLevel,
  insertUser,
  isUniqueViolation,
  replacePassword,
  setCableReminders,
  setEmailReceipts,
  setPhone,
  setWebhookUrl,
  type UserRow,
} from './repository';
import { listVirtualAccounts } from './virtual-accounts';
import { closeSession } from '../staff-security/sessions';
import { endCredentials, sendCredentialsEndedNotice, type EndedCredentials } from './credentials';
import { recordSecurityEvent, type NoticeDeps } from './security-events';

export type IssueAccessToken = (user: TokenSubject, sessionId: string) => string | Promise<string>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const emailTaken = () =>
  badRequest(REGISTER_MESSAGES.emailTaken, { email: REGISTER_MESSAGES.emailTaken });
const phoneTaken = () =>
  new HttpError(409, REGISTER_MESSAGES.phoneTaken, { phone_no: REGISTER_MESSAGES.phoneTaken });

/**
 * The referrer a sign-up names: by referral code (links shown since codes exist), or by e-mail
 * or username (links shared before, which keep working).
 */
const findReferrer = (db: Db, ref: string) =>
  ref.includes('@') ? findUserByLogin(db, ref) : findUserByReferralCode(db, ref);

/** Checks every field at once; writes only when all pass. */
export async function register(db: Db, input: RegisterRequest): Promise<RegisterResponse> {
  const email = normalizeEmail(input.email);
  const errors: FieldErrors = { ...checkRegistration({ ...input, email }) };
  const phoneNo = normalizePhone(input.phone_no);
  const referrerName = (input.referred_by ?? '').trim();
  const [referrer, existing, phoneOwner] = await Promise.all([
    referrerName ? findReferrer(db, referrerName) : undefined,
    errors.email ? undefined : findUserByEmail(db, email),
    phoneNo ? findUserByPhone(db, phoneNo) : undefined,
  ]);
  if (referrerName && !referrer) errors.referred_by = REGISTER_MESSAGES.referrerUnknown;
  if (existing) errors.email = REGISTER_MESSAGES.emailTaken;
  rejectIfAny(errors);
  if (phoneOwner) throw phoneTaken();

  try {
    const user = await insertUser(db, {
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      username: email,
      email,
      phoneNo: phoneNo ?? input.phone_no.trim(),
      passwordHash: await hashPassword(input.password),
      referredById: referrer?.id ?? null,
      hearUs: input.hear_us,
    });
    return { id: user.id, username: user.username };
  } catch (error) {
    // Two registrations for one e-mail or phone at once both pass the checks above; the indexes decide.
    if (isUniqueViolation(error, 'users_phone_no_key')) throw phoneTaken();
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * The account an e-mail and password sign in to. The same answer for an unknown e-mail and a
 * wrong password, after the same amount of work.
 */
export async function checkCredentials(
  db: Db,
  input: { email: string; password: string },
): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  if (!email || !input.password) throw badRequest(LOGIN_MESSAGES.invalid);
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !matches) throw unauthorized(LOGIN_MESSAGES.wrongCredentials);
  if (user.suspendedAt) throw new HttpError(403, SUSPENDED_MESSAGE);
  return user;
}

/**
 * The user as the dashboard reads it. The webhook signing secret is for the account's owner
 * signed in with a password (a login token), never for a request made with an API key: a leaked
 * key must not let anyone forge the webhooks the account receives.
 */
export async function getUser(
  db: Db,
  userId: number,
  { withWebhookSecret }: { withWebhookSecret: boolean } = { withWebhookSecret: true },
): Promise<User> {
  const row = await findUserWithLevel(db, userId);
  if (!row) throw unauthorized('User not found');
  const [accounts, webhookSecret, cursor] = await Promise.all([
    listVirtualAccounts(db, userId),
    withWebhookSecret ? ensureWebhookSecret(db, userId) : undefined,
    balanceCursor(db, userId),
  ]);
  return presentUser(row.user, row.levelName, accounts, cursor, webhookSecret);
}

/** A new webhook secret; the old one stops signing at once, retries included. */
export async function rotateUserWebhookSecret(db: Db, userId: number): Promise<User> {
  if (!(await rotateWebhookSecret(db, userId))) throw unauthorized('User not found');
  return getUser(db, userId);
}

/** Whom a credential change is for: the account, the session asking and its address. */
export interface Caller {
  userId: number;
  sessionId: string;
  ip: string;
}

/** The caller of a route signed in with a login token (every such token names its session). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.sessionId) throw unauthorized('Given token not valid for any token type');
  return { userId: request.userId, sessionId: request.sessionId, ip: request.ip };
}

/**
 * Sets the new password and ends every other session and every API key (e-mailed); returns a
 * fresh token so the caller's own session continues.
 */
export async function changePassword(
  deps: NoticeDeps & { db: Db },
  caller: Caller,
  input: ChangePasswordRequest,
  issueAccessToken: IssueAccessToken,
): Promise<LoginResponse> {
  const { db } = deps;
  const fields = {
    old_password: input.old_password,
    new_password: input.new_password || input.password || '',
    confirm_password: input.confirm_password || input.password2 || '',
  };
  const errors = checkChangePassword(fields);
  const user = await findUserById(db, caller.userId);
  if (!user) throw unauthorized('User not found');
  if (fields.old_password && !(await verifyPassword(fields.old_password, user.passwordHash))) {
    errors.old_password = PROFILE_MESSAGES.oldPasswordWrong;
  } else if (!errors.new_password && fields.new_password === fields.old_password) {
    errors.new_password = REGISTER_MESSAGES.passwordSameAsOld;
  }
  rejectIfAny(errors);
  const passwordHash = await hashPassword(fields.new_password);
  const { updated, ended } = await db.transaction(async (tx) => {
    const row = await replacePassword(tx, caller.userId, passwordHash);
    if (!row) throw unauthorized('User not found');
    return {
      updated: row,
      ended: await endCredentials(tx, caller.userId, {
        event: 'password.changed',
        ip: caller.ip,
        keepSessionId: caller.sessionId,
        raiseGeneration: true,
      }),
    };
  });
  sendCredentialsEndedNotice(deps, updated, 'password.changed', ended);
  const access = await issueAccessToken(
    { id: updated.id, role: updated.role, tokenVersion: ended.tokenVersion },
    caller.sessionId,
  );
  return { access };
}

/** Ends every session (this one too) and every API key of the account, e-mailed. */
export async function signOutEverywhere(
  deps: NoticeDeps & { db: Db },
  caller: Omit<Caller, 'sessionId'>,
): Promise<EndedCredentials> {
  const user = await findUserById(deps.db, caller.userId);
  if (!user) throw unauthorized('User not found');
  const ended = await deps.db.transaction((tx) =>
    endCredentials(tx, caller.userId, {
      event: 'signed_out_everywhere',
      ip: caller.ip,
      raiseGeneration: true,
    }),
  );
  sendCredentialsEndedNotice(deps, user, 'signed_out_everywhere', ended);
  return ended;
}

/** Ends the session asking (the device signs out); its token is refused from the next request. */
export async function signOut(db: Db, caller: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    await closeSession(tx, caller.userId, caller.sessionId);
    await recordSecurityEvent(tx, { userId: caller.userId, event: 'signed_out', ip: caller.ip });
  });
}

/** The account's phone by the one phone rule; a number another account holds is refused (409). */
async function changePhone(db: Db, userId: number, typed: string): Promise<void> {
  const phoneNo = normalizePhone(typed);
  if (!typed.trim())
    throw badRequest(REGISTER_MESSAGES.phoneRequired, {
      phone_no: REGISTER_MESSAGES.phoneRequired,
    });
  if (!phoneNo)
    throw badRequest(REGISTER_MESSAGES.phoneInvalid, { phone_no: REGISTER_MESSAGES.phoneInvalid });
  const [current, owner] = await Promise.all([
    findUserById(db, userId),
    findUserByPhone(db, phoneNo),
  ]);
  // Keeping one's own number changes nothing (even one shared before numbers became unique).
  if (current?.phoneNo === phoneNo) return;
  if (owner) throw phoneTaken();
  try {
    await setPhone(db, userId, phoneNo);
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_no_key')) throw phoneTaken();
    throw error;
  }
}

/**
 * Refuses URLs that do not resolve or resolve to private, loopback or link-local addresses, unless
 * allowPrivateWebhooks (config.webhooks.allowPrivate, local testing).
 */
export async function updateProfile(
  db: Db,
  userId: number,
  input: UpdateProfileRequest,
  options: { allowPrivateWebhooks: boolean },
): Promise<User> {
  const webhookUrl = input.webhook_url.trim();
  const otherChange =
    input.phone_no !== undefined ||
    input.email_receipts !== undefined ||
    input.cable_reminders !== undefined;
  if (input.phone_no !== undefined) await changePhone(db, userId, input.phone_no);
  if (input.email_receipts !== undefined) await setEmailReceipts(db, userId, input.email_receipts);
  if (input.cable_reminders !== undefined)
    await setCableReminders(db, userId, input.cable_reminders);
  if (otherChange && !webhookUrl) return getUser(db, userId);
  const problem = checkWebhookUrl(webhookUrl);
  if (problem) throw badRequest(problem, { webhook_url: problem });
  try {
    await assertPublicWebhookUrl(webhookUrl, options.allowPrivateWebhooks);
  } catch (error) {
    if (error instanceof UnsafeWebhookUrlError)
      throw badRequest(error.message, { webhook_url: error.message });
    throw error;
  }
  await setWebhookUrl(db, userId, webhookUrl);
  return getUser(db, userId);
}
