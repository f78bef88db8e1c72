import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { accountSecurityEvents } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { escapeHtml } from '../../lib/html';

/** What happened to the customer's own account security, as stored and e-mailed. */
export type SecurityEvent =
  | 'transaction_pin.set'
  | 'transaction_pin.changed'
  | 'transaction_pin.locked'
  | 'transaction_pin.reset'
  | 'password.changed'
  | 'password.reset'
  | 'signed_out'
  | 'signed_out_everywhere'
  | 'signed_out_by_staff'
  | 'api_key.created'
  | 'api_key.updated'
  | 'api_key.revoked';

/** Written in the caller's transaction, so the change and its record commit together. */
export async function recordSecurityEvent(
  db: Db | Tx,
  entry: { userId: number; event: SecurityEvent; ip?: string; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(accountSecurityEvents).values({
    userId: entry.userId,
    event: entry.event,
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
  });
}

export interface NoticeDeps {
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

interface Recipient {
  id: number;
  email: string;
  firstName: string;
}

/**
 * A plain notice to the account's e-mail (the PIN locked, the PIN reset). Not awaited: a slow or
 * failing mail server never fails or delays the customer's request.
 */
export function sendSecurityNotice(
  deps: NoticeDeps,
  user: Recipient,
  notice: { subject: string; lines: string[] },
): void {
  const brand = deps.config.brandName;
  const support = `${brand} support: ${deps.config.supportEmail}, ${deps.config.supportPhone}`;
  const text = [`Hello ${user.firstName},`, '', ...notice.lines, '', support].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>Hello ${escapeHtml(user.firstName)},</p>
${notice.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(support)}</p>
</body></html>`;
  deps.mailer
    .send({ to: user.email, subject: `${brand}: ${notice.subject}`, text, html })
    .catch((error: unknown) => {
      deps.log.error({ err: error, userId: user.id }, 'security notice e-mail failed');
    });
}
