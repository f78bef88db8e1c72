import type {
  ChangePasswordRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  User,
} from '@contract/api';
import { LOGIN_MESSAGES, PROFILE_MESSAGES, REGISTER_MESSAGES } from '@contract/rules';
import type { Db } from '../../db/client';
import { HttpError, badRequest, unauthorized } from '../../lib/http-error';
import { SUSPENDED_MESSAGE, type TokenSubject } from '../../plugins/auth';
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
  findUserByLogin,
  findUserWithLevel,
  insertUser,
  isUniqueViolation,
  replacePassword,
  setWebhookUrl,
  type UserRow,
} from './repository';
import { listVirtualAccounts } from './virtual-accounts';

export type IssueAccessToken = (user: TokenSubject) => string | Promise<string>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const emailTaken = () =>
  badRequest(REGISTER_MESSAGES.emailTaken, { email: REGISTER_MESSAGES.emailTaken });

/** Checks every field at once; writes only when all pass. */
export async function register(db: Db, input: RegisterRequest): Promise<RegisterResponse> {
  const email = normalizeEmail(input.email);
  const errors: FieldErrors = { ...checkRegistration({ ...input, email }) };
  const referrerName = (input.referred_by ?? '').trim();
  const [referrer, existing] = await Promise.all([
    referrerName ? findUserByLogin(db, referrerName) : undefined,
    errors.email ? undefined : findUserByEmail(db, email),
  ]);
  if (referrerName && !referrer) errors.referred_by = REGISTER_MESSAGES.referrerUnknown;
  if (existing) errors.email = REGISTER_MESSAGES.emailTaken;
  rejectIfAny(errors);

  try {
    const user = await insertUser(db, {
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      username: email,
      email,
      phoneNo: input.phone_no.trim(),
      passwordHash: await hashPassword(input.password),
      referredById: referrer?.id ?? null,
      hearUs: input.hear_us,
    });
    return { id: user.id, username: user.username };
  } catch (error) {
    // Two registrations for one e-mail at once both pass the check above; the index decides.
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

export async function getUser(db: Db, userId: number): Promise<User> {
  const row = await findUserWithLevel(db, userId);
  if (!row) throw unauthorized('User not found');
  const [accounts, webhookSecret, cursor] = await Promise.all([
    listVirtualAccounts(db, userId),
    ensureWebhookSecret(db, userId),
    balanceCursor(db, userId),
  ]);
  return presentUser(row.user, row.levelName, accounts, cursor, webhookSecret);
}

/** A new webhook secret; the old one stops signing at once, retries included. */
export async function rotateUserWebhookSecret(db: Db, userId: number): Promise<User> {
  if (!(await rotateWebhookSecret(db, userId))) throw unauthorized('User not found');
  return getUser(db, userId);
}

/** Ends every other session and returns a fresh token so the caller's own session continues. */
export async function changePassword(
  db: Db,
  issueAccessToken: IssueAccessToken,
  userId: number,
  input: ChangePasswordRequest,
): Promise<LoginResponse> {
  const fields = {
    old_password: input.old_password,
    new_password: input.new_password || input.password || '',
    confirm_password: input.confirm_password || input.password2 || '',
  };
  const errors = checkChangePassword(fields);
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized('User not found');
  if (fields.old_password && !(await verifyPassword(fields.old_password, user.passwordHash))) {
    errors.old_password = PROFILE_MESSAGES.oldPasswordWrong;
  }
  rejectIfAny(errors);
  const passwordHash = await hashPassword(fields.new_password);
  const updated = await db.transaction((tx) => replacePassword(tx, userId, passwordHash));
  if (!updated) throw unauthorized('User not found');
  return { access: await issueAccessToken(updated) };
}

/**
 * Refuses URLs that do not resolve or resolve to private, loopback or link-local addresses, unless
 * allowPrivateWebhooks (config.webhooks.allowPrivate, local testing).
 */
export async function updateProfile(
  db: Db,
  userId: number,
  input: { webhook_url: string },
  options: { allowPrivateWebhooks: boolean },
): Promise<User> {
  const webhookUrl = input.webhook_url.trim();
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
