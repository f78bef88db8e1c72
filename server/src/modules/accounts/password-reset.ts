import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ResetPasswordRequest } from '@contract/api';
import { FORGOT_MESSAGES, isValidEmail, REGISTER_MESSAGES, RESET_MESSAGES } from '@contract/rules';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/password';
import { checkResetPassword, rejectIfAny } from './password-rules';
import {
  findUserByEmail,
  findUserById,
  insertResetToken,
  replacePassword,
  useResetToken,
  type UserRow,
} from './repository';
import { normalizeEmail } from './service';
import { escapeHtml } from '../../lib/html';
import { endCredentials, sendCredentialsEndedNotice } from './credentials';

const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** Only the digest is stored: a leaked table does not let anyone reset a password. */
export const digest = (token: string) => createHash('sha256').update(token).digest('hex');

function resetMail(config: AppConfig, user: UserRow, link: string): MailMessage {
  const brand = config.brandName;
  const text = [
    `Hello ${user.firstName},`,
    '',
    `We received a request to reset the password of your ${brand} account.`,
    'Open this link within one hour to choose a new password:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays the same.',
    '',
    `${brand} support: ${config.supportEmail}, ${config.supportPhone}`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>Hello ${escapeHtml(user.firstName)},</p>
<p>We received a request to reset the password of your ${escapeHtml(brand)} account.
Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}" style="background:#0a8a4f;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">Reset my password</a></p>
<p style="word-break:break-all">${escapeHtml(link)}</p>
<p>If you did not ask for this, ignore this e-mail: your password stays the same.</p>
<p>${escapeHtml(brand)} support: ${escapeHtml(config.supportEmail)}, ${escapeHtml(config.supportPhone)}</p>
</body></html>`;
  return { to: user.email, subject: `Reset your ${brand} password`, text, html };
}

interface ResetRequestDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Answers the same whether or not the e-mail has an account. Delivery is not awaited, so a slow
 * or failing SMTP server neither reveals which e-mails exist nor fails the request.
 */
export async function requestPasswordReset(deps: ResetRequestDeps, input: { email: string }) {
  const email = normalizeEmail(input.email);
  if (!email)
    throw badRequest(FORGOT_MESSAGES.emailRequired, { email: FORGOT_MESSAGES.emailRequired });
  if (!isValidEmail(email))
    throw badRequest(FORGOT_MESSAGES.emailInvalid, { email: FORGOT_MESSAGES.emailInvalid });
  const user = await findUserByEmail(deps.db, email);
  if (user) {
    const token = randomBytes(32).toString('base64url');
    await insertResetToken(deps.db, {
      userId: user.id,
      tokenHash: digest(token),
      ttlSeconds: RESET_TOKEN_TTL_SECONDS,
    });
    const link = `${deps.config.publicUrl}/password-reset/confirm/?token=${token}`;
    // The link is a password: it goes to the outbox file, never to the log.
    if (deps.mailer.delivery === 'outbox') {
      deps.log.info({ userId: user.id }, 'password reset e-mail written to DATA_DIR/outbox');
    }
    deps.mailer.send(resetMail(deps.config, user, link)).catch((error: unknown) => {
      deps.log.error({ err: error, userId: user.id }, 'password reset e-mail failed');
    });
  }
  return { detail: FORGOT_MESSAGES.sent };
}

/**
 * Uses the token, sets the password and ends every session and API key, all or nothing; the
 * owner is told by e-mail what was ended.
 */
export async function resetPassword(
  deps: ResetRequestDeps,
  input: ResetPasswordRequest,
  ip: string,
) {
  rejectIfAny(checkResetPassword(input));
  const passwordHash = await hashPassword(input.new_password);
  const { updated, ended } = await deps.db.transaction(async (tx) => {
    const userId = await useResetToken(tx, digest(input.password_token.trim()));
    if (userId === undefined) {
      throw badRequest(RESET_MESSAGES.tokenInvalid, {
        password_token: RESET_MESSAGES.tokenInvalid,
      });
    }
    const user = await findUserById(tx, userId);
    // Thrown inside the transaction, so the link stays usable for a different password.
    if (user && (await verifyPassword(input.new_password, user.passwordHash))) {
      throw badRequest(REGISTER_MESSAGES.passwordSameAsOld, {
        new_password: REGISTER_MESSAGES.passwordSameAsOld,
      });
    }
    const row = await replacePassword(tx, userId, passwordHash);
    if (!row) throw new Error(`user ${userId} vanished during a password reset`);
    return {
      updated: row,
      ended: await endCredentials(tx, userId, {
        event: 'password.reset',
        ip,
        raiseGeneration: true,
      }),
    };
  });
  sendCredentialsEndedNotice(deps, updated, 'password.reset', ended);
  return { detail: RESET_MESSAGES.done };
}
