import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatDateTime, formatNaira } from '@contract/format';
import { CONSOLE_ROUTES } from '@contract/navigation';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { users } from '../../../db/schema';
import { escapeHtml } from '../../../lib/html';
import type { Mailer, MailMessage } from '../../../lib/mailer';
import { koboToNaira } from '../../../lib/money';

/*
 * Every conflict (a provider answer contradicting how a purchase was settled) is e-mailed to each
 * owner who can sign in, once: each is claimed and marked in one statement, so with several
 * processes it is sent by one. A mail the SMTP server refuses is logged, not retried: the
 * conflict stays open in the console's list and its badge until an owner resolves it.
 */

export interface ConflictAlertDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'brandName' | 'publicUrl'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

interface ClaimedConflict {
  tx_ref: string;
  amount_kobo: number | string;
  provider: string | null;
  decided_status: string;
  decided_by: string;
  provider_state: string;
  provider_answer: string;
  detected_at: string | Date;
}

const SETTLED_AS: Record<string, string> = {
  confirmed: 'delivered',
  failed: 'refunded',
  reversed: 'refunded (reversed)',
};

/** The alert for one conflict, to one owner. */
export function conflictAlertMail(
  config: ConflictAlertDeps['config'],
  to: string,
  conflict: ClaimedConflict,
): MailMessage {
  const amount = formatNaira(koboToNaira(Number(conflict.amount_kobo)));
  const provider = conflict.provider ?? 'The provider';
  const settled = SETTLED_AS[conflict.decided_status] ?? conflict.decided_status;
  const by = conflict.decided_by ? `by ${conflict.decided_by}` : 'automatically';
  const link = `${config.publicUrl.replace(/\/+$/, '')}${CONSOLE_ROUTES.conflicts}`;
  const lines = [
    `${provider} now says ${conflict.provider_state} for purchase ${conflict.tx_ref} (${amount}), ` +
      `which was settled as ${settled} ${by}.`,
    `Its answer: ${conflict.provider_answer}`,
    `Found: ${formatDateTime(new Date(conflict.detected_at).toISOString())}`,
    'No money moved. Check the provider’s records and resolve it in the console:',
    link,
  ];
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
${lines
  .slice(0, -1)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
</body></html>`;
  return {
    to,
    subject: `${config.brandName}: conflict on ${conflict.tx_ref}, ${provider} says ${conflict.provider_state}`,
    text: lines.join('\n'),
    html,
  };
}

/** Sends up to `limit` conflicts not yet alerted to every owner; returns how many it claimed. */
export async function mailConflictAlerts(deps: ConflictAlertDeps, limit: number) {
  const claimed = await deps.db.execute(sql`
    WITH due AS (
      SELECT id FROM settlement_conflicts WHERE alerted_at IS NULL
      ORDER BY detected_at LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE settlement_conflicts c SET alerted_at = now()
    FROM due, transactions t
    WHERE c.id = due.id AND t.id = c.transaction_id
    RETURNING t.tx_ref, t.amount_kobo, t.provider, c.decided_status, c.decided_by,
      c.provider_state, c.provider_answer, c.detected_at`);
  const conflicts = rowsOf<ClaimedConflict>(claimed);
  if (conflicts.length === 0) return 0;
  const owners = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'owner'), isNull(users.suspendedAt)));
  for (const conflict of conflicts)
    for (const owner of owners)
      await deps.mailer
        .send(conflictAlertMail(deps.config, owner.email, conflict))
        .catch((error: unknown) =>
          deps.log.error({ err: error, txRef: conflict.tx_ref }, 'conflict alert e-mail failed'),
        );
  return conflicts.length;
}
